/**
 * Setting a value deep in a record's document by a merge question's path: object keys, and a row's
 * uuid within its list (a row is replaced, added or removed by its uuid, never by its place).
 */
import { same, type MergePath, type MergeQuestion } from '@/domain/merge';

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRow = (value: unknown): value is Obj & { uuid: string } =>
  isObject(value) && typeof value.uuid === 'string';

/** `doc` with `value` at `path` (`undefined` removes it: a key, or a row from its list). */
export function withValueAt(doc: unknown, path: MergePath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(doc)) {
    const at = doc.findIndex((row) => isRow(row) && row.uuid === head);
    const next = withValueAt(at === -1 ? undefined : doc[at], rest, value);
    if (next === undefined) return doc.filter((_, i) => i !== at);
    if (at === -1) return [...doc, next];
    return doc.map((row, i) => (i === at ? next : row));
  }
  const object = isObject(doc) ? doc : {};
  const next = withValueAt(object[head], rest, value);
  const { [head]: _old, ...others } = object;
  return next === undefined ? others : { ...others, [head]: next };
}

/** What `doc` has at `path` (undefined where it has nothing). */
export const valueAt = (doc: unknown, path: MergePath): unknown =>
  path.reduce<unknown>(
    (at, key) =>
      Array.isArray(at)
        ? at.find((row) => isRow(row) && row.uuid === key)
        : isObject(at)
          ? at[key]
          : undefined,
    doc,
  );

/** The uuids of the row list at `path`, in its order. */
const orderAt = (doc: unknown, path: MergePath): unknown => {
  const list = valueAt(doc, path);
  return Array.isArray(list) ? list.filter(isRow).map((row) => row.uuid) : undefined;
};

/**
 * A question asked of the owner, after an edit of theirs from `before` to `after`: where the edit
 * changed what the question is about, the owner's side ("mine") is what they have made of it now.
 */
export function askedAfterEdit(question: MergeQuestion, before: unknown, after: unknown) {
  const read = question.kind === 'order' ? orderAt : valueAt;
  const now = read(after, question.path);
  return same(read(before, question.path), now) ? question : { ...question, mine: now };
}

/** `doc` with the row list at `path` in the order of `uuids` (rows not named keep their place after). */
export function withOrderAt(doc: unknown, path: MergePath, uuids: readonly string[]): unknown {
  const list = valueAt(doc, path);
  if (!Array.isArray(list)) return doc;
  const named = uuids
    .map((uuid) => list.find((row) => isRow(row) && row.uuid === uuid))
    .filter((row) => row !== undefined);
  const others = list.filter((row) => !named.includes(row));
  return withValueAt(doc, path, [...named, ...others]);
}
