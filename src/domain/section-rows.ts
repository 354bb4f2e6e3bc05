/**
 * The rows of the sections a CV has beside the first four lists: projects, certificates, language
 * skills and sections of the owner's own, with their rules, their new rows and when one is blank.
 */
import { z } from 'zod';
import {
  datesInOrder,
  filled,
  multilineText,
  optionalMonth,
  requiredText,
  rowId,
  text,
  webUrl,
} from './cv-fields';
import { LIMITS } from './limits';

/** Native, then the Common European Framework's levels from the top (what Finnish CVs use). */
export const LANGUAGE_LEVELS = ['native', 'c2', 'c1', 'b2', 'b1', 'a2', 'a1'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** A web address that may be left out (''): a project or a certificate need not have one. */
export const optionalWebUrl = z.union([z.literal(''), webUrl]);

const dateOrder = { message: 'validation.end_before_start', path: ['end_date'] };

export const projectSchema = z
  .object({
    uuid: rowId,
    name: requiredText(LIMITS.shortText),
    description: multilineText(LIMITS.projectDescription),
    url: optionalWebUrl,
    start_date: optionalMonth,
    end_date: optionalMonth,
  })
  .refine(datesInOrder, dateOrder);

export const certificateSchema = z.object({
  uuid: rowId,
  name: requiredText(LIMITS.shortText),
  issuer: text(LIMITS.shortText),
  date: optionalMonth,
  url: optionalWebUrl,
});

export const languageSkillSchema = z.object({
  uuid: rowId,
  language: requiredText(LIMITS.shortText),
  level: z.enum(LANGUAGE_LEVELS, { message: 'validation.language_level' }),
});

export const interestSchema = z.object({
  uuid: rowId,
  name: requiredText(LIMITS.shortText),
  /** What of it, in a few words: "orienteering, trail running". */
  details: text(LIMITS.shortText),
});

export const customEntrySchema = z
  .object({
    uuid: rowId,
    title: requiredText(LIMITS.shortText),
    subtitle: text(LIMITS.shortText),
    description: multilineText(LIMITS.customDescription),
    start_date: optionalMonth,
    end_date: optionalMonth,
    url: optionalWebUrl,
  })
  .refine(datesInOrder, dateOrder);

export const customSectionSchema = z.object({
  uuid: rowId,
  title: requiredText(LIMITS.shortText),
  entries: z.array(customEntrySchema).max(LIMITS.customEntries),
});

export type Project = z.output<typeof projectSchema>;
export type Certificate = z.output<typeof certificateSchema>;
export type LanguageSkill = z.output<typeof languageSkillSchema>;
export type Interest = z.output<typeof interestSchema>;
export type CustomEntry = z.output<typeof customEntrySchema>;
export type CustomSection = z.output<typeof customSectionSchema>;

/**
 * The lists of "More sections" (the wizard's optional step, the editor's "Add a section"), in the
 * order they are offered. Each has its list's schema, a new row and a blank test below; everything
 * else (the CV's schema, the wizard, the editor, the templates) goes through this list.
 */
export const MORE_SECTIONS = ['projects', 'certificates', 'language_skills', 'interests'] as const;
export type MoreSectionKey = (typeof MORE_SECTIONS)[number];

/** Each list as create_cv and edit_cv take it, with its limit. */
export const moreListSchemas = {
  projects: z.array(projectSchema).max(LIMITS.projects),
  certificates: z.array(certificateSchema).max(LIMITS.certificates),
  language_skills: z.array(languageSkillSchema).max(LIMITS.language_skills),
  interests: z.array(interestSchema).max(LIMITS.interests),
} satisfies Record<MoreSectionKey, z.ZodArray>;
/** The rows of each list, as stored and read. */
export type MoreRows = { [K in MoreSectionKey]: z.output<(typeof moreListSchemas)[K]> };
type MoreRow<K extends MoreSectionKey> = MoreRows[K][number];

/** Every list empty: what a new CV and a new draft hold (the compiler asks for each list). */
export const noMoreRows = (): MoreRows => ({
  projects: [],
  certificates: [],
  language_skills: [],
  interests: [],
});

/** The lists of a CV or a draft, by themselves (the compiler asks for each list). */
export const moreRowsOf = (cv: MoreRows): MoreRows => ({
  projects: cv.projects,
  certificates: cv.certificates,
  language_skills: cv.language_skills,
  interests: cv.interests,
});

/** A new row of each list, as "Add" puts it on screen. */
export const emptyMoreRow: { [K in MoreSectionKey]: () => MoreRow<K> } = {
  projects: (): Project => ({
    uuid: crypto.randomUUID(),
    name: '',
    description: '',
    url: '',
    start_date: null,
    end_date: null,
  }),
  certificates: (): Certificate => ({
    uuid: crypto.randomUUID(),
    name: '',
    issuer: '',
    date: null,
    url: '',
  }),
  language_skills: (): LanguageSkill => ({
    uuid: crypto.randomUUID(),
    language: '',
    level: 'b2',
  }),
  interests: () => ({ uuid: crypto.randomUUID(), name: '', details: '' }),
};

/** A new entry of a section of the owner's own. */
export const emptyCustomEntry = (): CustomEntry => ({
  uuid: crypto.randomUUID(),
  title: '',
  subtitle: '',
  description: '',
  start_date: null,
  end_date: null,
  url: '',
});

/** A row with nothing typed in it, which the wizard and the editor drop instead of sending. */
export const isBlankMoreRow: { [K in MoreSectionKey]: (row: MoreRow<K>) => boolean } = {
  projects: (p) => ![p.name, p.description, p.url, p.start_date, p.end_date].some(filled),
  certificates: (c) => ![c.name, c.issuer, c.date, c.url].some(filled),
  language_skills: (l) => !filled(l.language),
  interests: (i) => ![i.name, i.details].some(filled),
};
export const isBlankCustomEntry = (e: CustomEntry) =>
  ![e.title, e.subtitle, e.description, e.start_date, e.end_date, e.url].some(filled);
