/**
 * LinkedIn's data export as a CV draft, the same draft a JSON Resume file makes, with a list of
 * everything that did not fit and how many rows of each section the export holds.
 */
import { cvContentSchema } from '@/domain/cv';
import type { Education, Experience, Skill } from '@/domain/cv-rows';
import type { ImportedCv, LeftOut } from '@/domain/json-resume';
import { UNKNOWN_FLUENCY_LEVEL } from '@/domain/json-resume/fluency';
import { fieldReaders, filled } from '@/domain/json-resume/import-fields';
import type { Language } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import {
  noMoreRows,
  type Certificate,
  type LanguageSkill,
  type Project,
} from '@/domain/section-rows';
import { readTable } from './csv';
import { readDate } from './dates';
import type { FieldOf, LinkedInFile } from './files';
import type { LinkedInFound, LinkedInLeftOut } from './left-out';
import { toLevel } from './proficiency';
import { htmlToText, plain } from './text';
import type { LinkedInFiles } from './unzip';

export interface LinkedInImport {
  cv: ImportedCv;
  /** The skills beyond the CV's limit (named as left out), for the user to pick from. */
  moreSkills: Skill[];
  leftOut: LinkedInLeftOut[];
  found: LinkedInFound;
}

/** "Yes" in the Primary column, as English and Finnish exports write it. */
const YES = /^(?:yes|true|1|kyllä)$/i;

/**
 * Reads the export's files into a draft; what does not fit is listed in `leftOut`. `language` is
 * the CV's: it decides whether "4/3/2019" is April (English) or March (Finnish).
 */
export function fromLinkedIn(files: LinkedInFiles, language: Language): LinkedInImport {
  const leftOut: LinkedInLeftOut[] = [...files.refused];
  // The JSON Resume import's readers list their cuts here; each is moved over as it is made.
  const shared: LeftOut[] = [];
  const readers = fieldReaders(shared);
  const flush = () => {
    for (const item of shared.splice(0)) {
      if (item.kind === 'cut' || item.kind === 'url' || item.kind === 'rows') leftOut.push(item);
    }
  };
  const fit = (field: string, value: string, max: number, multiline = false) => {
    const text = readers.fit(field, plain(value, multiline), max, multiline);
    flush();
    return text;
  };
  // Text as a field keeps it, with no limit: what is left of a value once nothing unsafe is.
  const cleaned = (value: string) => readers.fit('', plain(value), Number.POSITIVE_INFINITY);
  const description = (field: string, value: string, max: number) =>
    fit(field, htmlToText(value), max, true);
  const webAddress = (field: string, value: string) => {
    const url = readers.webAddress(field, plain(value));
    flush();
    return url;
  };
  const take = <T>(rows: T[], max: number, list: Parameters<typeof readers.take>[2]) => {
    const first = readers.take(rows, max, list);
    flush();
    return first;
  };

  /** A file's rows that have anything in them; a file without a header we know is listed. */
  const rowsOf = <F extends LinkedInFile>(file: F): Array<Record<FieldOf<F>, string>> => {
    const found = files.files[file];
    if (!found) return [];
    const table = readTable(found.text, file);
    if (!table) {
      leftOut.push({ kind: 'file', file, name: found.name, reason: 'no_header' });
      return [];
    }
    if (table.unread.length) leftOut.push({ kind: 'columns', file, columns: table.unread });
    return table.rows.filter((row) => filled(...Object.values<string>(row).map(cleaned)));
  };

  /** A month, or null with the value listed when it is no date we can read. */
  const month = (field: string, value: string) => {
    const read = readDate(value, language);
    if (read.ok) return read.month;
    leftOut.push({ kind: 'date', field, value: plain(value).trim(), reason: 'unreadable' });
    return null;
  };
  /** Start and end months; an end before the start is listed and left empty. */
  const dates = (row: string, start: string, end: string) => {
    const start_date = month(`${row}.start_date`, start);
    const end_date = month(`${row}.end_date`, end);
    if (start_date && end_date && end_date < start_date) {
      leftOut.push({
        kind: 'date',
        field: `${row}.end_date`,
        value: plain(end).trim(),
        reason: 'before_start',
      });
      return { start_date, end_date: null };
    }
    return { start_date, end_date };
  };
  /** Rows with their name, and how many without one were listed. */
  const named = <T>(
    rows: T[],
    name: (row: T) => string,
    list: 'projects' | 'certificates' | 'language_skills',
  ) => {
    const withName = rows.filter((row) => cleaned(name(row)));
    if (withName.length < rows.length)
      leftOut.push({ kind: 'unnamed', list, count: rows.length - withName.length });
    return withName;
  };

  const profile = rowsOf('profile')[0];

  const positions = rowsOf('positions');
  const experiences: Experience[] = take(positions, LIMITS.experiences, 'experiences').map(
    (p, i) => ({
      uuid: crypto.randomUUID(),
      company_name: fit(`experiences.${i}.company_name`, p.company, LIMITS.shortText),
      role: fit(`experiences.${i}.role`, p.title, LIMITS.shortText),
      location: fit(`experiences.${i}.location`, p.location, LIMITS.shortText),
      description: description(
        `experiences.${i}.description`,
        p.description,
        LIMITS.experienceDescription,
      ),
      ...dates(`experiences.${i}`, p.start, p.end),
    }),
  );

  const schools = rowsOf('education');
  const educations: Education[] = take(schools, LIMITS.educations, 'educations').map((e, i) => ({
    uuid: crypto.randomUUID(),
    institution: fit(`educations.${i}.institution`, e.school, LIMITS.shortText),
    degree: fit(`educations.${i}.degree`, e.degree, LIMITS.shortText),
    field_of_study: fit(`educations.${i}.field_of_study`, e.field, LIMITS.fieldOfStudy),
    ...dates(`educations.${i}`, e.start, e.end),
  }));

  const skillRows = rowsOf('skills');
  const skillNames = skillRows.map((s) => cleaned(s.name)).filter(Boolean);
  if (skillNames.length > LIMITS.skills)
    leftOut.push({ kind: 'skills', names: skillNames.slice(LIMITS.skills) });
  // LinkedIn has no skill levels: no level is said, as for a JSON Resume skill without one. Every
  // skill is a row, so the review can offer the ones beyond the limit in their place.
  const skillList: Skill[] = skillNames.map((name, i) => ({
    uuid: crypto.randomUUID(),
    skill_name: fit(`skills.${i}.skill_name`, name, LIMITS.shortText),
    proficiency: '',
  }));
  const skills = skillList.slice(0, LIMITS.skills);

  const languageRows = rowsOf('languages');
  const language_skills: LanguageSkill[] = take(
    named(languageRows, (l) => l.name, 'language_skills'),
    LIMITS.language_skills,
    'language_skills',
  ).map((l, i) => {
    const name = fit(`language_skills.${i}.language`, l.name, LIMITS.shortText);
    const level = toLevel(l.proficiency);
    if (!level && l.proficiency.trim())
      leftOut.push({ kind: 'fluency', language: name, fluency: plain(l.proficiency).trim() });
    return { uuid: crypto.randomUUID(), language: name, level: level ?? UNKNOWN_FLUENCY_LEVEL };
  });

  const certificateRows = rowsOf('certifications');
  const certificates: Certificate[] = take(
    named(certificateRows, (c) => c.name, 'certificates'),
    LIMITS.certificates,
    'certificates',
  ).map((c, i) => ({
    uuid: crypto.randomUUID(),
    name: fit(`certificates.${i}.name`, c.name, LIMITS.shortText),
    issuer: fit(`certificates.${i}.issuer`, c.authority, LIMITS.shortText),
    date: month(`certificates.${i}.date`, c.start),
    url: webAddress(`certificates.${i}.url`, c.url),
  }));

  const projectRows = rowsOf('projects');
  const projects: Project[] = take(
    named(projectRows, (p) => p.title, 'projects'),
    LIMITS.projects,
    'projects',
  ).map((p, i) => ({
    uuid: crypto.randomUUID(),
    name: fit(`projects.${i}.name`, p.title, LIMITS.shortText),
    description: description(`projects.${i}.description`, p.description, LIMITS.projectDescription),
    url: webAddress(`projects.${i}.url`, p.url),
    ...dates(`projects.${i}`, p.start, p.end),
  }));

  const cv: ImportedCv = {
    first_name: fit('first_name', profile?.first_name ?? '', LIMITS.shortText),
    last_name: fit('last_name', profile?.last_name ?? '', LIMITS.shortText),
    email: contact('email', emailsOf(rowsOf('emails')), leftOut),
    phone: contact('phone', phonesOf(rowsOf('phones')), leftOut),
    current_job_title: fit('current_job_title', profile?.headline ?? '', LIMITS.shortText),
    bio_description: description('bio_description', profile?.summary ?? '', LIMITS.bio),
    experiences,
    educations,
    skills,
    links: [],
    ...noMoreRows(),
    projects,
    certificates,
    language_skills,
    custom_sections: [],
    section_order: [],
    hidden_sections: [],
    title: '',
    bio_title: '',
  };
  const found: LinkedInFound = {
    jobs: positions.length,
    schools: schools.length,
    skills: skillNames.length,
    languages: languageRows.length,
    certificates: certificateRows.length,
    projects: projectRows.length,
  };
  return { cv, moreSkills: skillList.slice(LIMITS.skills), leftOut, found };
}

/** The addresses, the primary one first (else in the file's order). */
function emailsOf(rows: Array<Record<'email' | 'primary', string>>): string[] {
  const addresses = rows.filter((r) => r.email.trim());
  const primary = addresses.filter((r) => YES.test(r.primary.trim()));
  const others = addresses.filter((r) => !YES.test(r.primary.trim()));
  return [...primary, ...others].map((r) => plain(r.email).trim());
}

/** The numbers in the file's order, each with its extension in brackets (a phone field's words). */
function phonesOf(rows: Array<Record<'number' | 'extension', string>>): string[] {
  return rows
    .filter((r) => r.number.trim())
    .map((r) => {
      const extension = plain(r.extension).trim();
      return plain(r.number).trim() + (extension ? ` (${extension})` : '');
    });
}

/** The first value if the CV's check takes it (else listed); the others are listed. */
function contact(field: 'email' | 'phone', values: string[], leftOut: LinkedInLeftOut[]): string {
  const [first = '', ...others] = values;
  for (const value of others) leftOut.push({ kind: 'contact', field, value, reason: 'another' });
  if (!first || cvContentSchema.shape[field].safeParse(first).success) return first;
  leftOut.push({ kind: 'contact', field, value: first, reason: 'invalid' });
  return '';
}
