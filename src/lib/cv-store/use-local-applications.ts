/**
 * The owner's job applications as this device has them (live: every write, here or by the sync,
 * redraws the screens), and the owner's changes of them: on the device at once, then sent.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Application } from '@/domain/applications';
import type { StoredRecord } from '@/lib/local-data/database';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { applicationStore, askToKeepData, syncCvs } from './cv-store';
import type { ApplicationDoc } from './kinds';
import { statusOf, type RecordStatus } from './record-store';

export interface LocalApplication {
  /** The id the screens use: the server's once it has it, else the one made here. */
  id: string;
  record: StoredRecord;
  doc: ApplicationDoc;
  status: RecordStatus;
  /** When it was last changed, here or on the server (ms). */
  updatedAt: number;
}

const localOf = async (record: StoredRecord): Promise<LocalApplication> => ({
  id: record.serverId ?? record.id,
  record,
  // The store keeps what the application rules made.
  doc: record.local as ApplicationDoc,
  status: statusOf(record, await applicationStore.waitingOf(record)),
  updatedAt: record.updatedAt,
});

/** The owner's applications on this device, those deleted here left out. */
const applicationsKept = async (userId: string): Promise<StoredRecord[]> =>
  (await applicationStore.recordsOf(userId)).filter((r) => !r.deleted);

/** Every application on this device, newest change first; undefined while reading. */
export function useLocalApplications(): LocalApplication[] | undefined {
  const userId = useAtomValue(userIdAtom);
  return useLiveQuery(async () => {
    if (!userId) return [];
    const list = await Promise.all((await applicationsKept(userId)).map(localOf));
    return list.sort((a, b) => b.updatedAt - a.updatedAt);
  }, [userId]);
}

/** How many of the owner's applications on this device are made of the CV `cvId`, read once. */
export async function applicationsOfCv(userId: string, cvId: string): Promise<number> {
  const records = await applicationsKept(userId);
  // The store keeps what the application rules made.
  return records.filter((r) => (r.local as ApplicationDoc).cv === cvId).length;
}

/** One application as this device has it; null when it has none, undefined while reading. */
export function useLocalApplication(id: string): LocalApplication | null | undefined {
  const userId = useAtomValue(userIdAtom);
  return useLiveQuery(async () => {
    if (!userId) return null;
    const record = await applicationStore.recordOf(userId, id);
    return record && !record.deleted ? localOf(record) : null;
  }, [userId, id]);
}

/** A new application, on the device at once (its id is its create's key), then sent. */
export async function createApplication(userId: string, doc: ApplicationDoc): Promise<string> {
  const record = await applicationStore.create(userId, doc);
  askToKeepData();
  void syncCvs();
  return record.id;
}

/** The owner's change of an application or its version: here at once, then sent. */
export async function saveApplication(
  userId: string,
  id: string,
  change: (doc: ApplicationDoc) => ApplicationDoc,
): Promise<void> {
  const record = await applicationStore.recordOf(userId, id);
  if (!record) throw new Error(`no application ${id} on this device`);
  await applicationStore.edit(userId, record.id, change);
  askToKeepData();
  void syncCvs();
}

export async function removeApplication(userId: string, id: string): Promise<void> {
  const record = await applicationStore.recordOf(userId, id);
  if (!record) return;
  await applicationStore.remove(userId, record.id);
  void syncCvs();
}

/**
 * The server's list, asked for at `askedAt` (ms), taken in: each application merged with what
 * waits here; one the server no longer has (deleted on another device) goes, unless changes of it
 * wait here. One made or changed here since the list was asked for is not in it and stays: a list
 * asked for just before a create, or kept by the screens and taken in again, does not lose it.
 */
export async function receiveApplications(
  userId: string,
  list: readonly Application[],
  askedAt: number,
) {
  for (const application of list) await applicationStore.receive(userId, application);
  const known = new Set(list.map((a) => a.uuid));
  for (const record of await applicationStore.recordsOf(userId))
    if (record.serverId && !known.has(record.serverId) && record.updatedAt < askedAt)
      await applicationStore.lost(userId, record.serverId);
}
