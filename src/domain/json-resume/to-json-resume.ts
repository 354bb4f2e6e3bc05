/** A CV as a JSON Resume document (schema 1.x); our extras travel in `meta` (see ./shared). */
import type { CvContent } from '@/domain/cv';
import type { Language } from '@/domain/languages';
import { LEVELS, META_KEY, NETWORKS, omitEmpty } from './shared';

/** The CV content the mapping reads, with the photo's absolute address when it has one. */
export interface JsonResumeSource extends CvContent {
  photo_url?: string | null;
  /** The public address of the CV, when it is public. */
  public_url?: string | null;
}

/** The part of a JSON Resume document we write (all of it valid against schema 1.x). */
export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    profiles: { network: string; username?: string; url: string }[];
  };
  work: {
    name?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
  }[];
  education: {
    institution: string;
    studyType?: string;
    area?: string;
    startDate?: string;
    endDate?: string;
  }[];
  skills: { name: string; level?: string }[];
  meta: {
    canonical?: string;
    version: string;
    lastModified?: string;
    language: Language;
    [META_KEY]: {
      first_name: string;
      last_name: string;
      title: string;
      theme: string;
      bio_title: string;
    };
  };
}

/** A stored month (2017-08-01) as JSON Resume dates it (2017-08). */
const toIsoMonth = (date: string | null) => (date ? date.slice(0, 7) : undefined);

const lastSegment = (url: string) => {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).pop();
  } catch {
    return undefined;
  }
};

export function toJsonResume(cv: JsonResumeSource, lastModified?: Date): JsonResume {
  const website = cv.links.find((l) => l.link_type === 'website');
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      ...omitEmpty({
        name: `${cv.first_name} ${cv.last_name}`.trim(),
        label: cv.current_job_title,
        image: cv.photo_url ?? undefined,
        email: cv.email,
        phone: cv.phone,
        url: website?.url,
        summary: cv.bio_description,
      }),
      name: `${cv.first_name} ${cv.last_name}`.trim(),
      // Every link, in order (the website too, which is also basics.url), so none moves on import.
      profiles: cv.links.map((l) =>
        omitEmpty({ network: NETWORKS[l.link_type], username: lastSegment(l.url), url: l.url }),
      ),
    },
    work: cv.experiences.map((e) =>
      omitEmpty({
        name: e.company_name,
        position: e.role,
        location: e.location,
        startDate: toIsoMonth(e.start_date),
        endDate: toIsoMonth(e.end_date),
        summary: e.description,
      }),
    ),
    education: cv.educations.map((e) => ({
      ...omitEmpty({
        studyType: e.degree,
        area: e.field_of_study,
        startDate: toIsoMonth(e.start_date),
        endDate: toIsoMonth(e.end_date),
      }),
      institution: e.institution,
    })),
    skills: cv.skills.map((s) =>
      omitEmpty({ name: s.skill_name, level: s.proficiency ? LEVELS[s.proficiency] : undefined }),
    ),
    meta: {
      ...omitEmpty({
        canonical: cv.public_url ?? undefined,
        lastModified: lastModified?.toISOString().slice(0, 19),
      }),
      version: 'v1.0.0',
      language: cv.language,
      [META_KEY]: {
        first_name: cv.first_name,
        last_name: cv.last_name,
        title: cv.title,
        theme: cv.theme,
        bio_title: cv.bio_title,
      },
    },
  };
}
