/**
 * The CV document: one zod schema of a CV's content, and every shape the product uses derived from
 * it with zod's own tools (create input, patch input, owner and public answers, draft, template
 * props), so the wizard, the editor, the API, the public page and the database cannot drift apart.
 */
import { designSchema, type CvDesign } from './design';
import { z } from 'zod';
import { EMAIL_PATTERN, multilineText, requiredText, text } from './cv-fields';
import {
  educationSchema,
  educationWriteSchema,
  experienceSchema,
  experienceWriteSchema,
  linkSchema,
  skillSchema,
  type Education,
  type Experience,
  type Link,
  type Skill,
} from './cv-rows';
import {
  cvTranslationsPatchSchema,
  cvTranslationsSchema,
  translationStatusSchema,
} from './cv-translations';
import { LANGUAGES } from './languages';
import { LIMITS } from './limits';
import {
  customSectionSchema,
  moreListSchemas,
  noMoreRows,
  type CustomSection,
  type MoreRows,
} from './section-rows';
import { sectionKeysSchema, sectionOrderSchema } from './sections';

// The field and row rules live beside this file; these names stay importable from here.
export { MONTH_DATE, webUrl } from './cv-fields';
export {
  DEFAULT_PROFICIENCY,
  LINK_TYPES,
  PROFICIENCIES,
  educationSchema,
  experienceSchema,
  linkSchema,
  skillSchema,
  type Education,
  type Experience,
  type Link,
  type LinkType,
  type Proficiency,
  type Skill,
} from './cv-rows';

export const THEMES = [
  'templateA',
  'templateB',
  'templateC',
  'templateD',
  'templateE',
  'templateF',
  'templateG',
  'templateH',
] as const;
export type Theme = (typeof THEMES)[number];
/** The wizard's selector starts at 'default', which shows as templateA. */
export const DEFAULT_THEME_CHOICE = 'default';
export const FALLBACK_THEME: Theme = 'templateA';

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

export function resolveTheme(theme: string | null | undefined): Theme {
  return theme && isTheme(theme) ? theme : FALLBACK_THEME;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 60;
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX)
  .refine((v) => v === '' || v === 'none' || SLUG_PATTERN.test(v), 'validation.slug_format');

/** A slug as a public address carries it (any case): checked before it reaches a query. */
export function isSlugFormat(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value.toLowerCase());
}

const themeSchema = z
  .string()
  .trim()
  .refine((v) => v === DEFAULT_THEME_CHOICE || isTheme(v), 'validation.theme')
  .transform((v) => resolveTheme(v));

/**
 * Every field of a CV's content, all present: what a stored CV holds, read as it was saved. No
 * defaults here. Writes go through `cvWriteSchema`, which asks more of the rows.
 */
export const cvContentSchema = z.strictObject({
  title: text(LIMITS.title),
  theme: themeSchema,
  first_name: requiredText(LIMITS.shortText),
  last_name: requiredText(LIMITS.shortText),
  email: requiredText(LIMITS.email).regex(EMAIL_PATTERN, 'validation.email'),
  phone: text(LIMITS.phone).refine(
    (v) => v === '' || /^[+()\d\s.-]{3,40}$/.test(v),
    'validation.phone',
  ),
  current_job_title: text(LIMITS.shortText),
  bio_title: text(LIMITS.shortText),
  bio_description: multilineText(LIMITS.bio),
  language: z.enum(LANGUAGES),
  is_public: z.boolean(),
  /** The owner's choice: the PDF ends with a QR code of the public link (only a public CV has one). */
  pdf_qr_code: z.boolean(),
  experiences: z.array(experienceSchema).max(LIMITS.experiences),
  educations: z.array(educationSchema).max(LIMITS.educations),
  skills: z.array(skillSchema).max(LIMITS.skills),
  links: z.array(linkSchema).max(LIMITS.links),
  ...moreListSchemas,
  custom_sections: z.array(customSectionSchema).max(LIMITS.custom_sections),
  /** The owner's order of sections (src/domain/sections.ts); those it leaves out follow in the default order. */
  section_order: sectionOrderSchema,
  /** Sections kept but not shown. */
  hidden_sections: sectionKeysSchema,
  /** The owner's colour, typeface, size, spacing, page and photo shape (src/domain/design.ts). */
  design: designSchema,
});
export type CvContent = z.output<typeof cvContentSchema>;
export type CvContentInput = z.input<typeof cvContentSchema>;
export const CV_CONTENT_KEYS = cvContentSchema.keyof().options;
export type CvContentKey = keyof CvContent;

/**
 * What a write must satisfy (create_cv, edit_cv, the wizard and the editor): the content's rules,
 * and every experience and education complete as `experienceWriteSchema` says. A stored row from
 * before that rule stays readable, and stays as it is until its list is written again.
 */
export const cvWriteSchema = cvContentSchema.extend({
  experiences: z.array(experienceWriteSchema).max(LIMITS.experiences),
  educations: z.array(educationWriteSchema).max(LIMITS.educations),
});

/** What create_cv fills in for a field it was not sent (only at creation, never on an edit). */
/** Every list of a CV empty, and no section of the owner's own: a new CV's. */
export const noLists = () => ({
  experiences: [],
  educations: [],
  skills: [],
  links: [],
  ...noMoreRows(),
  custom_sections: [],
});

export const CV_CREATE_DEFAULTS = {
  title: '',
  theme: FALLBACK_THEME,
  phone: '',
  current_job_title: '',
  bio_title: '',
  bio_description: '',
  language: 'en',
  is_public: true,
  pdf_qr_code: false,
  ...noLists(),
  section_order: [],
  hidden_sections: [],
  design: {},
} satisfies Partial<CvContentInput>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What create_cv accepts (the photo travels beside it as a file). */
export const cvCreateSchema = z.preprocess(
  (input) => (isRecord(input) ? { ...CV_CREATE_DEFAULTS, ...input } : input),
  cvWriteSchema,
);
type Defaulted = keyof typeof CV_CREATE_DEFAULTS;
/** What a client may send to create_cv; the wizard's draft fits it before the rows are checked. */
export type CvCreateInput = Omit<CvContentInput, Defaulted> &
  Partial<Pick<CvContentInput, Defaulted>>;

/**
 * What edit_cv accepts: any subset of the fields plus the slug (which only the owner sets). A field
 * that is absent stays as it is: `.partial()` of a schema without defaults adds nothing.
 */
export const cvPatchSchema = cvWriteSchema
  .extend({ slug: slugSchema, translations: cvTranslationsPatchSchema })
  .partial();
export type CvPatch = z.output<typeof cvPatchSchema>;
export type CvPatchInput = z.input<typeof cvPatchSchema>;

/** A CV as its owner reads it: the content plus its ids, address, photo, version and times. */
export const cvSchema = cvContentSchema.extend({
  uuid: z.uuid(),
  slug: z.string().nullable(),
  username: z.string().nullable(),
  user: z.uuid(),
  photo: z.string().nullable(),
  /** The CV's other language versions (src/domain/cv-translations.ts). */
  translations: cvTranslationsSchema,
  /** Per version: the texts still to translate, and those whose main text changed since. */
  translation_status: translationStatusSchema,
  /** Goes up by one on every change; the ETag of get_cv and the If-Match of edit_cv. */
  version: z.number().int().positive(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CvDto = z.output<typeof cvSchema>;

/**
 * A CV as a stranger reads it. The server cuts every public answer to these keys at run time, so
 * nothing it does not name (account ids, visibility, version) can slip out.
 */
export const publicCvSchema = z.object({
  ...cvSchema.omit({
    user: true,
    is_public: true,
    pdf_qr_code: true,
    version: true,
    translations: true,
    translation_status: true,
  }).shape,
  /** The versions there are, the CV's own language first; `language` says which one this is. */
  languages: z.array(z.enum(LANGUAGES)),
  /** Texts this version shows in the CV's own language, not yet translated ('experiences.0.role'). */
  fallbacks: z.array(z.string()),
});
export type PublicCvDto = z.output<typeof publicCvSchema>;

/** One row of the dashboard's list. */
export const cvListItemSchema = cvSchema.pick({
  uuid: true,
  title: true,
  // The dashboard greets the owner by the first name their CVs carry; the QR code's file is named after both.
  first_name: true,
  last_name: true,
  slug: true,
  theme: true,
  is_public: true,
  updated_at: true,
  language: true,
  translation_status: true,
});
export type CvListItemDto = z.output<typeof cvListItemSchema>;

/** Who the CV is of, how to reach them, and the bio: what every shape of a CV's content holds. */
export type CvProfileField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'current_job_title'
  | 'bio_title'
  | 'bio_description';

/** What a template renders: the content a visitor sees, and the photo's address. */
export type CvView = Pick<CvContent, CvProfileField | 'language'> & {
  experiences: Array<WithOptionalId<Experience>>;
  educations: Array<WithOptionalId<Education>>;
  /** Rows shown need no id (the sample CVs have none); stored rows have one. */
  skills: Array<WithOptionalId<Skill>>;
  links: Array<WithOptionalId<Link>>;
} & {
  [K in keyof MoreRows]: Array<WithOptionalId<MoreRows[K][number]>>;
} & {
  custom_sections: CustomSection[];
  section_order: string[];
  hidden_sections: string[];
  photo: string | null;
  /** The owner's design (none in a sample): what is not chosen is the template's own. */
  design?: CvDesign;
};
type WithOptionalId<T extends { uuid: string }> = Omit<T, 'uuid'> & { uuid?: string };

/**
 * The wizard's draft (spec: "Draft CV"): the content as typed so far, not yet valid. The title may
 * be null (a blank name step) and the theme may still be the selector's 'default'.
 */
export type CvDraftContent = Omit<CvContent, 'is_public' | 'pdf_qr_code' | 'title' | 'theme'> & {
  title: string | null;
  theme: string;
};

/** The editable content of a CV, without its ids, address, version and timestamps. */
export function cvContentOf(cv: CvDto): CvContent {
  return pick(cv, CV_CONTENT_KEYS);
}

/** The named keys of an object, typed: what `Object.fromEntries` cannot say by itself. */
export function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (key in from) picked[key] = from[key];
  // Every key was copied above, or was absent from `from` as it may be in a partial object.
  return picked as Pick<T, K>;
}
