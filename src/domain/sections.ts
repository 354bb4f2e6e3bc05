/**
 * The section model: every section a CV can show, described once (its list, its fields and what
 * each field is to a reader, which texts translate, its limit), and the order and visibility the
 * owner chose. The wizard, the editor, the templates (on screen and in the PDF), the translation
 * view and JSON Resume read these descriptions instead of naming each section's fields again.
 * docs/architecture.md, "Adding a section type", walks through adding one.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { customEntries, LIST_SECTION_TYPES } from './section-types';
import {
  textField,
  type JsonResumeMapping,
  type LinkedInMapping,
  type SectionField,
  type TextKind,
} from './section-definition';
import { MORE_SECTIONS, type MoreSectionKey } from './section-rows';

export type { FieldRole, SectionField, TextKind } from './section-definition';

/** The lists of rows a CV has, each a section of its own, in the default order. */
export const LIST_SECTIONS = Object.keys(LIST_SECTION_TYPES) as readonly ListSectionKey[];
export type ListSectionKey = keyof typeof LIST_SECTION_TYPES;
export { MORE_SECTIONS, type MoreSectionKey };

export interface SectionType {
  key: ListSectionKey;
  /** Rows the list holds at most. */
  max: number;
  fields: readonly SectionField[];
  /** Where a two-column template puts it. */
  column: 'main' | 'side';
  /**
   * How a template draws a list without a look of its own: dated entries (the default), or short
   * items, a name and a few words each, as languages are drawn (what fits a side column).
   */
  look?: 'items';
  /** Where the rows go in JSON Resume, when they map field by field. */
  jsonResume?: JsonResumeMapping;
  /** Where the rows are in LinkedIn's data export, when a file of it holds them. */
  linkedIn?: LinkedInMapping;
  /** The fields a stored row must have filled in (a project's name). */
  required: readonly string[];
}

/** Every list's description, as the wizard, the editor, the templates and the Word file read it. */
export const SECTION_TYPES: Record<ListSectionKey, SectionType> = LIST_SECTION_TYPES;

/** The fields of an entry of a section of the owner's own. */
export const CUSTOM_ENTRY_FIELDS: readonly SectionField[] = customEntries.fields;
/** A section of the owner's own: its title translates like any text. */
export const CUSTOM_SECTION_TITLE: SectionField = {
  name: 'title',
  ...fieldOf(textField('title', LIMITS.shortText, 'text')),
};

function fieldOf({ role, kind, max, translate }: Omit<SectionField, 'name'>) {
  return { role, kind, ...(max !== undefined && { max }), ...(translate && { translate }) };
}

type FieldNamesOf<S> = S extends { fieldNames: ReadonlyArray<infer N> } ? N : never;
/** The name of a field of any list's row or an own section's entry. */
export type ListFieldName = FieldNamesOf<
  (typeof LIST_SECTION_TYPES)[ListSectionKey] | typeof customEntries
>;
/** Every field name the lists and an own section's entries have, each once. */
export const LIST_FIELD_NAMES: readonly ListFieldName[] = [
  ...new Set(
    [...Object.values(LIST_SECTION_TYPES), customEntries].flatMap(
      (s): ListFieldName[] => s.fieldNames,
    ),
  ),
];

/** The fields of a section (a custom one's entries) that each language version may have its own of. */
export const translatedFields = (fields: readonly SectionField[]) =>
  fields.filter((f) => f.translate).map((f) => f.name);

/** How a text field of a section is typed (a month or a choice has its own input). */
export const textKindOf = (field: SectionField): TextKind =>
  field.kind === 'month' || field.kind === 'choice' ? 'text' : field.kind;

/** Whether a field counts its characters as they are typed: long texts, and those declared so. */
export const countsCharacters = (field: SectionField): boolean =>
  field.kind === 'multiline' || field.counted === true;

// ---- The order and visibility of sections ----

/** Where the owner's own sections go in `section_order`: `custom:{uuid}`. */
export const CUSTOM_PREFIX = 'custom:';
export const SECTION_KEYS = ['bio', ...LIST_SECTIONS] as const;
export type SectionKey = (typeof SECTION_KEYS)[number] | `custom:${string}`;

const isKnownKey = (value: string): value is SectionKey =>
  (SECTION_KEYS as readonly string[]).includes(value) ||
  (value.startsWith(CUSTOM_PREFIX) &&
    z.uuid().safeParse(value.slice(CUSTOM_PREFIX.length)).success);

/** A list of section keys, each once: `section_order` and `hidden_sections` as edit_cv takes them. */
export const sectionKeysSchema = z
  .array(z.string().trim().refine(isKnownKey, 'validation.section_key'))
  .max(SECTION_KEYS.length + LIMITS.custom_sections)
  .refine((keys) => new Set(keys).size === keys.length, 'validation.section_twice');

/** The bio opens every CV: an order may name it, but only first. */
export const sectionOrderSchema = sectionKeysSchema.refine(
  (keys) => !keys.includes('bio') || keys[0] === 'bio',
  'validation.bio_first',
);

export const customKey = (uuid: string): SectionKey => `custom:${uuid}`;

/**
 * The sections of a CV in the order it shows them: the bio first, then the owner's order, then
 * any section the order does not name in the default order (a CV from before sections could be
 * ordered has none; a section added later comes last). Keys of sections the CV no longer has are
 * left out.
 */
export function orderedSections(cv: {
  section_order: readonly string[];
  custom_sections: ReadonlyArray<{ uuid: string }>;
}): SectionKey[] {
  const all: SectionKey[] = [...LIST_SECTIONS, ...cv.custom_sections.map((s) => customKey(s.uuid))];
  const present = new Set<string>(all);
  const named = cv.section_order.filter(
    (key): key is SectionKey => key !== 'bio' && present.has(key),
  );
  const rest = all.filter((key) => !named.includes(key));
  return ['bio', ...named, ...rest];
}

/** The owner's order and hidden sections without keys of sections the CV no longer has. */
export function tidySectionKeys(
  keys: readonly SectionKey[],
  customSections: ReadonlyArray<{ uuid: string }>,
): SectionKey[] {
  const customs = new Set(customSections.map((s) => customKey(s.uuid)));
  return keys.filter((key) => !key.startsWith(CUSTOM_PREFIX) || customs.has(key));
}

/** The custom section a key names, if the key is one. */
export function customUuidOf(key: SectionKey): string | null {
  return key.startsWith(CUSTOM_PREFIX) ? key.slice(CUSTOM_PREFIX.length) : null;
}

/** A CV whose order and hidden sections name only sections it has (what create_cv and edit_cv store). */
export function withTidySections<
  Cv extends {
    section_order: SectionKey[];
    hidden_sections: SectionKey[];
    custom_sections: ReadonlyArray<{ uuid: string }>;
  },
>(cv: Cv): Cv {
  return {
    ...cv,
    section_order: tidySectionKeys(cv.section_order, cv.custom_sections),
    hidden_sections: tidySectionKeys(cv.hidden_sections, cv.custom_sections),
  };
}

/** What a hidden bio, list or own section leaves behind: nothing to show. */
interface Showable {
  bio_title: string;
  bio_description: string;
  hidden_sections: readonly string[];
  custom_sections: ReadonlyArray<{ uuid: string }>;
}

/**
 * The CV as strangers may read it: a hidden section's content is not only left out of the page
 * but never sent (the public API, the public page's data, the preview card), so hiding a section
 * keeps it private as well as out of sight.
 */
export function withoutHiddenSections<Cv extends Showable & Record<ListSectionKey, unknown[]>>(
  cv: Cv,
): Cv {
  const hidden = new Set(cv.hidden_sections);
  if (!hidden.size) return cv;
  const shown: Cv = { ...cv };
  if (hidden.has('bio')) Object.assign(shown, { bio_title: '', bio_description: '' });
  for (const list of LIST_SECTIONS) if (hidden.has(list)) Object.assign(shown, { [list]: [] });
  return {
    ...shown,
    custom_sections: cv.custom_sections.filter((s) => !hidden.has(customKey(s.uuid))),
  };
}
