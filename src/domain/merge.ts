/**
 * The three-way merge of a record's changes (a CV; later an application, a version, a letter): the
 * version both sides started from (`base`), this device's (`mine`) and the server's (`theirs`).
 * What only one side changed is taken from it, what both changed alike is taken, and what both
 * changed differently is a question for the owner. Plain objects merge key by key (the CV, a
 * nested `design`), lists of rows with a `uuid` row by row (each row merged the same way, a row
 * added on either side kept in its place), and anything else (a text, a list of section keys) is
 * one value.
 *
 * Symmetric: merge(base, a, b) and merge(base, b, a) give the same document and the same questions
 * (mine and theirs swapped). While a question waits, the document holds the value both started
 * from, except a row one side deleted and the other edited: the edited row stays until the owner
 * chooses, so nothing is gone before they do.
 */

/** Where in the record: object keys, and a row's uuid within its list. */
export type MergePath = string[];

export interface MergeQuestion {
  path: MergePath;
  /**
   * `value`: both changed it differently. `row`: one side deleted the row the other edited (the
   * side that deleted it has `undefined`). `order`: both moved the list's rows, differently (the
   * values are the rows' uuids in each side's order).
   */
  kind: 'value' | 'row' | 'order';
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface Merged<T> {
  merged: T;
  questions: MergeQuestion[];
}

type Obj = Record<string, unknown>;
type Row = Obj & { uuid: string };

const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRowList = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.every((row) => isObject(row) && typeof row.uuid === 'string');

/** Deep equality of JSON values (an object's keys in any order; `undefined` keys as absent). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!same(a[key], b[key])) return false;
    return true;
  }
  return false;
}

export function merge<T>(base: T, mine: T, theirs: T): Merged<T> {
  const questions: MergeQuestion[] = [];
  // The merge keeps each value's shape: the document comes back as the type it went in.
  const merged = mergeValue(base, mine, theirs, [], questions) as T;
  return { merged, questions };
}

function mergeValue(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  path: MergePath,
  questions: MergeQuestion[],
): unknown {
  if (same(mine, theirs)) return mine;
  if (same(base, mine)) return theirs;
  if (same(base, theirs)) return mine;
  if (isObject(mine) && isObject(theirs))
    return mergeObject(isObject(base) ? base : {}, mine, theirs, path, questions);
  if (isRowList(mine) && isRowList(theirs) && (base === undefined || isRowList(base)))
    return mergeRows(base ?? [], mine, theirs, path, questions);
  questions.push({ path, kind: 'value', base, mine, theirs });
  return base;
}

function mergeObject(
  base: Obj,
  mine: Obj,
  theirs: Obj,
  path: MergePath,
  questions: MergeQuestion[],
) {
  const merged: Obj = {};
  const keys = [...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])];
  for (const key of keys.sort()) {
    const value = mergeValue(base[key], mine[key], theirs[key], [...path, key], questions);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

const byId = (rows: Row[]) => new Map(rows.map((row) => [row.uuid, row]));

function mergeRows(
  base: Row[],
  mine: Row[],
  theirs: Row[],
  path: MergePath,
  questions: MergeQuestion[],
): Row[] {
  const [inBase, inMine, inTheirs] = [byId(base), byId(mine), byId(theirs)];
  const ids = [...new Set([...inBase.keys(), ...inMine.keys(), ...inTheirs.keys()])].sort();
  const kept = new Map<string, Row>();
  for (const id of ids) {
    const [b, m, t] = [inBase.get(id), inMine.get(id), inTheirs.get(id)];
    const rowPath = [...path, id];
    if (m && t) kept.set(id, mergeValue(b, m, t, rowPath, questions) as Row);
    else if (!b) kept.set(id, (m ?? t)!);
    else if (m || t) {
      const edited = (m ?? t)!;
      // Deleted on one side and left alone on the other: deleted.
      if (same(edited, b)) continue;
      questions.push({ path: rowPath, kind: 'row', base: b, mine: m, theirs: t });
      kept.set(id, edited);
    }
  }
  return orderRows(base, mine, theirs, kept, path, questions);
}

/**
 * The kept rows in order: the rows all three have, in the order of the side that moved them (the
 * base's when neither did, or both did differently, which is asked), and every other row after the
 * row it follows on its own side; rows placed after the same row from both sides go by uuid.
 */
function orderRows(
  base: Row[],
  mine: Row[],
  theirs: Row[],
  kept: Map<string, Row>,
  path: MergePath,
  questions: MergeQuestion[],
): Row[] {
  const inAll = new Set(
    base
      .map((row) => row.uuid)
      .filter(
        (id) =>
          kept.has(id) && mine.some((r) => r.uuid === id) && theirs.some((r) => r.uuid === id),
      ),
  );
  const orderOf = (rows: Row[]) => rows.map((row) => row.uuid).filter((id) => inAll.has(id));
  const [baseOrder, mineOrder, theirsOrder] = [orderOf(base), orderOf(mine), orderOf(theirs)];
  const mineMoved = !same(mineOrder, baseOrder);
  const theirsMoved = !same(theirsOrder, baseOrder);
  let skeleton = baseOrder;
  if (mineMoved && theirsMoved && !same(mineOrder, theirsOrder))
    questions.push({ path, kind: 'order', base: baseOrder, mine: mineOrder, theirs: theirsOrder });
  else if (mineMoved) skeleton = mineOrder;
  else if (theirsMoved) skeleton = theirsOrder;

  // Each side's other rows, grouped by the row of the skeleton they follow there ('' = the start).
  const groups = new Map<string, string[][]>();
  for (const side of [mine, theirs]) {
    let anchor = '';
    let group: string[] = [];
    const close = () => {
      if (group.length) groups.set(anchor, [...(groups.get(anchor) ?? []), group]);
      group = [];
    };
    for (const { uuid } of side) {
      if (inAll.has(uuid)) {
        close();
        anchor = uuid;
      } else if (kept.has(uuid)) group.push(uuid);
    }
    close();
  }
  const order: string[] = [];
  const place = (anchor: string) => {
    const atAnchor = (groups.get(anchor) ?? []).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    for (const id of atAnchor.flat()) if (!order.includes(id)) order.push(id);
  };
  place('');
  for (const id of skeleton) {
    order.push(id);
    place(id);
  }
  // Every kept row is on one side at least, so each has its place.
  return order.map((id) => kept.get(id)!);
}
