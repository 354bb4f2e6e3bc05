/**
 * For tests only: CSV files written the way LinkedIn's export writes them (a byte-order mark, every
 * cell quoted, CRLF, sometimes "Notes:" lines before the header) and ZIPs of them.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { CV_CREATE_DEFAULTS, cvContentSchema } from '@/domain/cv';
import type { ImportedCv } from '@/domain/json-resume';
import type { Language } from '@/domain/languages';
import { fromLinkedIn, readLinkedInCsvs, type LinkedInFiles } from './index';
import type { LinkedInImport } from './from-linkedin';

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/** A CSV as LinkedIn writes it; `notes` go before the header, as in some of its files. */
export function linkedInCsv(rows: string[][], options: { notes?: string[]; bom?: boolean } = {}) {
  const notes = options.notes?.length ? ['Notes:', ...options.notes.map(quoted), ''] : [];
  const lines = [...notes, ...rows.map((row) => row.map(quoted).join(','))];
  return `${options.bom === false ? '' : '\ufeff'}${lines.join('\r\n')}\r\n`;
}

/** A ZIP of the files by their paths (folders as the path says). */
export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [path, body] of Object.entries(files))
    entries[path] = typeof body === 'string' ? strToU8(body) : body;
  return zipSync(entries);
}

const PROFILE_HEADER = [
  'First Name',
  'Last Name',
  'Maiden Name',
  'Address',
  'Birth Date',
  'Headline',
  'Summary',
  'Industry',
  'Zip Code',
  'Geo Location',
  'Twitter Handles',
  'Websites',
  'Instant Messengers',
];

/** An English export of today, with most of what a CV reads. */
export const ENGLISH_EXPORT: Record<string, string> = {
  'Profile.csv': linkedInCsv([
    PROFILE_HEADER,
    [
      'Anna',
      'Virtanen',
      '',
      '',
      '',
      'Product designer',
      'I design <b>calm</b> tools.<br>Helsinki &amp; remote.',
      'Design',
      '',
      'Helsinki, Uusimaa, Finland',
      '',
      '',
      '',
    ],
  ]),
  'Positions.csv': linkedInCsv([
    ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
    [
      'Acme Oy',
      'Lead designer',
      'Led the design team.\r\nShipped "Calm", the app.',
      'Helsinki',
      'Mar 2019',
      '',
    ],
    ['Hooli', 'Designer', '', 'Espoo, Finland', 'Jan 2016', 'Feb 2019'],
  ]),
  'Education.csv': linkedInCsv([
    ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
    ['Aalto University', '2010', '2015', 'Thesis on calm tools', 'Master of Arts', 'Choir'],
  ]),
  'Skills.csv': linkedInCsv([['Name'], ['Figma'], ['User research'], ['Prototyping']]),
  'Languages.csv': linkedInCsv([
    ['Name', 'Proficiency'],
    ['Finnish', 'Native or bilingual proficiency'],
    ['English', 'Full professional proficiency'],
    ['Swedish', 'Limited working proficiency'],
  ]),
  'Certifications.csv': linkedInCsv([
    ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
    ['Certified Scrum Master', 'scrumalliance.org/anna', 'Scrum Alliance', 'Nov 2021', '', ''],
  ]),
  'Projects.csv': linkedInCsv([
    ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
    ['Calm', 'A calm to-do app.', 'https://calm.example.com', 'Aug 2020', 'Dec 2020'],
  ]),
  'Email Addresses.csv': linkedInCsv([
    ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
    ['old@example.com', 'Yes', 'No', '3/1/15, 10:00 AM'],
    ['anna@example.com', 'Yes', 'Yes', '3/1/19, 10:00 AM'],
  ]),
  'PhoneNumbers.csv': linkedInCsv([
    ['Extension', 'Number', 'Type'],
    ['', '+358 40 123 4567', 'Mobile'],
  ]),
};

/** The files read, or the test fails with the problem. */
export const filesOf = (result: LinkedInFiles | { problem: string }): LinkedInFiles => {
  if ('problem' in result) throw new Error(`not read: ${result.problem}`);
  return result;
};

/** The import of CSV files by name, as a user picks them. */
export const importCsvs = (
  csvs: Record<string, string>,
  language: Language = 'en',
): LinkedInImport =>
  fromLinkedIn(
    filesOf(readLinkedInCsvs(Object.entries(csvs).map(([name, text]) => ({ name, text })))),
    language,
  );

/** The problems the CV's own check finds in the draft (a name and an address given if missing). */
export function draftProblems(cv: ImportedCv): string[] {
  const stored = {
    ...CV_CREATE_DEFAULTS,
    ...cv,
    first_name: cv.first_name || 'A',
    last_name: cv.last_name || 'B',
    email: cv.email || 'a@example.com',
  };
  const error = cvContentSchema.safeParse(stored).error;
  return (error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
