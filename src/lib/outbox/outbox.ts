/**
 * The app's outbox: CVs finished in the wizard wait on the device until the server has them, and
 * are sent through the axios client (one session refresh on a 401) by the shared create_cv sender.
 * Offline, where the browser has Background Sync, the service worker sends them even with the app
 * closed (sw/outbox-sync.ts).
 */
import { OUTBOX_SYNC_TAG } from '@/config/sync';
import { api } from '@/lib/api-client';
import { toApiFailure, type ParsedError } from '@/lib/api-errors';
import {
  addToOutbox,
  recordRefusal,
  recordRetry,
  removeFromOutbox,
  waitingOutboxOf,
  type OutboxEntry,
} from '@/lib/local-data/outbox-store';
import { requestBackgroundSync } from '@/lib/pwa';
import { store, userIdAtom } from '@/lib/state';
import { sendCreateCv, type CreateCvTransport } from './send-create-cv';

export { removeFromOutbox, type OutboxEntry };

export type SendResult =
  | { kind: 'created'; entry: OutboxEntry; uuid: string }
  /** Never reached the server: it waits on the device and goes out when the network is back. */
  | { kind: 'offline'; entry: OutboxEntry }
  /** Reached it (or timed out online) and failed: it waits on the device and is sent again. */
  | {
      kind: 'server';
      entry: OutboxEntry;
      status: number | null;
      detail: string | null;
      missingId?: true;
    }
  | { kind: 'refused'; entry: OutboxEntry; error: ParsedError; status: number };

/** A CV still in the outbox after this result, to be sent again by itself. */
export type WaitingResult = Extract<SendResult, { kind: 'offline' | 'server' }>;

export function isWaiting(result: SendResult): result is WaitingResult {
  return result.kind === 'offline' || result.kind === 'server';
}

const viaApiClient: CreateCvTransport = {
  post: async (path, form, headers) => (await api.post<unknown>(path, form, { headers })).data,
  failureOf: toApiFailure,
  isOnline: () => navigator.onLine,
};

/** Puts a finished draft (its own id as `id`) into the signed-in account's outbox. */
export async function enqueue({
  id,
  payload,
  photo,
}: Pick<OutboxEntry, 'id' | 'payload' | 'photo'>): Promise<OutboxEntry> {
  const userId = store.get(userIdAtom);
  if (!userId) throw new Error('Not signed in');
  const entry: OutboxEntry = {
    id,
    userId,
    payload,
    photo,
    status: 'pending',
    attempts: 0,
    lastError: null,
    createdAt: Date.now(),
  };
  await addToOutbox(entry);
  return entry;
}

async function send(entry: OutboxEntry): Promise<SendResult> {
  const outcome = await sendCreateCv(entry, viaApiClient);
  switch (outcome.kind) {
    case 'created':
      await removeFromOutbox(entry.id);
      return { kind: 'created', entry, uuid: outcome.uuid };
    case 'refused':
      // Refused for good (a field to fix, the plan): it goes back to the user.
      await recordRefusal(entry, outcome.error.text);
      return { kind: 'refused', entry, error: outcome.error, status: outcome.status };
    case 'server':
      await recordRetry(entry, 'server');
      return {
        kind: 'server',
        entry,
        status: outcome.status,
        detail: outcome.detail,
        ...(outcome.missingId && { missingId: true }),
      };
    case 'offline':
      await recordRetry(entry, 'offline');
      return { kind: 'offline', entry };
  }
}

type Listener = (result: SendResult) => void;
const listeners = new Set<Listener>();

/** The app listens once (toasts, cache invalidation); the finalize screen listens too. */
export function onOutboxResult(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let flushing: Promise<SendResult[]> | null = null;

/** Sends every pending CV once; concurrent calls share one run. */
export function flushOutbox(): Promise<SendResult[]> {
  flushing ??= (async () => {
    const results: SendResult[] = [];
    try {
      const userId = store.get(userIdAtom);
      if (!userId) return results;
      for (const entry of await waitingOutboxOf(userId)) {
        const result = await send(entry);
        results.push(result);
        listeners.forEach((listener) => listener(result));
        if (isWaiting(result)) {
          // Where the browser has Background Sync, the worker sends it once the device is online,
          // even with the app closed. Not while it thinks it is online: the sync would fire at
          // once, wake this tab and fail again in a loop; the app's own timer retries then.
          if (!navigator.onLine) void requestBackgroundSync(OUTBOX_SYNC_TAG);
          break;
        }
      }
    } finally {
      flushing = null;
    }
    return results;
  })();
  return flushing;
}

/**
 * Sends this entry now (after any run already under way, which may have begun before it was queued)
 * and tells what became of it. When an older CV stopped the run, this one waits for the same reason.
 */
export async function flushEntry(entry: OutboxEntry): Promise<SendResult> {
  for (let round = 0; round < 2; round++) {
    const results = await flushOutbox();
    const own = results.find((r) => r.entry.id === entry.id);
    if (own) return own;
    const stop = results.find(isWaiting);
    if (stop) return { ...stop, entry };
  }
  return navigator.onLine
    ? { kind: 'server', entry, status: null, detail: null }
    : { kind: 'offline', entry };
}
