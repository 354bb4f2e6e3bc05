/** Reads and writes a dotted path ('experiences.0.role') in plain data, without mutating it. */

/** Reading a key of any non-null value, as JavaScript does ('0' of an array, 'length' of a string). */
type Indexable = Record<string, unknown>;

export function getAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node == null ? undefined : (node as Indexable)[key]), data);
}

function setIn(node: unknown, keys: readonly string[], value: unknown): unknown {
  const [head, ...rest] = keys;
  if (head === undefined) return value;
  if (Array.isArray(node)) {
    const copy: unknown[] = [...node];
    copy[Number(head)] = rest.length ? setIn(copy[Number(head)] ?? {}, rest, value) : value;
    return copy;
  }
  const current = (node as Indexable)[head];
  return {
    ...(node as Indexable),
    [head]: rest.length ? setIn(current ?? {}, rest, value) : value,
  };
}

export function setAt<T>(data: T, path: string, value: unknown): T {
  // The path is a string from the form, so no type can check it: the caller passes a value that
  // fits the field it names, and every level above it is copied as it was, so the shape stays T.
  return setIn(data, path.split('.'), value) as T;
}
