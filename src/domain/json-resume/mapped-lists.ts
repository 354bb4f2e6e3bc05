/**
 * The lists whose rows map to a JSON Resume section field by field, as their declaration says
 * (`jsonResume` in src/domain/section-types.ts): read from a file, written to one and checked for
 * what they leave out here, so a list declared with a mapping needs nothing else in this folder.
 */
import type { MoreRows } from '@/domain/section-rows';
import { LIST_SECTIONS, SECTION_TYPES, type ListSectionKey } from '@/domain/sections';
import type { SectionField } from '@/domain/section-definition';
import type { fieldReaders } from './import-fields';
import { filled, toMonth, withHighlights } from './import-fields';
import { list, record, str } from './import-schema';
import { OWN_SECTION_SOURCES, omitEmpty } from './shared';

/** The JSON Resume sections that map, by the list each fills. */
export const MAPPED_LISTS = LIST_SECTIONS.flatMap((key) => {
  const mapping = SECTION_TYPES[key].jsonResume;
  // Skills are read by name and level, never field by field.
  return mapping && key !== 'skills' ? [{ key, mapping, fields: SECTION_TYPES[key].fields }] : [];
});
type Mapped = (typeof MAPPED_LISTS)[number];

/** Whether a JSON Resume section is read into one of our lists. */
export const isMappedSection = (section: string) =>
  MAPPED_LISTS.some(({ mapping }) => mapping.section === section);

/** JSON Resume's sections that become sections of the owner's own: those no list of ours maps. */
export const UNMAPPED_OWN_SOURCES = OWN_SECTION_SOURCES.filter(
  (source) => !isMappedSection(source),
);

/** A section's entries as read: each mapped field as text, and its highlights where it has them. */
function entrySchema({ mapping }: Mapped) {
  const shape = Object.fromEntries(Object.values(mapping.fields).map((name) => [name, str]));
  return list(record({ ...shape, ...(mapping.highlights && { highlights: list(str) }) }));
}

/** Each mapped section's entries as the import reads them (what `unkeptFields` compares with). */
export function readMappedSections(raw: Record<string, unknown>) {
  return new Map(
    MAPPED_LISTS.map((mapped) => [
      mapped.mapping.section,
      entrySchema(mapped).parse(raw[mapped.mapping.section]),
    ]),
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const textsOf = (value: unknown) => (Array.isArray(value) ? value.map(textOf) : []);

/** The value a field takes from an entry, fitted to the field as any import's values are. */
function valueOf(
  field: SectionField,
  entry: Record<string, unknown>,
  { key, mapping }: Mapped,
  at: string,
  { fit, webAddress }: ReturnType<typeof fieldReaders>,
) {
  const given = textOf(entry[mapping.fields[field.name] ?? '']);
  switch (field.kind) {
    case 'month':
      return toMonth(given);
    case 'url':
      return webAddress(`${key}.${at}.${field.name}`, given);
    case 'multiline': {
      const text =
        mapping.highlights === field.name
          ? withHighlights(given, textsOf(entry.highlights))
          : given;
      return fit(`${key}.${at}.${field.name}`, text, field.max ?? 0, true);
    }
    default:
      return fit(`${key}.${at}.${field.name}`, given, field.max ?? 0);
  }
}

/**
 * The rows of every mapped list from the entries read; an entry with nothing in it is no row, and
 * what does not fit (rows over the limit, long texts, addresses that are none) goes to `readers`'
 * list of what was left out.
 */
export function mappedRows(
  read: ReturnType<typeof readMappedSections>,
  readers: ReturnType<typeof fieldReaders>,
): Partial<MoreRows> {
  const rows: Record<string, unknown[]> = {};
  for (const mapped of MAPPED_LISTS) {
    const { key, mapping, fields } = mapped;
    const entries = (read.get(mapping.section) ?? []).filter((entry) =>
      filled(...textsOf(Object.values(entry).flat())),
    );
    rows[key] = readers.take(entries, SECTION_TYPES[key].max, key).map((entry, i) => ({
      uuid: crypto.randomUUID(),
      ...Object.fromEntries(
        fields
          .filter((field) => mapping.fields[field.name] !== undefined)
          .map((field) => [field.name, valueOf(field, entry, mapped, String(i), readers)]),
      ),
    }));
  }
  return rows;
}

/** Every mapped list as its JSON Resume section: titles always, other fields when they hold text. */
export function mappedSections(
  cv: Record<ListSectionKey, ReadonlyArray<Readonly<Record<string, unknown>>>>,
) {
  return Object.fromEntries(
    MAPPED_LISTS.map(({ key, mapping, fields }) => [
      mapping.section,
      cv[key].map((row) => {
        const value = (field: SectionField): string | undefined => {
          const stored = row[field.name];
          if (typeof stored !== 'string') return undefined;
          return field.kind === 'month' ? stored.slice(0, 7) : stored;
        };
        const named = (wanted: (field: SectionField) => boolean) =>
          Object.fromEntries(
            fields
              .filter((field) => wanted(field) && mapping.fields[field.name] !== undefined)
              .map((field) => [mapping.fields[field.name], value(field) ?? '']),
          );
        return {
          ...omitEmpty(named((field) => field.role !== 'title')),
          ...named((field) => field.role === 'title'),
        };
      }),
    ]),
  );
}
