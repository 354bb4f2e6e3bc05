/**
 * The three-way merge's promises, over whole CVs two devices changed: whatever only one side
 * changed is kept, what both changed differently is asked (never dropped), and the merge is the
 * same whichever side is called mine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CvContent } from './cv';
import { merge, same, type MergeQuestion } from './merge';
import { cvArb, editedCvArb, withUniqueRows } from './test-arbitraries';

/** A base CV and two devices' changes of it. */
const twoDevicesArb = cvArb
  .map(withUniqueRows)
  .chain((base) => fc.tuple(fc.constant(base), editedCvArb(base), editedCvArb(base)));

type Leaves = Map<string, unknown>;
const isRows = (value: unknown): value is Array<{ uuid: string }> =>
  Array.isArray(value) &&
  value.every((row) => typeof row === 'object' && row !== null && 'uuid' in row);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths of the row lists (lists of objects with a uuid) in any of the documents. */
function rowLists(docs: unknown[]): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown, path: string[]) => {
    if (isObject(value)) for (const [key, v] of Object.entries(value)) walk(v, [...path, key]);
    else if (isRows(value) && value.length) {
      found.add(path.join('/'));
      for (const row of value) walk(row, [...path, row.uuid]);
    }
  };
  for (const doc of docs) walk(doc, []);
  return found;
}

/** Every value by its path (a row by its uuid, not its place), and each row list's order. */
function leaves(value: unknown, lists: Set<string>, path: string[] = [], into: Leaves = new Map()) {
  const at = path.join('/');
  if (isObject(value))
    for (const [key, v] of Object.entries(value)) leaves(v, lists, [...path, key], into);
  else if (lists.has(at) && isRows(value)) {
    into.set(
      `${at}#order`,
      value.map((row) => row.uuid),
    );
    for (const row of value) leaves(row, lists, [...path, row.uuid], into);
  } else into.set(at, value);
  return into;
}

const asked = (questions: MergeQuestion[], path: string) =>
  questions.some((q) => {
    const prefix = q.path.join('/');
    return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}#`);
  });

/** The uuids of `order` that are in all of `lists`, in `order`'s order. */
const within = (order: unknown, lists: unknown[]) =>
  (Array.isArray(order) ? (order as string[]) : []).filter((id) =>
    lists.every((list) => Array.isArray(list) && (list as string[]).includes(id)),
  );

describe('merge', () => {
  it('keeps what only one side changed, and asks where both changed the same thing differently', () => {
    fc.assert(
      fc.property(twoDevicesArb, ([base, mine, theirs]) => {
        const { merged, questions } = merge<CvContent>(base, mine, theirs);
        const lists = rowLists([base, mine, theirs, merged]);
        const [b, m, t, r] = [base, mine, theirs, merged].map((doc) => leaves(doc, lists)) as [
          Leaves,
          Leaves,
          Leaves,
          Leaves,
        ];
        const paths = new Set([...b.keys(), ...m.keys(), ...t.keys()]);
        for (const path of paths) {
          if (asked(questions, path)) continue;
          let [vb, vm, vt] = [b.get(path), m.get(path), t.get(path)];
          let vr = r.get(path);
          if (path.endsWith('#order')) {
            // Order is of the rows every side has; rows added or deleted are their own leaves.
            const orders = [vb, vm, vt, vr];
            [vb, vm, vt, vr] = orders.map((order) => within(order, orders));
          }
          if (same(vm, vt)) expect(vr, path).toEqual(vm);
          else if (same(vb, vm)) expect(vr, path).toEqual(vt);
          else if (same(vb, vt)) expect(vr, path).toEqual(vm);
          else expect.fail(`${path}: both changed it, and nothing asks`);
        }
        // No row twice in a list.
        for (const [path, order] of r)
          if (path.endsWith('#order'))
            expect(new Set(order as string[]).size).toBe((order as string[]).length);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same CV and the same questions whichever side is mine', () => {
    fc.assert(
      fc.property(twoDevicesArb, ([base, a, b]) => {
        const one = merge(base, a, b);
        const other = merge(base, b, a);
        expect(one.merged).toEqual(other.merged);
        const swapped = other.questions.map((q) => ({ ...q, mine: q.theirs, theirs: q.mine }));
        const key = (q: MergeQuestion) => `${q.kind}:${q.path.join('/')}`;
        const sorted = (qs: MergeQuestion[]) => [...qs].sort((x, y) => (key(x) < key(y) ? -1 : 1));
        expect(sorted(swapped)).toEqual(sorted(one.questions));
      }),
      { numRuns: 300 },
    );
  });

  it('merges a row field by field, and asks only for the field both changed', () => {
    const base = { skills: [{ uuid: 'a', skill_name: 'Go', proficiency: 'good' }] };
    const mine = { skills: [{ uuid: 'a', skill_name: 'Golang', proficiency: 'good' }] };
    const theirs = { skills: [{ uuid: 'a', skill_name: 'Go', proficiency: 'expert' }] };
    expect(merge(base, mine, theirs)).toEqual({
      merged: { skills: [{ uuid: 'a', skill_name: 'Golang', proficiency: 'expert' }] },
      questions: [],
    });
    const clash = { skills: [{ uuid: 'a', skill_name: 'Rust', proficiency: 'good' }] };
    expect(merge(base, mine, clash).questions).toEqual([
      {
        path: ['skills', 'a', 'skill_name'],
        kind: 'value',
        base: 'Go',
        mine: 'Golang',
        theirs: 'Rust',
      },
    ]);
  });

  it('keeps rows both sides added, each after the row it followed', () => {
    const row = (uuid: string) => ({ uuid, name: uuid });
    const base = { list: [row('a'), row('c')] };
    const mine = { list: [row('a'), row('b'), row('c')] };
    const theirs = { list: [row('a'), row('c'), row('d')] };
    expect(merge(base, mine, theirs).merged.list.map((r) => r.uuid)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('asks before a row edited on one side goes for the other side’s delete, and keeps it meanwhile', () => {
    const base = { list: [{ uuid: 'a', name: 'Old' }] };
    const deleted = { list: [] };
    const edited = { list: [{ uuid: 'a', name: 'New' }] };
    expect(merge(base, deleted, edited)).toEqual({
      merged: edited,
      questions: [
        {
          path: ['list', 'a'],
          kind: 'row',
          base: base.list[0],
          mine: undefined,
          theirs: edited.list[0],
        },
      ],
    });
    // Deleted on one side and left alone on the other: gone, nothing asked.
    expect(merge(base, deleted, base)).toEqual({ merged: deleted, questions: [] });
  });

  it('merges a nested object key by key (a design, say)', () => {
    const base = { design: { colour: 'blue', font: 'Inter', spacing: 1 } };
    const mine = { design: { colour: 'green', font: 'Inter', spacing: 1 } };
    const theirs = { design: { colour: 'blue', font: 'Lora', spacing: 1 } };
    expect(merge(base, mine, theirs).merged).toEqual({
      design: { colour: 'green', font: 'Lora', spacing: 1 },
    });
  });
});
