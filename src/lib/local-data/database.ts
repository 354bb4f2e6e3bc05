/**
 * The browser's own database (IndexedDB through Dexie): wizard drafts and their photos, the outbox
 * of CVs finished offline, and the session mirror for the service worker. Only the modules in this
 * folder touch it; it runs in the page and in the worker alike (no DOM).
 */
import Dexie, { type Table } from 'dexie';
import type { CvDraftContent } from '@/domain/cv';
import { LOCAL_DATABASE_NAME } from '@/config/storage-keys';

/** A draft's text; its photo is a record of its own, written only when the photo changes. */
export interface DraftRecord {
  key: string;
  value: unknown;
  updatedAt: number;
}

export interface DraftPhotoRecord {
  key: string;
  photo: Blob | null;
  updatedAt: number;
}

export interface OutboxEntry {
  /** The draft's own id, sent as Idempotency-Key: a replay can never make a second CV. */
  id: string;
  /** Whose CV it is: another account signing in on this device never sends it. */
  userId: string;
  /** The draft as the wizard left it (its own fields included). */
  payload: CvDraftContent;
  photo: Blob | null;
  status: 'pending' | 'sending' | 'failed';
  attempts: number;
  lastError: string | null;
  /** Why the last try of a still pending entry failed (not indexed: no schema version needed). */
  lastFailure?: 'offline' | 'server';
  createdAt: number;
}

/** A copy of the access token for the service worker, which cannot read localStorage. */
export interface SessionMirror {
  key: 'session';
  accessToken: string | null;
}

/** Version 2 kept the photo inside the draft record, so every keystroke rewrote it. */
interface DraftRecordV2 extends DraftRecord {
  photo?: Blob | null;
}

class LocalDatabase extends Dexie {
  drafts!: Table<DraftRecord, string>;
  draftPhotos!: Table<DraftPhotoRecord, string>;
  outbox!: Table<OutboxEntry, string>;
  session!: Table<SessionMirror, string>;

  constructor() {
    super(LOCAL_DATABASE_NAME);
    this.version(1).stores({ drafts: 'key', outbox: 'id, userId, createdAt' });
    this.version(2).stores({ drafts: 'key', outbox: 'id, userId, createdAt', session: 'key' });
    this.version(3)
      .stores({
        drafts: 'key',
        draftPhotos: 'key',
        outbox: 'id, userId, createdAt',
        session: 'key',
      })
      .upgrade(async (tx) => {
        const drafts = tx.table<DraftRecordV2, string>('drafts');
        const photos = tx.table<DraftPhotoRecord, string>('draftPhotos');
        for (const { photo, ...draft } of await drafts.toArray()) {
          if (photo) await photos.put({ key: draft.key, photo, updatedAt: draft.updatedAt });
          await drafts.put(draft);
        }
      });
  }
}

export const localDatabase = new LocalDatabase();
