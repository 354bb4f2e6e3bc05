/**
 * The rows of a list LinkedIn's export holds in a file of its own, field by field as the list's
 * declaration says (`linkedIn` in src/domain/section-types.ts): one reader for every such list, so
 * a list declared with a file needs nothing else in this folder.
 */
import type { SectionField } from '@/domain/section-definition';
import type { LinkedInList } from './files';
import { isNamedList, type LinkedInReaders } from './readers';

/** The value a field takes from a row's cell, fitted to the field. */
function valueOf(field: SectionField, given: string, at: string, read: LinkedInReaders) {
  const name = `${at}.${field.name}`;
  switch (field.kind) {
    case 'month':
      return read.month(name, given);
    case 'url':
      return read.webAddress(name, given);
    case 'multiline':
      return read.description(name, given, field.max ?? 0);
    default:
      return read.fit(name, given, field.max ?? 0);
  }
}

/**
 * The list's rows from its file's rows (those with anything in them): a row without a field the
 * list needs is counted as left out, rows beyond the list's limit too, and an end month before its
 * start month is listed and left empty.
 */
export function listRows(
  { key, max, fields, required, mapping }: LinkedInList,
  rows: ReadonlyArray<Readonly<Record<string, string>>>,
  read: LinkedInReaders,
): Array<Record<string, unknown>> {
  const cell = (row: Readonly<Record<string, string>>, name: string | undefined) =>
    (name && row[name]) || '';
  const hasAll = (row: Readonly<Record<string, string>>) =>
    required.every((name) => read.cleaned(cell(row, name)));
  const named = isNamedList(key) ? read.named([...rows], hasAll, key) : rows.filter(hasAll);
  const mapped = fields.filter((field) => mapping.columns[field.name]);
  const start = mapped.find((field) => field.role === 'start')?.name;
  const end = mapped.find((field) => field.role === 'end')?.name;
  return read.take(named, max, key).map((row, i) => {
    const values: Record<string, unknown> = Object.fromEntries(
      mapped.map((field) => [
        field.name,
        valueOf(field, cell(row, field.name), `${key}.${i}`, read),
      ]),
    );
    if (start && end) {
      const [from, to] = [values[start], values[end]];
      values[end] = read.endAfter(
        `${key}.${i}.${end}`,
        typeof from === 'string' ? from : null,
        typeof to === 'string' ? to : null,
        cell(row, end),
      );
    }
    return { uuid: crypto.randomUUID(), ...values };
  });
}
