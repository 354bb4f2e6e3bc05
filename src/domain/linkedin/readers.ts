/**
 * How the LinkedIn import makes the export's cells storable: the JSON Resume import's readers
 * (texts within their limits, web addresses, rows within a list's limit) over LinkedIn's texts, and
 * LinkedIn's dates. Each lists in `leftOut` what it could not keep.
 */
import type { LeftOut } from '@/domain/json-resume';
import { fieldReaders } from '@/domain/json-resume/import-fields';
import type { Language } from '@/domain/languages';
import { readDate } from './dates';
import type { LinkedInLeftOut } from './left-out';
import { htmlToText, plain } from './text';

/** The lists whose rows need a name, as the list of what was left out counts those without. */
export type NamedList = Extract<LinkedInLeftOut, { kind: 'unnamed' }>['list'];
const NAMED_LISTS: readonly string[] = [
  'projects',
  'certificates',
  'language_skills',
] satisfies readonly NamedList[];
export const isNamedList = (list: string): list is NamedList => NAMED_LISTS.includes(list);

/** `language` is the CV's: it decides whether "4/3/2019" is April (English) or March (Finnish). */
export function linkedInReaders(leftOut: LinkedInLeftOut[], language: Language) {
  // The JSON Resume import's readers list their cuts here; each is moved over as it is made.
  const shared: LeftOut[] = [];
  const readers = fieldReaders(shared);
  /** `read`, with what it listed moved over to `leftOut`. */
  const listing =
    <A extends unknown[], R>(read: (...args: A) => R) =>
    (...args: A): R => {
      const result = read(...args);
      for (const item of shared.splice(0)) {
        if (item.kind === 'cut' || item.kind === 'url' || item.kind === 'rows') leftOut.push(item);
      }
      return result;
    };

  const fit = listing((field: string, value: string, max: number, multiline?: boolean) =>
    readers.fit(field, plain(value, multiline), max, multiline),
  );
  // Text as a field keeps it, with no limit: what is left of a value once nothing unsafe is.
  const cleaned = (value: string) => readers.fit('', plain(value), Number.POSITIVE_INFINITY);

  /** A month, or null with the value listed when it is no date we can read. */
  const month = (field: string, value: string) => {
    const read = readDate(value, language);
    if (read.ok) return read.month;
    leftOut.push({ kind: 'date', field, value: plain(value).trim(), reason: 'unreadable' });
    return null;
  };

  return {
    fit,
    cleaned,
    month,
    /** A description as LinkedIn's HTML holds it, as text within `max`. */
    description: (field: string, value: string, max: number) =>
      fit(field, htmlToText(value), max, true),
    webAddress: listing((field: string, value: string) => readers.webAddress(field, plain(value))),
    take: listing(readers.take),
    /** The end month, or null with the value listed when it is before the start month. */
    endAfter: (field: string, start: string | null, end: string | null, value: string) => {
      if (!start || !end || end >= start) return end;
      leftOut.push({ kind: 'date', field, value: plain(value).trim(), reason: 'before_start' });
      return null;
    },
    /** Rows with their name, and how many without one were listed. */
    named: <T>(rows: T[], hasName: (row: T) => boolean, list: NamedList) => {
      const withName = rows.filter(hasName);
      if (withName.length < rows.length)
        leftOut.push({ kind: 'unnamed', list, count: rows.length - withName.length });
      return withName;
    },
  };
}

export type LinkedInReaders = ReturnType<typeof linkedInReaders>;
