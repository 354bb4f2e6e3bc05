/**
 * The CSV files of LinkedIn's data export that a CV reads, and the columns of each as LinkedIn has
 * named them over the years (names compared without case, spaces, underscores or hyphens).
 */

export const LINKEDIN_FILES = [
  'profile',
  'positions',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'emails',
  'phones',
] as const;
export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

/** A header or file name as compared: no case, spaces, underscores, hyphens or byte-order mark. */
export const normalName = (name: string) => name.toLowerCase().replace(/[\s_\-\ufeff]+/g, '');

/** Each file by its name in the export (normalised), wherever in the ZIP's folders it is. */
const FILE_NAMES: Record<string, LinkedInFile> = {
  'profile.csv': 'profile',
  'positions.csv': 'positions',
  'education.csv': 'education',
  'skills.csv': 'skills',
  'languages.csv': 'languages',
  'certifications.csv': 'certifications',
  'projects.csv': 'projects',
  'emailaddresses.csv': 'emails',
  'phonenumbers.csv': 'phones',
};

/** Each file's name as LinkedIn writes it, for the user to recognise. */
export const LINKEDIN_FILE_NAMES: Record<LinkedInFile, string> = {
  profile: 'Profile.csv',
  positions: 'Positions.csv',
  education: 'Education.csv',
  skills: 'Skills.csv',
  languages: 'Languages.csv',
  certifications: 'Certifications.csv',
  projects: 'Projects.csv',
  emails: 'Email Addresses.csv',
  phones: 'PhoneNumbers.csv',
};

/** Which of our files a path in the ZIP (or a picked file's name) is, or null. */
export function linkedInFileOf(path: string): LinkedInFile | null {
  const base = path.split(/[/\\]/).pop() ?? '';
  return FILE_NAMES[normalName(base)] ?? null;
}

/** Each field's column names, the first as LinkedIn writes it today. */
type Columns = Record<string, readonly string[]>;

/**
 * The columns read from each file, and the columns that say nothing a CV shows (whether an address
 * is confirmed, when it changed): those are not listed as left out.
 */
export const COLUMNS = {
  profile: {
    read: {
      first_name: ['First Name', 'Given Name'],
      last_name: ['Last Name', 'Family Name', 'Surname'],
      headline: ['Headline'],
      summary: ['Summary', 'About'],
    },
    quiet: [],
  },
  positions: {
    read: {
      company: ['Company Name', 'Company', 'Organization'],
      title: ['Title', 'Position', 'Job Title'],
      description: ['Description'],
      location: ['Location'],
      start: ['Started On', 'Start Date', 'Start'],
      end: ['Finished On', 'End Date', 'End'],
    },
    quiet: [],
  },
  education: {
    read: {
      school: ['School Name', 'School', 'Institution'],
      degree: ['Degree Name', 'Degree'],
      field: ['Field Of Study', 'Field', 'Major'],
      start: ['Start Date', 'Started On', 'Start'],
      end: ['End Date', 'Finished On', 'End'],
    },
    quiet: [],
  },
  skills: { read: { name: ['Name', 'Skill', 'Skill Name'] }, quiet: [] },
  languages: {
    read: { name: ['Name', 'Language'], proficiency: ['Proficiency', 'Level'] },
    quiet: [],
  },
  certifications: {
    read: {
      name: ['Name', 'Certification', 'Title'],
      url: ['Url', 'URL', 'Link'],
      authority: ['Authority', 'Issuer', 'Issuing Organization'],
      start: ['Started On', 'Start Date', 'Issued On', 'Date'],
    },
    quiet: [],
  },
  projects: {
    read: {
      title: ['Title', 'Name'],
      description: ['Description'],
      url: ['Url', 'URL', 'Link'],
      start: ['Started On', 'Start Date'],
      end: ['Finished On', 'End Date'],
    },
    quiet: [],
  },
  emails: {
    read: { email: ['Email Address', 'Email', 'Address'], primary: ['Primary'] },
    quiet: ['Confirmed', 'Updated On'],
  },
  phones: {
    read: { number: ['Number', 'Phone Number', 'Phone'], extension: ['Extension', 'Ext'] },
    quiet: ['Type'],
  },
} as const satisfies Record<LinkedInFile, { read: Columns; quiet: readonly string[] }>;

/** The fields read from one file. */
export type FieldOf<F extends LinkedInFile> = keyof (typeof COLUMNS)[F]['read'] & string;
