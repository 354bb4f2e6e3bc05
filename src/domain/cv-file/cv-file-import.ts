/**
 * A CV file's reading as the draft every import makes: the reading put in JSON Resume's shape and
 * read by the JSON Resume import, so its limits, levels, links and left-out lines are the same for
 * a CV file as for a JSON Resume file, plus the lines of the file the reader found no place for.
 */
import { fromJsonResume, type ImportedCv, type LeftOut } from '@/domain/json-resume';
import { META_KEY } from '@/domain/json-resume/shared';
import type { Skill } from '@/domain/cv-rows';
import { siteName } from './file-contact';
import type { ReadCv } from './read-cv-file';

export type CvFileLeftOut =
  /** What the JSON Resume import could not keep of the reading (texts over a limit, rows beyond it). */
  | LeftOut
  /** Lines under a heading the reader does not place (references, awards), or at the top. */
  | { kind: 'unplaced'; heading: string | null; lines: string[] }
  /** The person's place: a CV here has no field for it. */
  | { kind: 'place'; value: string };

export interface CvFileImport {
  cv: ImportedCv;
  moreSkills: Skill[];
  leftOut: CvFileLeftOut[];
  /** The language the file is written in, to offer it as the CV's main or second version. */
  language: 'en' | 'fi';
}

/** The reading as a JSON Resume document (dates as "2019" or "2019-03", which JSON Resume allows). */
function asJsonResume(read: ReadCv) {
  const name = [read.first_name, read.last_name].filter(Boolean).join(' ');
  return {
    basics: {
      name,
      label: read.current_job_title,
      email: read.email,
      phone: read.phone,
      summary: read.bio,
      // A link's own label ("Verkkosivu") may name no network: then it is the site's kind.
      profiles: read.links.map((link) => ({ network: siteName(link.url), url: link.url })),
    },
    work: read.experience.map((job) => ({
      name: job.company,
      position: job.position,
      location: job.location,
      startDate: job.start,
      endDate: job.end ?? '',
      summary: job.description,
    })),
    education: read.education.map((school) => ({
      institution: school.school,
      // "Master of Arts, Industrial Design": the degree, then the field it is in.
      studyType: school.degree.split(', ')[0] ?? '',
      area: school.degree.split(', ').slice(1).join(', '),
      startDate: school.start || school.end,
      endDate: school.start ? school.end : '',
    })),
    volunteer: read.volunteering.map((role) => ({
      organization: role.organisation,
      position: role.role,
      startDate: role.start,
      endDate: role.end ?? '',
      summary: role.description,
    })),
    skills: read.skills.map((skill) => ({ name: skill.name, level: skill.level })),
    languages: read.languages.map((language) => ({
      language: language.language,
      fluency: language.level,
    })),
    certificates: read.certificates.map((certificate) => ({ ...certificate })),
    projects: read.projects.map((project) => ({
      name: project.name,
      description: project.description,
      url: project.url,
      startDate: project.start,
      endDate: project.end ?? '',
    })),
    interests: read.hobbies ? [{ name: read.hobbies }] : [],
    meta: {
      language: read.language,
      [META_KEY]: {
        first_name: read.first_name,
        last_name: read.last_name,
        bio_title: read.bio_title,
      },
    },
  };
}

export function cvFileImport(read: ReadCv): CvFileImport {
  const imported = fromJsonResume(JSON.stringify(asJsonResume(read)), read.language);
  // The document is made above: it always parses and always has basics.
  if (!imported.ok) throw new Error(`cv-file: ${imported.reason}`);
  const unplaced = new Map<string | null, string[]>();
  for (const { heading, text } of read.unplaced)
    unplaced.set(heading, [...(unplaced.get(heading) ?? []), text]);
  const leftOut: CvFileLeftOut[] = [
    ...imported.leftOut,
    ...(read.location ? [{ kind: 'place' as const, value: read.location }] : []),
    ...[...unplaced].map(([heading, lines]) => ({ kind: 'unplaced' as const, heading, lines })),
  ];
  return { cv: imported.cv, moreSkills: imported.moreSkills, leftOut, language: read.language };
}
