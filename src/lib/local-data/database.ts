/**
 * The browser's own database (IndexedDB through Dexie): wizard drafts and their photos, the outbox
 * of CVs finished offline, the owner's records and their waiting changes (src/lib/cv-store), and
 * the session mirror for the service worker. Only the modules in this folder and the record store
 * touch it; it runs in the page and in the worker alike (no DOM).
 */
import Dexie, { type Table } from 'dexie';
import type { CvDraftContent } from '@/domain/cv';
import type { MergeQuestion } from '@/domain/merge';
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

/** The kinds of the owner's records the store keeps (applications, versions and letters to come). */
export type RecordKind = 'cv';

/**
 * One of the owner's records on this device: the server's last answer for it (`server`, null
 * until the server has it) and what the owner sees (`local`: that answer's document with the
 * changes still waiting). Keyed per account, so another account on the device never reads it.
 */
export interface StoredRecord {
  /** `${userId}/${kind}/${id}` */
  key: string;
  userId: string;
  kind: RecordKind;
  /** The server's id, or for a record made on this device an id of its own until then. */
  id: string;
  serverId: string | null;
  server: unknown;
  local: unknown;
  /** What both sides changed differently since `server`: the owner's to choose. */
  questions: MergeQuestion[];
  /** Deleted on the server while changes of it waited here: the owner chooses what becomes of them. */
  gone: boolean;
  /** Deleted on this device, the deletion still waiting. */
  deleted: boolean;
  updatedAt: number;
}

/**
 * A change of a record waiting to be sent, in order. An edit's patch and version are fixed at its
 * first sending, so a retry sends the same change under the same Idempotency-Key.
 */
export interface StoredChange {
  seq?: number;
  recordKey: string;
  userId: string;
  op: 'create' | 'edit' | 'photo' | 'delete';
  /** A photo change's picture (already cropped and checked), sent as the upload's file. */
  photo?: Blob;
  idempotencyKey: string;
  /**
   * Set at the first sending: what is sent (an edit's patch, a create's document), on which
   * version, and the whole document as it was then (the base its answer is merged on).
   */
  sent: { body: unknown; version: number | null; doc: unknown } | null;
  attempts: number;
  lastFailure: 'offline' | 'server' | null;
  /** Refused for a reason no retry fixes: kept, and shown to the owner. */
  refusal: { status: number; message: string; field: string | null; body?: unknown } | null;
  createdAt: number;
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
  records!: Table<StoredRecord, string>;
  changes!: Table<StoredChange, number>;

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
    this.version(4).stores({
      drafts: 'key',
      draftPhotos: 'key',
      outbox: 'id, userId, createdAt',
      session: 'key',
      records: 'key, [userId+kind]',
      changes: '++seq, recordKey, userId',
    });
  }
}

export const localDatabase = new LocalDatabase();
