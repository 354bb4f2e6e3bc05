/**
 * A job application: the job (company, role, the ad's text, its link), where it stands, when to
 * follow it up, the owner's notes, and the version of one of the owner's CVs made for it, kept as
 * what it does differently from the CV (./cv-version.ts). The app, the server and the worker obey
 * these schemas alike.
 */
import { z } from 'zod';
import { multilineText, requiredText, text, webUrl } from './cv-fields';
import { LIMITS } from './limits';
import { versionOverridesSchema } from './cv-version';
import { coverLetterSchema } from './cover-letter';

export const APPLICATION_STATUSES = [
  'saved',
  'applied',
  'interview',
  'offer',
  'no',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses still in play: their follow-ups are due, the dashboard counts them as open. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = [
  'saved',
  'applied',
  'interview',
  'offer',
];

/** A calendar day as YYYY-MM-DD, one that exists (no 31 February). */
export const DAY_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export function isDay(value: string): boolean {
  if (!DAY_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const day = z.string().refine(isDay, 'validation.day').nullable();

/** The calendar day (YYYY-MM-DD) `at` falls on where the device is: "today" on a phone. */
export function dayOn(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/**
 * A version's own public address is its CV's with `?for={share_key}`: a key of the owner's phone's
 * making, not a name, so the address says nothing of the job and cannot be guessed.
 */
export const VERSION_LINK_PARAM = 'for';
export const SHARE_KEY = /^[A-Za-z0-9_-]{16,64}$/;
export const isShareKey = (value: unknown): value is string =>
  typeof value === 'string' && SHARE_KEY.test(value);

/** The public address of a version: its CV's address (`/{username}[/{slug}]`) with its key. */
export const versionLink = (cvAddress: string, shareKey: string): string =>
  `${cvAddress}?${VERSION_LINK_PARAM}=${shareKey}`;

/** What the owner writes of an application (all of it on create; any of it on a PATCH). */
export const applicationFieldsSchema = z.strictObject({
  company: requiredText(LIMITS.shortText),
  role: text(LIMITS.shortText),
  job_ad: multilineText(LIMITS.jobAd),
  /** The ad's address; '' for none. */
  url: z.union([z.literal(''), webUrl]),
  /** The CV this application's version is made of (one of the owner's). */
  cv: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  applied_on: day,
  follow_up_on: day,
  notes: multilineText(LIMITS.applicationNotes),
  /** What the version does differently from the CV. */
  overrides: versionOverridesSchema,
  /** The version's own public link's key (see VERSION_LINK_PARAM); null: the version has none. */
  share_key: z.string().regex(SHARE_KEY, 'validation.invalid').nullable(),
  /** The cover letter for this job (./cover-letter.ts); null until the owner starts one. */
  letter: coverLetterSchema.nullable(),
});
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** What a new application starts with for a field it was not sent. */
export const APPLICATION_DEFAULTS = {
  role: '',
  job_ad: '',
  url: '',
  status: 'saved',
  applied_on: null,
  follow_up_on: null,
  notes: '',
  overrides: {},
  share_key: null,
  letter: null,
} satisfies Partial<z.input<typeof applicationFieldsSchema>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** POST /api/applications/: company and cv required, the rest defaulted. */
export const applicationCreateSchema = z.preprocess(
  (input) => (isRecord(input) ? { ...APPLICATION_DEFAULTS, ...input } : input),
  applicationFieldsSchema,
);
/** PATCH /api/applications/{uuid}/: any of the fields. */
export const applicationPatchSchema = applicationFieldsSchema.partial();
export type ApplicationPatch = z.output<typeof applicationPatchSchema>;

/** An application as its owner reads it. */
export const applicationSchema = applicationFieldsSchema.extend({
  uuid: z.uuid(),
  /** Rises with every change of the application or its version (`ETag`, `If-Match`). */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.output<typeof applicationSchema>;

export const APPLICATION_FIELD_KEYS = applicationFieldsSchema.keyof().options;

/** Whether another application may be made: the free plan keeps three, premium any number. */
export function mayAddApplication(count: number, isPremium: boolean): boolean {
  if (count >= LIMITS.applications) return false;
  return isPremium || count < LIMITS.freePlanApplications;
}

/** The follow-ups due on `today` or before, of applications still in play, soonest first. */
export function dueFollowUps<A extends Pick<Application, 'status' | 'follow_up_on'>>(
  applications: readonly A[],
  today: string,
): A[] {
  return applications
    .filter(
      (a) => a.follow_up_on !== null && a.follow_up_on <= today && OPEN_STATUSES.includes(a.status),
    )
    .sort((a, b) => (a.follow_up_on ?? '').localeCompare(b.follow_up_on ?? ''));
}
