/**
 * The rows of the sections a CV has beside the first four lists: projects, certificates, language
 * skills, interests and sections of the owner's own. Each is declared once in section-types.ts;
 * these are the names the rest of the product reads them by.
 */
import { z } from 'zod';
import { requiredText, rowId } from './cv-fields';
import { LIMITS } from './limits';
import { customEntries, MORE_SECTION_TYPES } from './section-types';

export { LANGUAGE_LEVELS, type LanguageLevel } from './section-types';
export { optionalWebUrl } from './section-definition';

const { projects, certificates, language_skills: languageSkills, interests } = MORE_SECTION_TYPES;

export const projectSchema = projects.row;
export const certificateSchema = certificates.row;
export const languageSkillSchema = languageSkills.row;
export const interestSchema = interests.row;
export const customEntrySchema = customEntries.row;

export const customSectionSchema = z.object({
  uuid: rowId,
  title: requiredText(LIMITS.shortText),
  entries: customEntries.list,
});

export type Project = z.output<typeof projectSchema>;
export type Certificate = z.output<typeof certificateSchema>;
export type LanguageSkill = z.output<typeof languageSkillSchema>;
export type Interest = z.output<typeof interestSchema>;
export type CustomEntry = z.output<typeof customEntrySchema>;
export type CustomSection = z.output<typeof customSectionSchema>;

type MoreTypes = typeof MORE_SECTION_TYPES;
export type MoreSectionKey = keyof MoreTypes;
/** The lists of "More sections", in the order they are offered. */
export const MORE_SECTIONS = Object.keys(MORE_SECTION_TYPES) as readonly MoreSectionKey[];

/**
 * One value per list, picked from its definition. The pick is typed per list by the caller's
 * mapped type; `Object.fromEntries` cannot say that, hence the one cast.
 */
function perList<V extends { [K in MoreSectionKey]: unknown }>(
  pick: (definition: MoreTypes[MoreSectionKey]) => unknown,
): V {
  return Object.fromEntries(MORE_SECTIONS.map((key) => [key, pick(MORE_SECTION_TYPES[key])])) as V;
}

/** Each list as create_cv and edit_cv take it, with its limit. */
export const moreListSchemas = perList<{ [K in MoreSectionKey]: MoreTypes[K]['list'] }>(
  (definition) => definition.list,
);
/** The rows of each list, as stored and read. */
export type MoreRows = { [K in MoreSectionKey]: z.output<MoreTypes[K]['list']> };
type MoreRow<K extends MoreSectionKey> = MoreRows[K][number];

/** Every list empty: what a new CV and a new draft hold. */
export const noMoreRows = (): MoreRows => perList<MoreRows>(() => []);

/** The lists of a CV or a draft, by themselves. */
export const moreRowsOf = (cv: MoreRows): MoreRows =>
  Object.fromEntries(MORE_SECTIONS.map((key) => [key, cv[key]])) as MoreRows;

/** A new row of each list, as "Add" puts it on screen. */
export const emptyMoreRow = perList<{ [K in MoreSectionKey]: () => MoreRow<K> }>(
  (definition) => definition.empty,
);

/** A new entry of a section of the owner's own. */
export const emptyCustomEntry = customEntries.empty;

/** A row with nothing typed in it, which the wizard and the editor drop instead of sending. */
export const isBlankMoreRow = perList<{ [K in MoreSectionKey]: (row: MoreRow<K>) => boolean }>(
  (definition) => definition.isBlank,
);
export const isBlankCustomEntry = customEntries.isBlank;
