/**
 * The CSV files of LinkedIn's data export that a CV reads, and the columns of each as LinkedIn has
 * named them over the years (names compared without case, spaces, underscores or hyphens). A list
 * whose rows are a file's rows says its file and columns in its declaration (`linkedIn` in
 * src/domain/section-types.ts); the files read by code of their own are named here.
 */
import { LIST_SECTIONS, SECTION_TYPES } from '@/domain/sections';

/** The files in the order the import reads them, which is the order its list of what was left out follows. */
export const LINKEDIN_FILES = [
  'profile',
  'positions',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'volunteering',
  'emails',
  'phones',
] as const;
export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

/** A header or file name as compared: no case, spaces, underscores, hyphens or byte-order mark. */
export const normalName = (name: string) => name.toLowerCase().replace(/[\s_\-\ufeff]+/g, '');

/** Each field's column names, the first as LinkedIn writes it today. */
type Columns = Readonly<Partial<Record<string, readonly string[]>>>;

/**
 * The columns read from a file, and the columns that say nothing a CV shows (whether an address is
 * confirmed, when it changed): those are not listed as left out.
 */
export interface FileColumns<C extends Columns = Columns> {
  read: C;
  quiet: readonly string[];
}

/** The files no list's declaration names: each one's name as LinkedIn writes it, and its columns. */
const OWN_FILES = {
  profile: {
    name: 'Profile.csv',
    read: {
      first_name: ['First Name', 'Given Name'],
      last_name: ['Last Name', 'Family Name', 'Surname'],
      headline: ['Headline'],
      summary: ['Summary', 'About'],
    },
    quiet: [],
  },
  skills: { name: 'Skills.csv', read: { name: ['Name', 'Skill', 'Skill Name'] }, quiet: [] },
  languages: {
    name: 'Languages.csv',
    read: { name: ['Name', 'Language'], proficiency: ['Proficiency', 'Level'] },
    quiet: [],
  },
  emails: {
    name: 'Email Addresses.csv',
    read: { email: ['Email Address', 'Email', 'Address'], primary: ['Primary'] },
    quiet: ['Confirmed', 'Updated On'],
  },
  phones: {
    name: 'PhoneNumbers.csv',
    read: { number: ['Number', 'Phone Number', 'Phone'], extension: ['Extension', 'Ext'] },
    quiet: ['Type'],
  },
} as const satisfies Partial<Record<LinkedInFile, FileColumns & { name: string }>>;
type OwnFile = keyof typeof OWN_FILES;
const isOwnFile = (file: LinkedInFile): file is OwnFile => file in OWN_FILES;

/** A file's key from the name a declaration gives it: "Positions.csv" is 'positions'. */
const fileOfName = (name: string) =>
  LINKEDIN_FILES.find((file) => `${file}.csv` === normalName(name));

/** The lists whose rows are a file's rows, field by field, as their declarations say. */
export const LINKEDIN_LISTS = LIST_SECTIONS.flatMap((key) => {
  const { linkedIn, fields, required, max } = SECTION_TYPES[key];
  // Skills are read by name alone, never field by field.
  if (!linkedIn || key === 'skills') return [];
  const file = fileOfName(linkedIn.file);
  return file ? [{ key, file, max, fields, required, mapping: linkedIn }] : [];
});
export type LinkedInList = (typeof LINKEDIN_LISTS)[number];

/** The lists' files' names and columns, by file. */
const LIST_FILES = new Map(
  LINKEDIN_LISTS.map(({ file, mapping }) => [
    file,
    { name: mapping.file, read: mapping.columns, quiet: [] },
  ]),
);

/** A file's name and columns; a file the import knows always has them. */
const knownFile = (file: LinkedInFile): FileColumns & { name: string } =>
  (isOwnFile(file) ? OWN_FILES[file] : LIST_FILES.get(file)) ?? { name: file, read: {}, quiet: [] };

/** Each file's name as LinkedIn writes it, for the user to recognise. */
export const LINKEDIN_FILE_NAMES = Object.fromEntries(
  LINKEDIN_FILES.map((file) => [file, knownFile(file).name]),
  // Object.fromEntries cannot say that every file has its name; the map over every file does.
) as Record<LinkedInFile, string>;

/** Which of our files a path in the ZIP (or a picked file's name) is, or null. */
export function linkedInFileOf(path: string): LinkedInFile | null {
  const base = normalName(path.split(/[/\\]/).pop() ?? '');
  return LINKEDIN_FILES.find((file) => normalName(LINKEDIN_FILE_NAMES[file]) === base) ?? null;
}

/** The fields read from one file: a list's are its declared fields' names. */
export type FieldOf<F extends LinkedInFile> = F extends OwnFile
  ? keyof (typeof OWN_FILES)[F]['read'] & string
  : string;

/** The columns read from one file, and those left out quietly. */
export const columnsOf = (file: LinkedInFile): FileColumns => knownFile(file);
