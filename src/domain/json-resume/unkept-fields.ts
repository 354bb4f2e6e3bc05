/**
 * The fields of a JSON Resume file's entries that hold a value the draft does not keep: the
 * schema's fields a CV here has no place for (an education's courses, a project's keywords, …), a
 * tool's own fields, values of a type we cannot read and dates we cannot read. Every entry's every
 * field is looked at, so a field no one thought of is listed, never dropped silently.
 */
import type { JsonResumeFile } from './import-schema';
import { toMonth } from './import-fields';
import { MAPPED_LISTS, type readMappedSections } from './mapped-lists';
import { ITEM_SECTIONS, type ItemSection, type LeftOut } from './left-out';

const DATES = ['startDate', 'endDate', 'date', 'releaseDate'];

/** The name under which entries that are no object (a bare "TypeScript" in `skills`) are counted. */
export const NOT_AN_ENTRY = '';

/**
 * The fields of JSON Resume (schema 1.x) the list names in words, by section: those a CV here has
 * no place for, and dates (kept unless they are no date). Any other field it lists by its own name.
 */
const NAMED_FIELDS = {
  basics: ['location'],
  work: ['company', 'description', 'url', 'startDate', 'endDate'],
  volunteer: ['startDate', 'endDate'],
  education: ['url', 'score', 'courses', 'startDate', 'endDate'],
  awards: ['date'],
  certificates: ['date'],
  publications: ['releaseDate'],
  skills: ['keywords'],
  languages: [],
  interests: [],
  projects: ['keywords', 'roles', 'entity', 'type', 'startDate', 'endDate'],
} as const satisfies Record<ItemSection, readonly string[]>;

/** The sections the import schema reads itself (the others are read by their list's mapping). */
type ReadInDoc = Extract<
  ItemSection,
  Exclude<keyof JsonResumeFile, 'basics' | 'meta' | 'references'>
>;
const isReadInDoc = (doc: JsonResumeFile, section: ItemSection): section is ReadInDoc =>
  section !== 'basics' && section in doc;

/** The fields of a section the list of what was left out names in words (texts: unkept.names). */
export function namedFields(section: ItemSection): readonly string[] {
  const mapped = MAPPED_LISTS.find(({ mapping }) => mapping.section === section);
  return [...NAMED_FIELDS[section], ...(mapped?.mapping.unkept ?? [])];
}

/** A value with something in it: text, a number, or a list or object holding either (not a flag). */
function holdsValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some(holdsValue);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsValue);
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the import keeps the field `name` it read as `item` (read values the import passes over). */
function keeps(section: ItemSection, name: string, item: Record<string, unknown>): boolean {
  const value = item[name];
  if (!holdsValue(value)) return false;
  if (DATES.includes(name)) return typeof value === 'string' && toMonth(value) !== null;
  // An old name of the company, read only when the file has no `name`.
  if (section === 'work' && name === 'company') {
    const company = String(item.name ?? '').trim();
    return !company || company === String(value).trim();
  }
  return true;
}

/**
 * One line per section whose entries hold fields the draft does not keep, with how many entries
 * hold each. `raw` is the file as parsed, `doc` what the import read of it (entry for entry).
 */
export function unkeptFields(
  raw: Record<string, unknown>,
  doc: JsonResumeFile,
  mapped: ReturnType<typeof readMappedSections>,
): LeftOut[] {
  const leftOut: LeftOut[] = [];
  for (const section of ITEM_SECTIONS) {
    const given = raw[section];
    const entries = section === 'basics' ? [given] : Array.isArray(given) ? given : [];
    const read: readonly object[] =
      section === 'basics'
        ? [doc.basics]
        : (mapped.get(section) ?? (isReadInDoc(doc, section) ? doc[section] : []));
    const counts = new Map<string, number>();
    entries.forEach((entry, i) => {
      if (!isRecord(entry)) {
        if (holdsValue(entry)) counts.set(NOT_AN_ENTRY, (counts.get(NOT_AN_ENTRY) ?? 0) + 1);
        return;
      }
      const readEntry = { ...read[i] } as Record<string, unknown>;
      for (const [name, value] of Object.entries(entry)) {
        if (holdsValue(value) && !keeps(section, name, readEntry))
          counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    });
    if (counts.size)
      leftOut.push({
        kind: 'fields',
        section,
        fields: [...counts].map(([name, count]) => ({ name, count })),
      });
  }
  return leftOut;
}
