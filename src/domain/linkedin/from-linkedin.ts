/**
 * LinkedIn's data export as a CV draft, the same draft a JSON Resume file makes, with a list of
 * everything that did not fit and how many rows of each section the export holds.
 */
import { cvContentSchema, noLists } from '@/domain/cv';
import type { Skill } from '@/domain/cv-rows';
import type { ImportedCv } from '@/domain/json-resume';
import { languageRow } from '@/domain/json-resume/fluency';
import { filled } from '@/domain/json-resume/import-fields';
import type { Language } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import type { LanguageSkill } from '@/domain/section-rows';
import { readTable } from './csv';
import { LINKEDIN_FILES, LINKEDIN_LISTS, type FieldOf, type LinkedInFile } from './files';
import type { LinkedInFound, LinkedInLeftOut } from './left-out';
import { listRows } from './mapped-lists';
import { toLevel } from './proficiency';
import { linkedInReaders } from './readers';
import { plain } from './text';
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

type ListKey = (typeof LINKEDIN_LISTS)[number]['key'];
/** What the import counts of each list read from a file of its own, by the list. */
const FOUND_OF: Partial<Record<ListKey, keyof LinkedInFound>> = {
  experiences: 'jobs',
  educations: 'schools',
  certificates: 'certificates',
  projects: 'projects',
};

/**
 * Reads the export's files into a draft; what does not fit is listed in `leftOut`. `language` is
 * the CV's: it decides whether "4/3/2019" is April (English) or March (Finnish).
 */
export function fromLinkedIn(files: LinkedInFiles, language: Language): LinkedInImport {
  const leftOut: LinkedInLeftOut[] = [...files.refused];
  const read = linkedInReaders(leftOut, language);
  const { fit, cleaned, description } = read;

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

  const profile = rowsOf('profile')[0];

  const found: LinkedInFound = {
    jobs: 0,
    schools: 0,
    skills: 0,
    languages: 0,
    certificates: 0,
    projects: 0,
  };
  let skills: Skill[] = [];
  let moreSkills: Skill[] = [];
  let language_skills: LanguageSkill[] = [];
  const lists: Partial<Record<ListKey, unknown[]>> = {};
  // File by file in their order, which the list of what was left out follows.
  for (const file of LINKEDIN_FILES) {
    const list = LINKEDIN_LISTS.find((mapped) => mapped.file === file);
    if (list) {
      const rows = rowsOf(file);
      const counted = FOUND_OF[list.key];
      if (counted) found[counted] = rows.length;
      lists[list.key] = listRows(list, rows, read);
    } else if (file === 'skills') {
      const names = rowsOf('skills')
        .map((s) => cleaned(s.name))
        .filter(Boolean);
      found.skills = names.length;
      if (names.length > LIMITS.skills)
        leftOut.push({ kind: 'skills', names: names.slice(LIMITS.skills) });
      // LinkedIn has no skill levels: no level is said, as for a JSON Resume skill without one.
      // Every skill is a row, so the review can offer the ones beyond the limit in their place.
      const rows: Skill[] = names.map((name, i) => ({
        uuid: crypto.randomUUID(),
        skill_name: fit(`skills.${i}.skill_name`, name, LIMITS.shortText),
        proficiency: '',
      }));
      skills = rows.slice(0, LIMITS.skills);
      moreSkills = rows.slice(LIMITS.skills);
    } else if (file === 'languages') {
      const rows = rowsOf('languages');
      found.languages = rows.length;
      const named = read.named(rows, (l) => cleaned(l.name) !== '', 'language_skills');
      language_skills = read
        .take(named, LIMITS.language_skills, 'language_skills')
        .map((l, i) =>
          languageRow(
            fit(`language_skills.${i}.language`, l.name, LIMITS.shortText),
            plain(l.proficiency),
            toLevel(l.proficiency),
            leftOut,
          ),
        );
    }
  }

  const cv: ImportedCv = {
    first_name: fit('first_name', profile?.first_name ?? '', LIMITS.shortText),
    last_name: fit('last_name', profile?.last_name ?? '', LIMITS.shortText),
    email: contact('email', emailsOf(rowsOf('emails')), leftOut),
    phone: contact('phone', phonesOf(rowsOf('phones')), leftOut),
    current_job_title: fit('current_job_title', profile?.headline ?? '', LIMITS.shortText),
    bio_description: description('bio_description', profile?.summary ?? '', LIMITS.bio),
    ...noLists(),
    skills,
    language_skills,
    // listRows makes each row of the fields its list declares: the fields of the list's rows.
    ...(lists as Partial<Pick<ImportedCv, ListKey>>),
    section_order: [],
    hidden_sections: [],
    title: '',
    bio_title: '',
  };
  return { cv, moreSkills, leftOut, found };
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
