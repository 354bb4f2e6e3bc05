/**
 * An application made for a CV made on this device names the CV by its id here, which the server
 * does not know. Once the server has the CV, the application names it by the server's id: its
 * create (or edit) then sends that. Run between sending the CVs and sending the applications.
 */
import type { StoredRecord } from '@/lib/local-data/database';
import type { ApplicationDoc } from './kinds';

/** What of the record stores (./record-store.ts) this reads and writes: the page's and the worker's. */
interface Records {
  recordsOf(userId: string): Promise<StoredRecord[]>;
}
interface Applications extends Records {
  edit(
    userId: string,
    id: string,
    change: (doc: ApplicationDoc) => ApplicationDoc,
  ): Promise<StoredRecord>;
}

export async function applicationsOnServerCvs(
  cvs: Records,
  applications: Applications,
  userId: string,
): Promise<void> {
  const serverIds = new Map<string, string>();
  for (const record of await cvs.recordsOf(userId))
    if (record.serverId && record.serverId !== record.id) serverIds.set(record.id, record.serverId);
  if (!serverIds.size) return;
  for (const record of await applications.recordsOf(userId)) {
    if (record.deleted) continue;
    // The store keeps what the application rules made.
    const serverId = serverIds.get((record.local as ApplicationDoc).cv);
    if (serverId) await applications.edit(userId, record.id, (doc) => ({ ...doc, cv: serverId }));
  }
}
