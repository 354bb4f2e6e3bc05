// The page and the service worker may send the same waiting changes at once (a reconnect wakes
// both), while the owner goes on typing and answers come back in any order. Whatever the
// interleaving: nothing the owner typed is lost, nothing is applied twice, and the device never
// says "saved on the server" about something the server does not have.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { same } from '@/domain/merge';
import { localDatabase } from '@/lib/local-data/database';
import { statusOf } from './record-store';
import { sendWaiting, type RecordTransport } from './sync';
import { fakeServer, rules, store, type Answer, type Doc } from './sync-test-server';

const ME = 'user-1';
const FIELDS = ['title', 'phone'] as const;
type Field = (typeof FIELDS)[number];

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The transport with each call's trip taking its own time (the waits given, in turn). */
function slowed(transport: RecordTransport<Answer>, waits: number[]): RecordTransport<Answer> {
  let call = 0;
  const trip = async <T>(send: () => Promise<T>) => {
    await later(waits[call++ % waits.length]!);
    const answer = await send();
    await later(waits[call++ % waits.length]!);
    return answer;
  };
  return {
    create: (body, key) => trip(() => transport.create(body, key)),
    edit: (id, patch, version, key) => trip(() => transport.edit(id, patch, version, key)),
    photo: (id, photo, version, key) => trip(() => transport.photo(id, photo, version, key)),
    remove: (id) => trip(() => transport.remove(id)),
  };
}

// A value the field never had: an edit that types back what was there changes nothing.
const edit = fc.record({
  field: fc.constantFrom(...FIELDS),
  value: fc.string({ minLength: 1, maxLength: 4 }).filter((value) => value !== 'CV'),
});

beforeEach(async () => {
  await localDatabase.records.clear();
  await localDatabase.changes.clear();
});

describe('two senders of the same waiting changes at once', () => {
  it('lose nothing typed and say saved only when the server has it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(edit, { minLength: 1, maxLength: 3 }),
        fc.array(edit, { maxLength: 3 }),
        fc.subarray([...FIELDS]),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 4 }),
        async (offline, whileSending, elsewhere, waits, typingAt) => {
          await localDatabase.records.clear();
          await localDatabase.changes.clear();
          const server = fakeServer();
          const { id } = await store.create(ME, { title: 'CV', phone: '', rows: [] });
          await sendWaiting(store, ME, server.transport);
          const serverId = (await store.recordOf(ME, id))!.serverId!;

          // Another device changes some fields; this one edits offline.
          if (elsewhere.length)
            server.changeElsewhere(
              serverId,
              Object.fromEntries(elsewhere.map((field) => [field, `${field} elsewhere`])),
            );
          const typed = new Map<Field, string>();
          const type = async ({ field, value }: { field: Field; value: string }) => {
            await store.edit(ME, id, (doc) => ({ ...doc, [field]: value }));
            typed.set(field, value);
          };
          for (const change of offline) await type(change);

          // Back online: the page and the worker both send, while the owner types on.
          const lies: string[] = [];
          let sending = true;
          const watch = (async () => {
            while (sending) {
              const said = await localDatabase.transaction(
                'r',
                localDatabase.records,
                localDatabase.changes,
                async () => {
                  const record = (await store.recordOf(ME, id))!;
                  return { record, status: statusOf(record, await store.waitingOf(record)) };
                },
              );
              const onServer = rules.docOf(server.records.get(serverId)!);
              if (said.status.state === 'saved' && !same(said.record.local, onServer))
                lies.push(
                  `saved ${JSON.stringify(said.record.local)}, but the server has ${JSON.stringify(onServer)}`,
                );
              await later(1);
            }
          })();
          const transport = slowed(server.transport, waits);
          const typing = (async () => {
            for (const [i, change] of whileSending.entries()) {
              await later(typingAt[i % typingAt.length]!);
              await type(change);
            }
          })();
          await Promise.all([
            sendWaiting(store, ME, transport),
            sendWaiting(store, ME, transport),
            typing,
          ]);
          // What the owner typed last may wait for the next sending, as it would on a device.
          await sendWaiting(store, ME, server.transport);
          const record = (await store.recordOf(ME, id))!;
          if (record.questions.length) {
            await store.resolve(
              ME,
              id,
              record.questions.map(() => 'mine'),
            );
            await sendWaiting(store, ME, server.transport);
          }
          sending = false;
          await watch;

          expect(lies).toEqual([]);
          const final = (await store.recordOf(ME, id))!;
          expect(statusOf(final, await store.waitingOf(final))).toEqual({ state: 'saved' });
          const expected: Doc = {
            title: 'CV',
            phone: '',
            rows: [],
            ...Object.fromEntries(elsewhere.map((field) => [field, `${field} elsewhere`])),
            ...Object.fromEntries(typed),
          };
          expect(final.local).toEqual(expected);
          expect(rules.docOf(server.records.get(serverId)!)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
