/**
 * The app's toasts, with sonner's calls (`toast(…)`, `.success`, `.error`, `.info`, `.dismiss`),
 * whose code loads only when the first toast is asked for: a screen's first load does not carry it
 * (issue 47). A call made before sonner and its Toaster are there waits for them, in order; ids
 * are given here, so a caller can dismiss a toast still on its way.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { TIMINGS } from '@/domain/limits';
import type { Failure } from './api-errors';

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'message' | 'success' | 'error' | 'info';

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let toasterMounted = false;
const waiting: Array<(loaded: Sonner) => void> = [];
const wanted = new Set<() => void>();
let ids = 0;

/** Loads sonner (once) and asks the layout to draw its Toaster. */
function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((loaded) => {
    sonner = loaded;
    for (const notify of wanted) notify();
    return loaded;
  });
  return loading;
}

/** For the layout: whether the Toaster is to be drawn yet, and a way to hear when it is. */
export const toasterWanted = {
  subscribe(notify: () => void) {
    wanted.add(notify);
    return () => wanted.delete(notify);
  },
  get: () => sonner,
};

/** The Toaster has mounted and listens: what waited is shown now. */
export function toasterReady(): void {
  toasterMounted = true;
  const loaded = sonner;
  if (!loaded) return;
  for (const run of waiting.splice(0)) run(loaded);
}

function whenReady(run: (loaded: Sonner) => void): void {
  if (sonner && toasterMounted) return run(sonner);
  waiting.push(run);
  void loadToasts();
}

function show(kind: Kind, message: Message, options?: ExternalToast): string | number {
  const id = options?.id ?? `toast-${++ids}`;
  whenReady(({ toast }) => {
    const shown = { ...options, id };
    if (kind === 'message') toast(message, shown);
    else toast[kind](message, shown);
  });
  return id;
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
    info: (message: Message, options?: ExternalToast) => show('info', message, options),
    dismiss: (id?: string | number) => whenReady(({ toast }) => toast.dismiss(id)),
  },
);

export type { ExternalToast };

/** The spec's red toast for a failed call: a title, the failure in one line, kept 6 s. */
export function toastFailure(title: string, failure: Pick<Failure, 'text'>) {
  toast.error(title, { description: failure.text, duration: TIMINGS.errorToastDurationMs });
}
