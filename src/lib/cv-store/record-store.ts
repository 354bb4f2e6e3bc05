/**
 * The owner's records on this device (a CV today): every change is written here first, at once,
 * network or not, and waits in order to be sent (./sync.ts). What the server sends back is merged
 * with what still waits (src/domain/merge.ts): what changed only here stays, what changed only
 * there is taken, and what both changed differently waits for the owner's choice. DOM-free: the
 * page and the service worker use it alike.
 */
import { merge, type MergeQuestion } from '@/domain/merge';
import {
  localDatabase as db,
  recordKey,
  type StoredChange,
  type StoredRecord,
} from '@/lib/local-data/database';
import { askedAfterEdit, withOrderAt, withValueAt } from './doc-paths';
import type { KindRules } from './kinds';

/** Writes of the store's records and their changes, all on the device or none. */
export const together = <T>(writes: () => Promise<T>) =>
  db.transaction('rw', db.records, db.changes, writes);

/** Where a record stands, as its screens say it. */
export type RecordStatus =
  | { state: 'saved' }
  | { state: 'waiting'; changes: number }
  | { state: 'asks'; questions: MergeQuestion[] }
  | { state: 'refused'; refusal: NonNullable<StoredChange['refusal']> }
  | { state: 'gone' };

/** The owner's answer to each question of a record, in the questions' order. */
export type Choice = 'mine' | 'theirs';

const newChange = (
  record: StoredRecord,
  op: StoredChange['op'],
  idempotencyKey: string = crypto.randomUUID(),
): StoredChange => ({
  recordKey: record.key,
  userId: record.userId,
  op,
  idempotencyKey,
  sent: null,
  attempts: 0,
  lastFailure: null,
  refusal: null,
  createdAt: Date.now(),
});

/**
 * A record's own create: the one `create` made (its id the key: the wizard's draft id), not one
 * made again after a delete elsewhere (`settleGone`), which has a key of its own.
 */
export const isOwnCreate = (change: StoredChange, record: StoredRecord) =>
  change.op === 'create' && change.idempotencyKey === record.id;

const changesOf = (key: string) => db.changes.where('recordKey').equals(key).sortBy('seq');

/** Where a record stands, from it and its waiting changes. */
export function statusOf(record: StoredRecord, changes: StoredChange[]): RecordStatus {
  if (record.gone) return { state: 'gone' };
  if (record.questions.length) return { state: 'asks', questions: record.questions };
  const refused = changes.find((change) => change.refusal);
  if (refused?.refusal) return { state: 'refused', refusal: refused.refusal };
  return changes.length ? { state: 'waiting', changes: changes.length } : { state: 'saved' };
}

export function createRecordStore<Doc, Answer>(rules: KindRules<Doc, Answer>) {
  const keyOf = (userId: string, id: string) => recordKey(userId, rules.kind, id);
  // The store keeps what the rules made: a record's server answer and document are theirs.
  const serverOf = (record: StoredRecord) => record.server as Answer | null;
  const baseOf = (record: StoredRecord) => {
    const server = serverOf(record);
    return server === null ? null : rules.docOf(server);
  };
  const localOf = (record: StoredRecord) => record.local as Doc;

  /** An edit waits for the record's changes, unless one not yet sent carries them already. */
  async function markWaiting(record: StoredRecord): Promise<void> {
    const changes = await changesOf(record.key);
    if (changes.some((change) => change.sent === null && change.op === 'edit')) return;
    await db.changes.add(newChange(record, 'edit'));
  }

  async function findByServerId(userId: string, serverId: string) {
    const direct = await db.records.get(keyOf(userId, serverId));
    if (direct) return direct;
    return db.records
      .where('[userId+kind]')
      .equals([userId, rules.kind])
      .filter((record) => record.serverId === serverId)
      .first();
  }

  /**
   * The server's version of a record arrived: `sent` is the document this device sent and the
   * answer is to (what the server made of it is taken where nothing changed here since), else the
   * record's last server version is the base. While the owner has questions to answer, a fetched
   * copy waits for their choice (their answers are laid over the server's version they saw).
   */
  async function receive(userId: string, answer: Answer, sent?: Doc): Promise<StoredRecord> {
    return together(async () => {
      const serverId = rules.idOf(answer);
      const record = await findByServerId(userId, serverId);
      const theirs = rules.docOf(answer);
      if (!record) {
        const made: StoredRecord = {
          key: keyOf(userId, serverId),
          userId,
          kind: rules.kind,
          id: serverId,
          serverId,
          server: answer,
          local: theirs,
          questions: [],
          gone: false,
          deleted: false,
          updatedAt: Date.now(),
        };
        await db.records.put(made);
        return made;
      }
      if (record.questions.length && !sent) return record;
      // An answer older than the one this device has (a fetch that left before a save) is past.
      const known = serverOf(record);
      if (known !== null && rules.versionOf(known) > rules.versionOf(answer)) return record;
      // A fetch of the version this device has (the worker's kept copy, say) brings nothing new.
      if (known !== null && !sent && rules.versionOf(known) === rules.versionOf(answer))
        return record;
      const base = sent ?? baseOf(record) ?? theirs;
      const { merged, questions } = merge(base, localOf(record), theirs);
      const next: StoredRecord = {
        ...record,
        serverId,
        server: answer,
        local: merged,
        questions,
        gone: false,
        updatedAt: Date.now(),
      };
      await db.records.put(next);
      if (!questions.length && !record.deleted && rules.patchOf(theirs, merged))
        await markWaiting(next);
      return next;
    });
  }

  return {
    rules,
    receive,

    /**
     * A new record made on this device: on the server once its create is sent. `id` (the wizard's
     * draft id) is the create's Idempotency-Key: made twice, it is one record and one create.
     */
    async create(
      userId: string,
      doc: Doc,
      id: string = crypto.randomUUID(),
    ): Promise<StoredRecord> {
      const record: StoredRecord = {
        key: keyOf(userId, id),
        userId,
        kind: rules.kind,
        id,
        serverId: null,
        server: null,
        local: doc,
        questions: [],
        gone: false,
        deleted: false,
        updatedAt: Date.now(),
      };
      return together(async () => {
        const made = await db.records.get(record.key);
        if (made) return made;
        await db.records.put(record);
        // The record's own id is the create's key: a replay never makes a second one.
        await db.changes.add(newChange(record, 'create', id));
        return record;
      });
    },

    /** The owner's change, on this device at once; it waits to be sent. */
    async edit(userId: string, id: string, change: (doc: Doc) => Doc): Promise<StoredRecord> {
      return together(async () => {
        const record = await db.records.get(keyOf(userId, id));
        if (!record || record.deleted) throw new Error(`no record ${id}`);
        const local = change(localOf(record));
        // While the owner has questions to answer, what they edit since is their answer's side.
        const questions = record.questions.map((q) => askedAfterEdit(q, record.local, local));
        const next = { ...record, local, questions, updatedAt: Date.now() };
        await db.records.put(next);
        const changes = await changesOf(record.key);
        // A refused change is what the owner is mending now: the next change sends all of it.
        const refused = changes.filter((c) => c.refusal && c.op === 'edit');
        await db.changes.bulkDelete(refused.map((c) => c.seq!));
        // A create not sent yet sends the document as it is then.
        if (!changes.some((c) => c.op === 'create' && c.sent === null)) await markWaiting(next);
        return next;
      });
    },

    /** A new photo for the record, kept here and sent after the changes made before it. */
    async setPhoto(userId: string, id: string, photo: Blob): Promise<void> {
      await together(async () => {
        const record = await db.records.get(keyOf(userId, id));
        if (!record || record.deleted) throw new Error(`no record ${id}`);
        const changes = await changesOf(record.key);
        // Only the newest photo is worth sending.
        const older = changes.filter((c) => c.op === 'photo' && c.sent === null);
        await db.changes.bulkDelete(older.map((c) => c.seq!));
        await db.changes.add({ ...newChange(record, 'photo'), photo });
        await db.records.put({ ...record, updatedAt: Date.now() });
      });
    },

    /** A record's changes waiting here, oldest first (a live query may call it). */
    waitingOf: (record: StoredRecord) => changesOf(record.key),

    /** Deleted here at once; on the server when sent (never sent: nothing to tell it). */
    async remove(userId: string, id: string): Promise<void> {
      await together(async () => {
        const record = await db.records.get(keyOf(userId, id));
        if (!record) return;
        const changes = await changesOf(record.key);
        const unsent = changes.filter((c) => c.sent === null).map((c) => c.seq!);
        await db.changes.bulkDelete(unsent);
        if (record.serverId === null && !changes.some((c) => c.sent !== null)) {
          await db.records.delete(record.key);
          return;
        }
        await db.records.put({ ...record, deleted: true, updatedAt: Date.now() });
        await db.changes.add(newChange(record, 'delete'));
      });
    },

    /**
     * A record the server never made (its create refused) goes back to whoever made it: it leaves
     * the store with its changes, and nothing is sent.
     */
    async withdraw(userId: string, id: string): Promise<void> {
      await together(async () => {
        const record = await db.records.get(keyOf(userId, id));
        if (!record || record.serverId !== null) return;
        const changes = await changesOf(record.key);
        await db.changes.bulkDelete(changes.map((c) => c.seq!));
        await db.records.delete(record.key);
      });
    },

    /**
     * The owner's answers to a record's questions, in their order: each value, row or order is
     * set as chosen, and what differs from the server's version waits to be sent.
     */
    async resolve(userId: string, id: string, choices: readonly Choice[]): Promise<StoredRecord> {
      return together(async () => {
        const record = await db.records.get(keyOf(userId, id));
        if (!record) throw new Error(`no record ${id}`);
        let local: unknown = record.local;
        record.questions.forEach((question, i) => {
          const chosen = choices[i] === 'mine' ? question.mine : question.theirs;
          local =
            question.kind === 'order'
              ? withOrderAt(local, question.path, chosen as string[])
              : withValueAt(local, question.path, chosen);
        });
        const next = { ...record, local, questions: [], updatedAt: Date.now() };
        await db.records.put(next);
        const base = baseOf(next);
        if (base === null || rules.patchOf(base, localOf(next))) await markWaiting(next);
        return next;
      });
    },

    /**
     * A record deleted on the server while changes of it waited here: made again as a new record
     * from what this device has (`keep`), or let go.
     */
    async settleGone(userId: string, id: string, keep: boolean): Promise<void> {
      await together(async () => {
        const record = await db.records.get(keyOf(userId, id));
        if (!record?.gone) return;
        const changes = await changesOf(record.key);
        await db.changes.bulkDelete(changes.map((c) => c.seq!));
        if (!keep) {
          await db.records.delete(record.key);
          return;
        }
        const again = {
          ...record,
          serverId: null,
          server: null,
          gone: false,
          updatedAt: Date.now(),
        };
        await db.records.put(again);
        await db.changes.add(newChange(again, 'create'));
      });
    },

    /**
     * The server has no such record any more (deleted on another device): with nothing waiting
     * here it goes from this device too; with changes waiting, the owner chooses (`settleGone`).
     */
    async lost(userId: string, serverId: string): Promise<void> {
      await together(async () => {
        const record = await findByServerId(userId, serverId);
        // A record the server never had (made here, its create waiting) is not lost by a 404.
        if (!record || record.gone || record.serverId !== serverId) return;
        const changes = await changesOf(record.key);
        if (!changes.length) await db.records.delete(record.key);
        else await db.records.put({ ...record, gone: true, updatedAt: Date.now() });
      });
    },

    /** A record by its id on this device or on the server (a live query may call it). */
    recordOf: (userId: string, id: string) => findByServerId(userId, id),

    /** The account's records of this kind (a live query may call it). */
    recordsOf: (userId: string) =>
      db.records.where('[userId+kind]').equals([userId, rules.kind]).toArray(),

    /** The account's waiting changes of this kind, oldest first (a live query may call it). */
    changesOf: (userId: string) =>
      db.changes
        .where('userId')
        .equals(userId)
        .filter((change) => change.recordKey.startsWith(keyOf(userId, '')))
        .sortBy('seq'),

    /** Every record of the kind of the account goes from this device, with its changes (sign-out). */
    async forget(userId: string): Promise<void> {
      await together(async () => {
        const prefix = keyOf(userId, '');
        await db.records.where('[userId+kind]').equals([userId, rules.kind]).delete();
        await db.changes
          .where('userId')
          .equals(userId)
          .filter((change) => change.recordKey.startsWith(prefix))
          .delete();
      });
    },
  };
}

export type RecordStore<Doc, Answer> = ReturnType<typeof createRecordStore<Doc, Answer>>;
