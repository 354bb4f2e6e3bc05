/**
 * The browser's own database (IndexedDB through Dexie): wizard drafts and their photos, the owner's
 * records and their waiting changes (src/lib/cv-store; a CV finished in the wizard is a record
 * whose first change is its create), and the session mirror for the service worker. Only the
 * modules in this folder and the record store touch it; it runs in the page and in the worker
 * alike (no DOM).
 */
import Dexie, { type Table } from 'dexie';
import type { CvDraftContent } from '@/domain/cv';
import { contentOfDraft } from '@/domain/finished-draft';
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

/** A CV finished in the wizard, as versions up to 4 kept it until the server had it. */
interface OutboxEntry {
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

/** The kinds of the owner's records the store keeps: CVs, and job applications with their versions. */
export type RecordKind = 'cv' | 'application';

/** A record's key: the account's records apart from every other account's on the device. */
export const recordKey = (userId: string, kind: RecordKind, id: string) =>
  `${userId}/${kind}/${id}`;

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
  /** What the server said when it last failed: its own words, or a success without the record. */
  serverSaid?: { detail: string | null; missingId?: true } | null;
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
    // The outbox's CVs become records made on this device, each with its create (under the same
    // key, so one sent before is answered, not made twice) and its photo after it.
    this.version(5)
      .stores({})
      .upgrade(async (tx) => {
        const outbox = await tx.table<OutboxEntry, string>('outbox').orderBy('createdAt').toArray();
        for (const entry of outbox) {
          const key = recordKey(entry.userId, 'cv', entry.id);
          const change = {
            recordKey: key,
            userId: entry.userId,
            sent: null,
            attempts: entry.attempts,
            lastFailure: entry.lastFailure ?? null,
            refusal: null,
            createdAt: entry.createdAt,
          } satisfies Partial<StoredChange>;
          await tx.table<StoredRecord, string>('records').put({
            key,
            userId: entry.userId,
            kind: 'cv',
            id: entry.id,
            serverId: null,
            server: null,
            local: { ...contentOfDraft(entry.payload), slug: null, translations: {} },
            questions: [],
            gone: false,
            deleted: false,
            updatedAt: entry.createdAt,
          });
          const changes = tx.table<StoredChange, number>('changes');
          // A refused one goes back into the wizard's draft when the app next sends.
          const refusal =
            entry.status === 'failed'
              ? { status: 400, message: entry.lastError ?? '', field: null }
              : null;
          await changes.add({ ...change, op: 'create', idempotencyKey: entry.id, refusal });
          if (entry.photo)
            await changes.add({
              ...change,
              op: 'photo',
              photo: entry.photo,
              idempotencyKey: crypto.randomUUID(),
            });
        }
      });
    this.version(6).stores({ outbox: null });
  }
}

export const localDatabase = new LocalDatabase();
