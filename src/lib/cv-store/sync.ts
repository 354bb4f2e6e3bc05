/**
 * Sending the waiting changes, oldest first, each exactly once (its Idempotency-Key and If-Match
 * fixed at its first sending, so a retry is the same change) and on the version it was made on.
 * A change the server refuses for a reason no retry fixes is kept and shown, and holds back the
 * later changes of its record (never of the others); a record that asks the owner a question, or
 * that was deleted on the server, waits for the owner's word. No network, or a failing server,
 * ends the run: it is tried again later (`retryDelayMs`). DOM-free: the page and the service worker
 * run it with their own transport.
 */
import {
  localDatabase as db,
  type StoredChange,
  type StoredRecord,
} from '@/lib/local-data/database';
import { together, type RecordStore } from './record-store';

/** What the server said to one change. */
export type SendAnswer<Answer> =
  | { kind: 'ok'; answer: Answer }
  /** 412: the record moved on; its version now. */
  | { kind: 'conflict'; answer: Answer }
  /** 404: deleted on the server. */
  | { kind: 'gone' }
  /** `body`: the server's own answer, for a screen to show each problem at its field. */
  | { kind: 'refused'; status: number; message: string; field: string | null; body?: unknown }
  | { kind: 'offline' }
  /** It failed on the server's side: its own words (`detail`) when it sent any. */
  | { kind: 'server'; detail?: string | null; missingId?: true }
  /** 401: the session ended; sent again once the owner signs in. */
  | { kind: 'signed-out' };

export interface RecordTransport<Answer> {
  /** `body` is what the kind's `creates` made of the document. */
  create(body: unknown, key: string): Promise<SendAnswer<Answer>>;
  edit(
    serverId: string,
    patch: Record<string, unknown>,
    version: number,
    key: string,
  ): Promise<SendAnswer<Answer>>;
  /** A new photo for the record (If-Match `version`, Idempotency-Key `key`). */
  photo(serverId: string, photo: Blob, version: number, key: string): Promise<SendAnswer<Answer>>;
  remove(serverId: string): Promise<SendAnswer<null>>;
}

/** `created`: the records (by their id on this device) the server made in this run. */
export type SyncRun =
  | { done: true; sent: number; created: string[] }
  | {
      done: false;
      sent: number;
      created: string[];
      reason: 'offline' | 'server' | 'signed-out';
      attempts: number;
    };

export async function sendWaiting<Doc, Answer>(
  store: RecordStore<Doc, Answer>,
  userId: string,
  transport: RecordTransport<Answer>,
): Promise<SyncRun> {
  const { rules } = store;
  let sent = 0;
  const created: string[] = [];
  // Records whose later changes wait (refused, asking, gone); the others go on.
  const held = new Set<string>();
  for (;;) {
    const changes = await store.changesOf(userId);
    const change = changes.find((c) => !held.has(c.recordKey));
    if (!change) return { done: true, sent, created };
    const record = await db.records.get(change.recordKey);
    if (!record) {
      await db.changes.delete(change.seq!);
      continue;
    }
    if (change.refusal || record.questions.length || record.gone) {
      held.add(record.key);
      continue;
    }
    const fixed = await fix(change.seq!);
    if (!fixed) continue;
    const answer = await send(fixed.change, fixed.record);
    const stop = await together(() => settle(fixed.change, answer));
    if (stop) {
      const { attempts } = fixed.change;
      return { done: false, sent, created, reason: stop, attempts: attempts + 1 };
    }
    if (answer.kind === 'ok') sent += 1;
    if (answer.kind === 'refused' || answer.kind === 'gone') held.add(fixed.record.key);
  }

  /**
   * The change as it is sent, now and at every retry, made from the record as it is now; null
   * when it turned out empty, or another sender (the worker, the page) settled it meanwhile.
   */
  function fix(seq: number): Promise<{ change: StoredChange; record: StoredRecord } | null> {
    return together(async () => {
      const change = await db.changes.get(seq);
      const record = change && (await db.records.get(change.recordKey));
      if (!change || !record) return null;
      if (change.sent) return { change, record };
      // The store keeps what the rules made.
      const doc = record.local as Doc;
      const server = record.server as Answer | null;
      let body: unknown = null;
      let sentDoc = doc;
      if (change.op === 'create') ({ body, doc: sentDoc } = rules.creates(doc));
      // A photo changes no field: its answer is merged on the fields the server has.
      if (change.op === 'photo' && server !== null) sentDoc = rules.docOf(server);
      if (change.op === 'edit') {
        body = server === null ? null : rules.patchOf(rules.docOf(server), doc);
        if (body === null) {
          await db.changes.delete(seq);
          return null;
        }
      }
      const fixed: StoredChange = {
        ...change,
        sent: { body, version: server === null ? null : rules.versionOf(server), doc: sentDoc },
      };
      await db.changes.put(fixed);
      return { change: fixed, record };
    });
  }

  function send(change: StoredChange, record: StoredRecord): Promise<SendAnswer<Answer | null>> {
    const { body, version } = change.sent!;
    if (change.op === 'create') return transport.create(body, change.idempotencyKey);
    if (record.serverId === null) return Promise.resolve({ kind: 'ok', answer: null });
    if (change.op === 'delete') return transport.remove(record.serverId);
    if (change.op === 'photo' && change.photo)
      return transport.photo(record.serverId, change.photo, version!, change.idempotencyKey);
    return transport.edit(
      record.serverId,
      body as Record<string, unknown>,
      version!,
      change.idempotencyKey,
    );
  }

  /**
   * What the answer makes of the change and its record, all of it at once (a screen never sees
   * the change gone before its answer is in the record); the reason to stop the run, if any. A
   * change another sender settled meanwhile is not brought back.
   */
  async function settle(
    change: StoredChange,
    answer: SendAnswer<Answer | null>,
  ): Promise<'offline' | 'server' | 'signed-out' | null> {
    if (answer.kind === 'signed-out') return 'signed-out';
    const seq = change.seq!;
    const stored = await db.changes.get(seq);
    const record = await db.records.get(change.recordKey);
    if (!stored || !record) {
      // Settled by the other sender: its answer is taken all the same, if it is newer.
      if (answer.kind === 'ok' || answer.kind === 'conflict')
        if (record && !record.deleted && answer.answer !== null)
          await store.receive(userId, answer.answer);
      return answer.kind === 'offline' || answer.kind === 'server' ? answer.kind : null;
    }
    switch (answer.kind) {
      case 'ok':
        await db.changes.delete(seq);
        if (change.op === 'delete') await db.records.delete(record.key);
        else if (answer.answer !== null) {
          // A record made here is the server's from now on, under the id the server gave it.
          if (change.op === 'create') {
            await db.records.update(record.key, { serverId: rules.idOf(answer.answer) });
            created.push(record.id);
          }
          await store.receive(userId, answer.answer, change.sent!.doc as Doc);
        }
        return null;
      case 'conflict':
        if (change.op === 'photo') {
          // A photo changes no field: it goes again on the version the record is at now.
          await db.changes.put({ ...stored, sent: null });
          if (answer.answer !== null) await store.receive(userId, answer.answer);
          return null;
        }
        // Made on a version that moved on: merged with it, and what is still this device's waits.
        await db.changes.delete(seq);
        if (answer.answer !== null) await store.receive(userId, answer.answer);
        return null;
      case 'gone':
        await db.changes.delete(seq);
        if (change.op === 'delete') await db.records.delete(record.key);
        else await db.records.put({ ...record, gone: true, updatedAt: Date.now() });
        return null;
      case 'refused':
        await db.changes.put({
          ...stored,
          attempts: stored.attempts + 1,
          refusal: {
            status: answer.status,
            message: answer.message,
            field: answer.field,
            body: answer.body,
          },
        });
        return null;
      case 'offline':
      case 'server':
        await db.changes.put({
          ...stored,
          attempts: stored.attempts + 1,
          lastFailure: answer.kind,
          serverSaid:
            answer.kind === 'server'
              ? { detail: answer.detail ?? null, ...(answer.missingId && { missingId: true }) }
              : null,
        });
        return answer.kind;
    }
  }
}
