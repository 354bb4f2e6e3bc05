/**
 * The screens' reading of the CV store (live: every write, here or by the sync, redraws them): one
 * CV as this device has it, with where it stands and a photo still waiting to be sent; where each
 * of the owner's CVs stands, for the list; and the CVs made here that the server does not have yet.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CvDto } from '@/domain/cv';
import type { StoredChange, StoredRecord } from '@/lib/local-data/database';
import { useAtomValue, userIdAtom, usernameAtom } from '@/lib/state';
import { cvOf, cvStore } from './cv-store';
import type { CvDoc } from './kinds';
import { isOwnCreate, statusOf, type RecordStatus } from './record-store';

export interface LocalCv {
  record: StoredRecord;
  status: RecordStatus;
  /** The server's CV with this device's changes on it (what the server adds, blank until it has it). */
  cv: CvDto;
  /** The newest photo waiting to be sent. */
  photo: Blob | null;
  /** Why the first waiting change is not on the server yet, when it has been tried. */
  lastFailure: StoredChange['lastFailure'];
  /** What the server said when that try failed on its side. */
  serverSaid: StoredChange['serverSaid'];
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
    const photo = waiting.findLast((change) => change.op === 'photo')?.photo ?? null;
    return {
      record,
      status: statusOf(record, waiting),
      cv: cvOf(record),
      photo,
      lastFailure: waiting[0]?.lastFailure ?? null,
      serverSaid: waiting[0]?.serverSaid ?? null,
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

/** A CV made on this device that the server does not have yet, and why it still waits. */
export interface CvMadeHere {
  id: string;
  doc: CvDoc;
  /** The last try reached the server and it failed (else: no network yet, or not tried). */
  serverFailed: boolean;
  /** The server refused it, in its words (a CV kept after a delete elsewhere, say, on the plan). */
  refusal: string | null;
}

/** The owner's CVs made on this device and not yet on the server, oldest first; undefined while reading. */
export function useCvsMadeHere(): CvMadeHere[] | undefined {
  const userId = useAtomValue(userIdAtom);
  return useLiveQuery(async () => {
    if (!userId) return [];
    const records = new Map((await cvStore.recordsOf(userId)).map((r) => [r.key, r]));
    return (await cvStore.changesOf(userId)).flatMap((change) => {
      const record = records.get(change.recordKey);
      if (change.op !== 'create' || !record || record.deleted) return [];
      // A refused create of the wizard's goes back into its draft (src/features/wizard).
      if (change.refusal && isOwnCreate(change, record)) return [];
      return [
        {
          id: record.id,
          doc: record.local as CvDoc,
          serverFailed: change.lastFailure === 'server',
          refusal: change.refusal?.message ?? null,
        },
      ];
    });
  }, [userId]);
}
