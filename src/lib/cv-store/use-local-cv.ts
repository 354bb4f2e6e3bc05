/**
 * The screens' reading of the CV store (live: every write, here or by the sync, redraws them): one
 * CV as this device has it, with where it stands and a photo still waiting to be sent; and where
 * each of the owner's CVs stands, for the list.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CvDto } from '@/domain/cv';
import type { StoredRecord } from '@/lib/local-data/database';
import { useAtomValue, userIdAtom, usernameAtom } from '@/lib/state';
import { cvStore } from './cv-store';
import type { CvDoc } from './kinds';
import { statusOf, type RecordStatus } from './record-store';

export interface LocalCv {
  record: StoredRecord;
  status: RecordStatus;
  /** The server's CV with this device's changes on it (what the server adds, blank until it has it). */
  cv: CvDto;
  /** The newest photo waiting to be sent. */
  photo: Blob | null;
}

/** The CV as this device has it; null when it has none, undefined while reading. */
export function useLocalCv(cvId: string): LocalCv | null | undefined {
  const userId = useAtomValue(userIdAtom);
  const username = useAtomValue(usernameAtom);
  return useLiveQuery(async () => {
    if (!userId) return null;
    const record = await cvStore.recordOf(userId, cvId);
    if (!record || record.deleted) return null;
    const waiting = await cvStore.waitingOf(record);
    // The store keeps the server's answers and the documents made of them.
    const server = record.server as CvDto | null;
    const photo = waiting.findLast((change) => change.op === 'photo')?.photo ?? null;
    return {
      record,
      status: statusOf(record, waiting),
      cv: { ...(server ?? notYetOnServer(record, username)), ...(record.local as CvDoc) },
      photo,
    };
  }, [userId, username, cvId]);
}

/** Each of the owner's CVs on this device, by the server's id: where it stands, and its document. */
export function useLocalCvs(): ReadonlyMap<string, { status: RecordStatus; doc: CvDoc }> {
  const userId = useAtomValue(userIdAtom);
  return (
    useLiveQuery(async () => {
      const cvs = new Map<string, { status: RecordStatus; doc: CvDoc }>();
      if (!userId) return cvs;
      const changes = await cvStore.changesOf(userId);
      for (const record of await cvStore.recordsOf(userId))
        if (record.serverId && !record.deleted)
          cvs.set(record.serverId, {
            status: statusOf(
              record,
              changes.filter((change) => change.recordKey === record.key),
            ),
            doc: record.local as CvDoc,
          });
      return cvs;
    }, [userId]) ?? NONE
  );
}

const NONE: ReadonlyMap<string, { status: RecordStatus; doc: CvDoc }> = new Map();

/** What the server adds to a CV it does not have yet (made on this device, or kept after a delete). */
function notYetOnServer(record: StoredRecord, username: string | null): Omit<CvDto, keyof CvDoc> {
  const now = new Date(record.updatedAt).toISOString();
  return {
    uuid: record.id,
    username,
    user: record.userId,
    photo: null,
    translation_status: {},
    version: 0,
    created_at: now,
    updated_at: now,
  };
}
