/** Reads and writes a dotted path ('experiences.0.role') in plain data, without mutating it. */
type Data = Record<string, unknown> | unknown[];

export function getAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]),
      data,
    );
}

export function setAt<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return data;
  const node = data as unknown as Data;
  const current = Array.isArray(node)
    ? node[Number(head)]
    : (node as Record<string, unknown>)[head];
  const next = rest.length ? setAt(current ?? {}, rest.join('.'), value) : value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(head)] = next;
    return copy as unknown as T;
  }
  return { ...(node as Record<string, unknown>), [head]: next } as T;
}
