/**
 * Background Sync for the outbox: an open app tab is asked to send (it can refresh the session);
 * with none open, the worker sends with the last access token the app left it. A refused or
 * expired token leaves the CV for the app's next start.
 */
import { tokenSubject } from '../src/lib/jwt';
import { localDb } from '../src/lib/local-db';
import type { DraftOutboxEntry } from '../src/features/wizard/outbox/outbox';
import { toCreatePayload, toFormData } from '../src/features/wizard/model/draft';

export { OUTBOX_SYNC_TAG } from '../src/config/sync';

export async function sendOutboxFromWorker(worker: ServiceWorkerGlobalScope): Promise<void> {
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
    .sortBy('createdAt')) as DraftOutboxEntry[];
  for (const entry of entries.filter((e) => e.status !== 'failed')) {
    const response = await fetch('/api/cv/create_cv/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.accessToken}`, 'Idempotency-Key': entry.id },
      body: toFormData(toCreatePayload(entry.payload), entry.photo),
    });
    if (response.ok) await localDb.outbox.delete(entry.id);
    else if (response.status === 401) return;
    // Anything else the app handles when it next opens (it can show the user what to fix).
    else return;
  }
}
