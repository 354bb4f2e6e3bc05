/**
 * Who the worker sends for when Background Sync wakes it: an open app tab is asked to send instead
 * (it can renew the session; the worker cannot), else the last access token the app left it.
 */
import { tokenSubject } from '@/lib/jwt';
import { mirroredAccessToken } from '@/lib/local-data/session-mirror';

/** What the sync needs of the worker's global scope: the app's open windows. */
export interface WorkerScope {
  clients: {
    matchAll(options: { type: 'window' }): Promise<ReadonlyArray<AppWindow>>;
  };
}

/** An open app tab, as the worker's `clients.matchAll` gives it. */
export interface AppWindow {
  postMessage(message: unknown): void;
}

/**
 * Null when an open app tab was asked to send instead, or no one is signed in; else the last
 * access token the app left and its account.
 */
export async function workerSession(
  worker: WorkerScope,
): Promise<{ accessToken: string; userId: string } | null> {
  const windows = await worker.clients.matchAll({ type: 'window' });
  if (windows.length) {
    windows.forEach((client) => client.postMessage({ type: 'FLUSH_OUTBOX' }));
    return null;
  }
  const accessToken = await mirroredAccessToken();
  const userId = tokenSubject(accessToken);
  return accessToken && userId ? { accessToken, userId } : null;
}
