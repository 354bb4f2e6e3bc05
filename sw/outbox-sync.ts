/**
 * Background Sync for the outbox: an open app tab is asked to send (it can refresh the session);
 * with none open, the worker sends with the last access token the app left it. A refused CV or an
 * expired token leaves the CV for the app's next start; no network or a failing server is recorded
 * on the entry (the app words them differently) and the sync fails, so the browser tries it again.
 */
import { tokenSubject } from '@/lib/jwt';
import { localDb } from '@/lib/local-db';
import type { OutboxEntry } from '@/lib/local-db';
// eslint-disable-next-line no-restricted-imports -- until the outbox moves to src/lib (issue 15)
import { isRefusal, type RetryReason } from '@/features/wizard/outbox/send-failure';
// eslint-disable-next-line no-restricted-imports -- until the outbox moves to src/lib (issue 15)
import { toCreatePayload, toFormData, type DraftCv } from '@/features/wizard/model/draft';

export { OUTBOX_SYNC_TAG } from '@/config/sync';

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

export async function sendOutboxFromWorker(worker: WorkerScope): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window' });
  if (windows.length) {
    windows.forEach((client) => client.postMessage({ type: 'FLUSH_OUTBOX' }));
    return;
  }
  const session = await localDb.session.get('session');
  const userId = tokenSubject(session?.accessToken ?? null);
  if (!session?.accessToken || !userId) return;
  const entries = (await localDb.outbox
    .where('userId')
    .equals(userId)
    .sortBy('createdAt')) as OutboxEntry<DraftCv>[];
  for (const entry of entries.filter((e) => e.status !== 'failed')) {
    const failed = (lastFailure: RetryReason) =>
      localDb.outbox.update(entry.id, { attempts: entry.attempts + 1, lastFailure });
    let response: Response;
    try {
      response = await fetch('/api/cv/create_cv/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.accessToken}`, 'Idempotency-Key': entry.id },
        body: toFormData(toCreatePayload(entry.payload), entry.photo),
      });
    } catch (error) {
      // It never reached the server: the browser syncs again when the device is online.
      await failed('offline');
      throw error;
    }
    if (response.ok) {
      await localDb.outbox.delete(entry.id);
      continue;
    }
    // A 401 (an expired token) or a refusal: the app handles it when it next opens (it can
    // refresh the session, or show the user what to fix).
    if (response.status === 401 || isRefusal(response.status)) return;
    // The server failed: a failed sync is tried again by the browser later, with its own backoff.
    await failed('server');
    throw new Error(`create_cv answered ${response.status}`);
  }
}
