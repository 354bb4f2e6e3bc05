/** A CV as a JSON Resume document (schema 1.x); our extras travel in `meta` (see ./shared). */
import type { CvDesign } from '@/domain/design';
import type { CvContent } from '@/domain/cv';
import type { Language } from '@/domain/languages';
import type { SectionKey } from '@/domain/sections';
import {
  FLUENCIES,
  LEVELS,
  META_KEY,
  NETWORKS,
  OWN_SECTION_TITLES,
  omitEmpty,
  type CustomSectionInMeta,
  type OwnSectionSource,
} from './shared';
import { UNMAPPED_OWN_SOURCES, mappedSections } from './mapped-lists';

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
  /**
   * The sections below are written from a list's mapping (mapped-lists.ts, each field by its name
   * there) or from the owner's own sections (volunteer, awards, publications where no list maps
   * them): every one is written, with no entries where the CV has none.
   */
  projects?: Array<Record<string, string>>;
  certificates?: Array<Record<string, string>>;
  languages: { language: string; fluency: string }[];
  interests: { name: string; keywords?: string[] }[];
  /** Our volunteering list; before the list existed, an own section named so. */
  volunteer?: {
    position: string;
    organization?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
  }[];
  /** `url` and `endDate` are ours (the schema allows more properties): an award may have them here. */
  awards?: {
    title: string;
    awarder?: string;
    date?: string;
    summary?: string;
    url?: string;
    endDate?: string;
  }[];
  /** `endDate` is ours, as in `awards`. */
  publications?: {
    name: string;
    publisher?: string;
    releaseDate?: string;
    url?: string;
    summary?: string;
    endDate?: string;
  }[];
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
      section_order: SectionKey[];
      hidden_sections: SectionKey[];
      custom_sections: CustomSectionInMeta[];
      design: CvDesign;
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

/**
 * Which of the owner's own sections leave as JSON Resume's volunteer, awards and publications: the
 * first one titled as an import names that section in the CV's language (the CV keeps no other
 * trace of where a section came from, and a section the owner named so is that section anyway).
 */
function ownSectionSources(cv: JsonResumeSource): Map<string, OwnSectionSource> {
  const sources = new Map<string, OwnSectionSource>();
  for (const section of cv.custom_sections) {
    const source = UNMAPPED_OWN_SOURCES.find(
      (s) =>
        OWN_SECTION_TITLES[s][cv.language] === section.title && ![...sources.values()].includes(s),
    );
    if (source) sources.set(section.uuid, source);
  }
  return sources;
}

export function toJsonResume(cv: JsonResumeSource, lastModified?: Date): JsonResume {
  const website = cv.links.find((l) => l.link_type === 'website');
  const sources = ownSectionSources(cv);
  const entries = (source: OwnSectionSource) =>
    (cv.custom_sections.find((s) => sources.get(s.uuid) === source)?.entries ?? []).map((e) => ({
      ...e,
      start: toIsoMonth(e.start_date),
      end: toIsoMonth(e.end_date),
    }));
  const written = {
    volunteer: entries('volunteer').map((e) => ({
      ...omitEmpty({
        organization: e.subtitle,
        url: e.url,
        startDate: e.start,
        endDate: e.end,
        summary: e.description,
      }),
      position: e.title,
    })),
    awards: entries('awards').map((e) => ({
      ...omitEmpty({
        awarder: e.subtitle,
        date: e.start,
        summary: e.description,
        url: e.url,
        endDate: e.end,
      }),
      title: e.title,
    })),
    publications: entries('publications').map((e) => ({
      ...omitEmpty({
        publisher: e.subtitle,
        releaseDate: e.start,
        url: e.url,
        summary: e.description,
        endDate: e.end,
      }),
      name: e.title,
    })),
  };
  // Only the sections no list of ours maps are written from the owner's own.
  const ownSections = Object.fromEntries(
    UNMAPPED_OWN_SOURCES.map((source) => [source, written[source]]),
  );
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
    ...mappedSections(cv),
    languages: cv.language_skills.map((l) => ({
      language: l.language,
      fluency: FLUENCIES[cv.language][l.level],
    })),
    // The details as one keyword: split at commas, "a,b" would come back as "a, b".
    interests: cv.interests.map((i) => ({
      name: i.name,
      ...(i.details.trim() && { keywords: [i.details] }),
    })),
    ...ownSections,
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
        section_order: cv.section_order,
        hidden_sections: cv.hidden_sections,
        design: cv.design,
        custom_sections: cv.custom_sections.map((section): CustomSectionInMeta => {
          const from = sources.get(section.uuid);
          return from
            ? { uuid: section.uuid, from }
            : {
                uuid: section.uuid,
                title: section.title,
                entries: section.entries.map(({ uuid: _id, ...entry }) => entry),
              };
        }),
      },
    },
  };
}
