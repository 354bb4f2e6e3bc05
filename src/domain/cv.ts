/**
 * The CV document: one zod schema that the wizard, the editor, the API and the database column all
 * derive from, so they cannot drift apart.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from './account';
import { LANGUAGES } from './languages';
import { LIMITS } from './limits';

export const THEMES = ['templateA', 'templateB', 'templateC', 'templateD', 'templateE'] as const;
export type Theme = (typeof THEMES)[number];
/** The wizard's selector starts at 'default', which shows as templateA. */
export const DEFAULT_THEME_CHOICE = 'default';
export const FALLBACK_THEME: Theme = 'templateA';

export const PROFICIENCIES = ['', 'beginner', 'intermediate', 'expert'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];
export const DEFAULT_PROFICIENCY: Proficiency = 'beginner';

export const LINK_TYPES = [
  'linkedin',
  'github',
  'twitter',
  'website',
  'facebook',
  'youtube',
  'tiktok',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export function resolveTheme(theme: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(theme ?? '') ? (theme as Theme) : FALLBACK_THEME;
}

/** Dates are picked by year and month and stored as the first day of the month. */
export const MONTH_DATE = /^(\d{4})-(0[1-9]|1[0-2])-01$/;
const monthDate = z.string().regex(MONTH_DATE, 'validation.date').nullable().default(null);

const text = (max: number) => z.string().trim().max(max).default('');
const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

/** Only web addresses: a `javascript:` or `data:` link can never reach a page. */
export const webUrl = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(LIMITS.url)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
    } catch {
      return false;
    }
  }, 'validation.url');

function datesInOrder(entry: { start_date: string | null; end_date: string | null }) {
  return !entry.start_date || !entry.end_date || entry.start_date <= entry.end_date;
}

export const experienceSchema = z
  .object({
    company_name: text(LIMITS.shortText),
    role: text(LIMITS.shortText),
    description: text(LIMITS.experienceDescription),
    location: text(LIMITS.shortText),
    start_date: monthDate,
    end_date: monthDate,
  })
  .refine(datesInOrder, { message: 'validation.experience_dates', path: ['end_date'] });

export const educationSchema = z
  .object({
    institution: text(LIMITS.shortText),
    degree: text(LIMITS.shortText),
    field_of_study: text(LIMITS.fieldOfStudy),
    start_date: monthDate,
    end_date: monthDate,
  })
  .refine(datesInOrder, { message: 'validation.education_dates', path: ['end_date'] });

export const skillSchema = z.object({
  uuid: z.uuid().optional(),
  skill_name: requiredText(LIMITS.shortText),
  proficiency: z.enum(PROFICIENCIES).default(DEFAULT_PROFICIENCY),
});

export const linkSchema = z.object({
  uuid: z.uuid().optional(),
  link_type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(LINK_TYPES, { message: 'validation.link_type' })),
  url: webUrl,
});

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(60)
  .refine((v) => v === '' || v === 'none' || SLUG_PATTERN.test(v), 'validation.slug_format');

const cvFields = {
  title: text(LIMITS.title),
  theme: z
    .string()
    .trim()
    .default(FALLBACK_THEME)
    .refine(
      (v) => v === DEFAULT_THEME_CHOICE || (THEMES as readonly string[]).includes(v),
      'validation.theme',
    )
    .transform((v) => resolveTheme(v)),
  first_name: requiredText(LIMITS.shortText),
  last_name: requiredText(LIMITS.shortText),
  email: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(LIMITS.email)
    .regex(EMAIL_PATTERN, 'validation.email'),
  phone: text(LIMITS.phone).refine(
    (v) => v === '' || /^[+()\d\s.-]{3,40}$/.test(v),
    'validation.phone',
  ),
  current_job_title: text(LIMITS.shortText),
  bio_title: text(LIMITS.shortText),
  bio_description: text(LIMITS.bio),
  language: z.enum(LANGUAGES).default('en'),
  is_public: z.boolean().default(true),
  experiences: z.array(experienceSchema).max(LIMITS.experiences).default([]),
  educations: z.array(educationSchema).max(LIMITS.educations).default([]),
  skills: z.array(skillSchema).max(LIMITS.skills).default([]),
  links: z.array(linkSchema).max(LIMITS.links).default([]),
};

/** What create_cv accepts (the photo travels beside it as a file). */
export const cvCreateSchema = z.strictObject(cvFields);
export type CvCreateInput = z.input<typeof cvCreateSchema>;
export type CvContent = z.output<typeof cvCreateSchema>;

/** What edit_cv accepts: any subset of the fields, plus the slug, which only the owner sets. */
export const cvUpdateSchema = z.strictObject({
  ...Object.fromEntries(Object.entries(cvFields).map(([k, v]) => [k, v.optional()])),
  slug: slugSchema.optional(),
}) as unknown as z.ZodType<Partial<CvContent> & { slug?: string }>;

export type Experience = z.output<typeof experienceSchema>;
export type Education = z.output<typeof educationSchema>;
export type Skill = z.output<typeof skillSchema> & { uuid: string };
export type Link = z.output<typeof linkSchema> & { uuid: string };

/** A CV as its owner reads it. */
export interface CvDto extends Omit<CvContent, 'skills' | 'links'> {
  uuid: string;
  slug: string | null;
  username: string | null;
  user: string;
  photo: string | null;
  skills: Skill[];
  links: Link[];
  created_at: string;
  updated_at: string;
}

/** A CV as a stranger reads it: no account ids. */
export type PublicCvDto = Omit<CvDto, 'user' | 'is_public'>;

export interface CvListItemDto {
  uuid: string;
  title: string;
  slug: string | null;
  theme: Theme;
  is_public: boolean;
  updated_at: string;
}

/** The editable content of a CV, without its ids, address and timestamps. */
export function cvContentOf(cv: CvDto): CvContent {
  const {
    uuid: _u,
    slug: _s,
    username: _n,
    user: _o,
    photo: _p,
    created_at: _c,
    updated_at: _t,
    ...content
  } = cv;
  return content;
}
