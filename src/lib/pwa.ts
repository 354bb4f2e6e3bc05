/**
 * The service worker from the app's side: registration, the "new version" signal (the app asks
 * before reloading, never mid-edit), Background Sync requests and messages from the worker.
 */
import type { Workbox } from 'workbox-window';

let wb: Workbox | null = null;
type Listener = () => void;
const updateListeners = new Set<Listener>();
const flushListeners = new Set<Listener>();
let updateWaiting = false;

let registration: Promise<void> | null = null;

/** Once per page, whoever asks first (the boot script of a visitor page, or the app). */
export function registerServiceWorker(): Promise<void> {
  registration ??= register();
  return registration;
}

/** workbox-window loads with the registration, so the server can render what imports this module. */
async function register(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    updateWaiting = true;
    updateListeners.forEach((listener) => listener());
  });
  wb.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'FLUSH_OUTBOX')
      flushListeners.forEach((l) => l());
  });
  await wb
    .register()
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}

/** Calls back when a new version is installed and waiting (at once if one already is). */
export function onUpdateWaiting(listener: Listener): () => void {
  updateListeners.add(listener);
  if (updateWaiting) listener();
  return () => updateListeners.delete(listener);
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!wb) return window.location.reload();
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

/** Looks for a new version now (the browser also does on navigation). */
export async function checkForUpdate(): Promise<void> {
  await wb?.update();
}

export function onFlushRequested(listener: Listener): () => void {
  flushListeners.add(listener);
  return () => flushListeners.delete(listener);
}

/** Asks the browser to wake the worker when the device is online again (where supported). */
export async function requestBackgroundSync(tag: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // Background Sync is Chromium's only: the registration may or may not carry it.
  const registration:
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined =
    await navigator.serviceWorker.getRegistration();
  await registration?.sync?.register(tag).catch(() => undefined);
}

export function tellWorker(message: { type: string }): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}
