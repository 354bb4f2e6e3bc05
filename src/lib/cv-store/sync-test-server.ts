// For the sync's tests: a document kind and a server in memory that keeps versions, honours
// If-Match and Idempotency-Key as edit_cv does, and can lose answers.
import { same } from '@/domain/merge';
import type { KindRules } from './kinds';
import { createRecordStore } from './record-store';
import type { RecordTransport, SendAnswer } from './sync';

export interface Doc {
  title: string;
  phone: string;
  rows: Array<{ uuid: string; name: string }>;
}
export type Answer = Doc & { id: string; version: number; photo?: string };

export const rules: KindRules<Doc, Answer> = {
  kind: 'cv',
  docOf: ({ title, phone, rows }) => ({ title, phone, rows }),
  idOf: (answer) => answer.id,
  versionOf: (answer) => answer.version,
  patchOf(from, to) {
    const patch: Record<string, unknown> = {};
    for (const key of ['title', 'phone', 'rows'] as const)
      if (!same(from[key], to[key])) patch[key] = to[key];
    return Object.keys(patch).length ? patch : null;
  },
  creates: (doc) => ({ body: doc, doc }),
};

export const store = createRecordStore(rules);

/** The server: its records, each change's key seen, and every call in order. */
export function fakeServer() {
  const records = new Map<string, Answer>();
  const keys = new Map<string, Set<string>>();
  const calls: string[] = [];
  let next = 0;
  let network: 'up' | 'down' | 'loses-answers' | 'failing' = 'up';
  const refuse = new Map<string, string>();
  /** What the network does with a server's answer. */
  const deliver = <T>(work: () => SendAnswer<T>): Promise<SendAnswer<T>> => {
    if (network === 'down') return Promise.resolve({ kind: 'offline' });
    if (network === 'failing') return Promise.resolve({ kind: 'server' });
    const answer = work();
    return Promise.resolve(network === 'loses-answers' ? { kind: 'offline' } : answer);
  };
  const transport: RecordTransport<Answer> = {
    create: (body, key) =>
      deliver<Answer>(() => {
        const doc = body as Doc;
        calls.push(`create ${doc.title}`);
        const made = [...records.values()].find((r) => keys.get(r.id)?.has(key));
        if (made) return { kind: 'ok', answer: made };
        const refused = Object.entries(doc).find(([field, value]) => value && refuse.has(field));
        if (refused)
          return {
            kind: 'refused',
            status: 400,
            message: refuse.get(refused[0])!,
            field: refused[0],
          };
        const answer = { ...doc, id: `server-${++next}`, version: 1 };
        records.set(answer.id, answer);
        keys.set(answer.id, new Set([key]));
        return { kind: 'ok', answer };
      }),
    edit: (id, patch, version, key) =>
      deliver<Answer>(() => {
        calls.push(`edit ${id} ${Object.keys(patch).join(',')}`);
        const current = records.get(id);
        if (!current) return { kind: 'gone' };
        if (keys.get(id)!.has(key)) return { kind: 'ok', answer: current };
        if (current.version !== version) return { kind: 'conflict', answer: current };
        const refused = Object.keys(patch).find((field) => refuse.has(field));
        if (refused)
          return { kind: 'refused', status: 400, message: refuse.get(refused)!, field: refused };
        keys.get(id)!.add(key);
        const answer = { ...current, ...patch, version: current.version + 1 } as Answer;
        records.set(id, answer);
        return { kind: 'ok', answer };
      }),
    photo: (id, photo, version, key) =>
      deliver<Answer>(() => {
        calls.push(`photo ${id}`);
        const current = records.get(id);
        if (!current) return { kind: 'gone' };
        if (keys.get(id)!.has(key)) return { kind: 'ok', answer: current };
        if (current.version !== version) return { kind: 'conflict', answer: current };
        keys.get(id)!.add(key);
        const answer = { ...current, photo: `${photo.size} bytes`, version: current.version + 1 };
        records.set(id, answer);
        return { kind: 'ok', answer };
      }),
    remove: (id) =>
      deliver<null>(() => {
        calls.push(`delete ${id}`);
        return records.delete(id) ? { kind: 'ok', answer: null } : { kind: 'gone' };
      }),
  };
  return {
    records,
    calls,
    transport,
    refuse,
    setNetwork: (state: typeof network) => (network = state),
    /** Another device's change, straight on the server. */
    changeElsewhere(id: string, patch: Partial<Doc>) {
      const current = records.get(id)!;
      records.set(id, { ...current, ...patch, version: current.version + 1 });
    },
  };
}
