/** What a JSON Resume file from any tool reads as: every value we read, defaulted when missing. */
import { z } from 'zod';
import { META_KEY } from './shared';

/** A string where one is expected; anything else reads as missing (a file from any tool). */
export const str = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
/** A list of `item`s; anything but a list reads as an empty one. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .unknown()
    .optional()
    .transform((v) => (Array.isArray(v) ? v : []).map((x): z.output<T> => item.parse(x)));
/** An object of `shape`; anything but an object reads as an empty one. */
export const record = <T extends z.ZodRawShape>(shape: T) =>
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
export const OTHER_SECTIONS = ['references'] as const;

const dates = { startDate: str, endDate: str };
const entryInMeta = record({
  title: str,
  subtitle: str,
  description: str,
  start_date: str,
  end_date: str,
  url: str,
});

export const importSchema = z.object({
  references: count,
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
      summary: str,
      highlights: list(str),
      ...dates,
    }),
  ),
  education: list(
    record({ institution: str, studyType: str, area: str, startDate: str, endDate: str }),
  ),
  skills: list(record({ name: str, level: str })),
  languages: list(record({ language: str, fluency: str })),
  interests: list(record({ name: str, keywords: list(str) })),
  // `url` and `endDate` of awards and publications are our export's (see to-json-resume.ts).
  volunteer: list(
    record({
      organization: str,
      position: str,
      url: str,
      summary: str,
      highlights: list(str),
      ...dates,
    }),
  ),
  awards: list(
    record({ title: str, awarder: str, date: str, summary: str, url: str, endDate: str }),
  ),
  publications: list(
    record({
      name: str,
      publisher: str,
      releaseDate: str,
      url: str,
      summary: str,
      endDate: str,
    }),
  ),
  meta: record({
    language: str,
    [META_KEY]: record({
      first_name: str,
      last_name: str,
      title: str,
      theme: str,
      bio_title: str,
      section_order: list(str),
      hidden_sections: list(str),
      /** Read key by key (designFrom): a value we do not offer is named, the rest kept. */
      design: z.unknown().optional(),
      custom_sections: list(
        record({ uuid: str, from: str, title: str, entries: list(entryInMeta) }),
      ),
    }),
  }),
});
export type JsonResumeFile = z.output<typeof importSchema>;
