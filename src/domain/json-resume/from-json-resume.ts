/**
 * A JSON Resume file (from any tool) as a CV draft, with a list of everything that did not fit our
 * fields: more skills than a CV holds, text over a limit, unknown networks, sections we lack.
 */
import { z } from 'zod';
import type { CvContent } from '@/domain/cv';
import { MONTH_DATE } from '@/domain/cv-fields';
import {
  LINK_TYPES,
  PROFICIENCIES,
  type Education,
  type Experience,
  type Link,
  type LinkType,
  type Proficiency,
  type Skill,
} from '@/domain/cv-rows';
import { LANGUAGES } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import { LEVEL_ALIASES, META_KEY, NETWORK_ALIASES, omitEmpty } from './shared';

/** A string where one is expected; anything else reads as missing (a file from any tool). */
const str = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
/** A list of `item`s; anything but a list reads as an empty one. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .unknown()
    .optional()
    .transform((v) => (Array.isArray(v) ? v : []).map((x): z.output<T> => item.parse(x)));
/** An object of `shape`; anything but an object reads as an empty one. */
const record = <T extends z.ZodRawShape>(shape: T) =>
  z
    .unknown()
    .optional()
    .transform((v) =>
      z.object(shape).parse(typeof v === 'object' && v && !Array.isArray(v) ? v : {}),
    );

/** How many entries a section has (0 when it is missing or not a list). */
const count = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? v.length : 0));

/** Sections of JSON Resume that a CV here has no place for. */
const OTHER_SECTIONS = [
  'volunteer',
  'awards',
  'certificates',
  'publications',
  'languages',
  'interests',
  'references',
  'projects',
] as const;

const importSchema = z.object({
  volunteer: count,
  awards: count,
  certificates: count,
  publications: count,
  languages: count,
  interests: count,
  references: count,
  projects: count,
  basics: record({
    name: str,
    label: str,
    image: str,
    email: str,
    phone: str,
    url: str,
    summary: str,
    profiles: list(record({ network: str, url: str, username: str })),
  }),
  work: list(
    record({
      name: str,
      company: str,
      position: str,
      location: str,
      startDate: str,
      endDate: str,
      summary: str,
      highlights: list(str),
    }),
  ),
  education: list(
    record({ institution: str, studyType: str, area: str, startDate: str, endDate: str }),
  ),
  skills: list(record({ name: str, level: str })),
  meta: record({
    language: str,
    [META_KEY]: record({ first_name: str, last_name: str, title: str, theme: str, bio_title: str }),
  }),
});

/** Something of the file that is not in the draft, for the user to read (never dropped silently). */
export type LeftOut =
  | { kind: 'cut'; field: string; kept: number; dropped: number }
  | { kind: 'skills'; names: string[] }
  | { kind: 'rows'; list: 'experiences' | 'educations' | 'links'; count: number }
  | { kind: 'profile'; network: string; url: string }
  | { kind: 'photo' }
  | { kind: 'section'; name: string; count: number };

export type ImportedCv = Pick<
  CvContent,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'current_job_title'
  | 'bio_description'
  | 'experiences'
  | 'educations'
  | 'skills'
  | 'links'
  | 'title'
  | 'bio_title'
> &
  Partial<Pick<CvContent, 'language'>> & {
    /** A template name as the file says it; the draft checks it like any other. */
    theme?: string;
  };

export type JsonResumeImport =
  | { ok: true; cv: ImportedCv; leftOut: LeftOut[] }
  | { ok: false; reason: 'not_json' | 'not_resume' };

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;

/** A month as we store it, from any JSON Resume date (2017, 2017-08, 2017-08-15). */
function toMonth(value: string): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const date = `${match[1]}-${match[2] ?? '01'}-01`;
  return MONTH_DATE.test(date) ? date : null;
}

/** A level in words (Expert, advanced, …) as one of ours; an unknown level reads as intermediate. */
function toProficiency(level: string): Proficiency {
  const key = level.trim().toLowerCase();
  return PROFICIENCIES.find((p) => p === key) ?? LEVEL_ALIASES[key] ?? (key ? 'intermediate' : '');
}

function toLinkType(network: string): LinkType | null {
  const key = network.trim().toLowerCase();
  return LINK_TYPES.find((t) => t === key) ?? NETWORK_ALIASES[key] ?? null;
}

/** Reads a JSON Resume file's text into a draft; what does not fit is listed in `leftOut`. */
export function fromJsonResume(text: string): JsonResumeImport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !('basics' in raw)) {
    return { ok: false, reason: 'not_resume' };
  }
  const doc = importSchema.parse(raw);
  const leftOut: LeftOut[] = [];

  /** Plain text within `max` characters (single line unless `multiline`); a cut is listed. */
  const fit = (field: string, value: string, max: number, multiline = false) => {
    let clean = value.replace(CONTROL, '');
    if (!multiline) clean = clean.replace(/\s*[\r\n]+\s*/g, ' ');
    clean = clean.trim();
    const chars = [...clean];
    if (chars.length <= max) return clean;
    leftOut.push({ kind: 'cut', field, kept: max, dropped: chars.length - max });
    return chars.slice(0, max).join('').trim();
  };
  const take = <T>(rows: T[], max: number, listName: 'experiences' | 'educations' | 'links') => {
    if (rows.length > max) leftOut.push({ kind: 'rows', list: listName, count: rows.length - max });
    return rows.slice(0, max);
  };

  const { basics, meta } = doc;
  const own = meta[META_KEY];
  // Our own export says which words are the last name; from elsewhere it is the last word.
  const words = basics.name.split(/\s+/).filter(Boolean);
  const splitLast = words.length > 1 ? (words.pop() ?? '') : '';
  const ownName = Boolean(own.first_name || own.last_name);
  const first = ownName ? own.first_name : words.join(' ');
  const last = ownName ? own.last_name : splitLast;

  const experiences: Experience[] = take(doc.work, LIMITS.experiences, 'experiences').map(
    (w, i) => {
      const description = [w.summary, ...w.highlights.map((h) => `• ${h}`)]
        .filter(Boolean)
        .join('\n');
      return {
        uuid: crypto.randomUUID(),
        company_name: fit(`experiences.${i}.company_name`, w.name || w.company, LIMITS.shortText),
        role: fit(`experiences.${i}.role`, w.position, LIMITS.shortText),
        location: fit(`experiences.${i}.location`, w.location, LIMITS.shortText),
        description: fit(
          `experiences.${i}.description`,
          description,
          LIMITS.experienceDescription,
          true,
        ),
        start_date: toMonth(w.startDate),
        end_date: toMonth(w.endDate),
      };
    },
  );
  const educations: Education[] = take(doc.education, LIMITS.educations, 'educations').map(
    (e, i) => ({
      uuid: crypto.randomUUID(),
      institution: fit(`educations.${i}.institution`, e.institution, LIMITS.shortText),
      degree: fit(`educations.${i}.degree`, e.studyType, LIMITS.shortText),
      field_of_study: fit(`educations.${i}.field_of_study`, e.area, LIMITS.fieldOfStudy),
      start_date: toMonth(e.startDate),
      end_date: toMonth(e.endDate),
    }),
  );

  const named = doc.skills.filter((s) => s.name.trim());
  if (named.length > LIMITS.skills) {
    leftOut.push({ kind: 'skills', names: named.slice(LIMITS.skills).map((s) => s.name.trim()) });
  }
  const skills: Skill[] = named.slice(0, LIMITS.skills).map((s, i) => ({
    uuid: crypto.randomUUID(),
    skill_name: fit(`skills.${i}.skill_name`, s.name, LIMITS.shortText),
    proficiency: toProficiency(s.level),
  }));

  const found: Link[] = [];
  for (const profile of basics.profiles) {
    const type = toLinkType(profile.network);
    if (type && profile.url.trim())
      found.push({ uuid: crypto.randomUUID(), link_type: type, url: profile.url.trim() });
    else if (profile.url.trim() || profile.network.trim())
      leftOut.push({ kind: 'profile', network: profile.network.trim(), url: profile.url.trim() });
  }
  const website = basics.url.trim();
  if (website && !found.some((l) => l.url === website))
    found.push({ uuid: crypto.randomUUID(), link_type: 'website', url: website });
  const links = take(found, LIMITS.links, 'links');

  if (basics.image.trim()) leftOut.push({ kind: 'photo' });
  for (const name of OTHER_SECTIONS) {
    const count = doc[name];
    if (count > 0) leftOut.push({ kind: 'section', name, count });
  }

  const language = LANGUAGES.find((l) => l === meta.language);
  const cv: ImportedCv = {
    first_name: fit('first_name', first, LIMITS.shortText),
    last_name: fit('last_name', last, LIMITS.shortText),
    email: fit('email', basics.email, LIMITS.email),
    phone: fit('phone', basics.phone, LIMITS.phone),
    current_job_title: fit('current_job_title', basics.label, LIMITS.shortText),
    bio_description: fit('bio_description', basics.summary, LIMITS.bio, true),
    experiences,
    educations,
    skills,
    links,
    title: fit('title', own.title, LIMITS.title),
    bio_title: fit('bio_title', own.bio_title, LIMITS.shortText),
    ...omitEmpty({ theme: own.theme, language }),
  };
  return { ok: true, cv, leftOut };
}
