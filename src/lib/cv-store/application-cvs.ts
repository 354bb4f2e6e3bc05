/**
 * An application made for a CV made on this device names the CV by its id here, which the server
 * does not know. Once the server has the CV, the application names it by the server's id: its
 * create (or edit) then sends that. Run between sending the CVs and sending the applications.
 */
import type { ApplicationDoc } from './kinds';
import type { applicationStore, cvStore } from './cv-store';

export async function applicationsOnServerCvs(
  cvs: Pick<typeof cvStore, 'recordsOf'>,
  applications: Pick<typeof applicationStore, 'recordsOf' | 'edit'>,
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
