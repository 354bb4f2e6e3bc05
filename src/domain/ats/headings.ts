/**
 * The section headings a parser knows, in English and Finnish. A parser files what follows a known
 * heading under that section; under a heading it does not know, the text is lost to it or filed
 * under the section before.
 */

/** The sections the check reports; the first eight are what a hiring system looks for. */
export const SECTION_KINDS = [
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'projects',
  'certificates',
  'links',
  'volunteering',
  'interests',
  'awards',
  'publications',
  'references',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

const HEADINGS: Record<SectionKind, readonly string[]> = {
  contact: [
    'contact',
    'contacts',
    'contact details',
    'contact information',
    'personal details',
    'personal information',
    'get in touch',
    'yhteystiedot',
    'ota yhteyttä',
    'henkilötiedot',
    'henkilökohtaiset tiedot',
    'perustiedot',
    'contact info',
  ],
  summary: [
    'summary',
    'profile',
    'about',
    'about me',
    'professional summary',
    'career summary',
    'personal statement',
    'objective',
    'career objective',
    'introduction',
    'tietoa minusta',
    'minusta',
    'profiili',
    'yhteenveto',
    'esittely',
    'tiivistelmä',
    'lyhyesti minusta',
    'ura-tavoite',
    'tavoite',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career',
    'career history',
    'relevant experience',
    'professional background',
    'aiempi työkokemus',
    'työkokemus',
    'työhistoria',
    'kokemus',
    'työura',
    'ura',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'qualifications',
    'koulutus',
    'opinnot',
    'koulutustausta',
    'tutkinnot',
    'koulutus ja tutkinnot',
    'lisäkoulutus',
  ],
  skills: [
    'skills',
    'key skills',
    'technical skills',
    'core skills',
    'competencies',
    'core competencies',
    'expertise',
    'tools',
    'technologies',
    'taidot',
    'osaaminen',
    'ydinosaaminen',
    'tekninen osaaminen',
    'pätevyydet',
    'skills and competencies',
    'key competencies',
    'tools and technologies',
    'atk-taidot',
    'tietotekniikkataidot',
    'muut taidot',
  ],
  languages: ['languages', 'language skills', 'kielitaito', 'kielitaidot', 'kielet'],
  projects: [
    'projects',
    'selected projects',
    'key projects',
    'personal projects',
    'side projects',
    'projektit',
    'projektikokemus',
    'hankkeet',
  ],
  certificates: [
    'certificates',
    'certifications',
    'certificates and licenses',
    'licenses',
    'licences',
    'licenses and certifications',
    'courses',
    'training',
    'sertifikaatit',
    'sertifikaatit ja lisenssit',
    'sertifioinnit',
    'sertifikaatit ja kurssit',
    'todistukset',
    'kurssit',
    'kurssit ja sertifikaatit',
    'lisenssit',
  ],
  links: ['links', 'online', 'profiles', 'social', 'portfolio', 'linkit', 'verkossa'],
  volunteering: [
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'positions of trust',
    'vapaaehtoistyö',
    'luottamustehtävät',
    'luottamustoimet',
    'järjestötoiminta',
    'vapaaehtoistoiminta',
  ],
  interests: [
    'interests',
    'hobbies',
    'hobbies and interests',
    'harrastukset',
    'kiinnostuksen kohteet',
  ],
  awards: [
    'awards',
    'honours',
    'honors',
    'achievements',
    'palkinnot',
    'saavutukset',
    'tunnustukset',
  ],
  publications: ['publications', 'julkaisut'],
  references: ['references', 'referees', 'suosittelijat', 'referenssit'],
};

const KIND_OF = new Map<string, SectionKind>(
  SECTION_KINDS.flatMap((kind) =>
    HEADINGS[kind].map((word): [string, SectionKind] => [word, kind]),
  ),
);

/** A heading as compared: lower case, "&" as "and", without the colon or marks around it. */
export function headingKey(text: string): string {
  return text
    .toLocaleLowerCase('fi')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a heading names, if a parser knows it. */
export function headingKind(text: string): SectionKind | null {
  return KIND_OF.get(headingKey(text)) ?? null;
}

/**
 * Text drawn with its letters apart ("S K I L L S"): a parser reads single letters, not the word.
 * Four or more pieces of one or two letters, and no longer word among them.
 */
export function isSpacedOut(text: string): boolean {
  const pieces = text.trim().split(/\s+/);
  return pieces.length >= 4 && pieces.every((piece) => /^\p{L}{1,2}$/u.test(piece));
}

const COMPACT_KIND_OF = new Map<string, SectionKind>(
  [...KIND_OF].map(([word, kind]): [string, SectionKind] => [word.replace(/[\s-]/g, ''), kind]),
);

/**
 * The section a heading names however it was drawn: letters set apart ("E M P L O Y M E N T
 * H I S T O RY", as a PDF of small capitals reads) match with the spaces left out. For a reader that
 * wants the section, not for the check, which reports such a heading as one a parser misses.
 */
export function anyHeadingKind(text: string): SectionKind | null {
  const compact = headingKey(text).replace(/[\s-]/g, '');
  return headingKind(text) ?? COMPACT_KIND_OF.get(compact) ?? READER_ONLY.get(compact) ?? null;
}

/**
 * Headings a reader of our own templates also meets ("Contact me", Bold's), which the check does
 * not count as known: its scores stay what parsers do with them.
 */
const READER_ONLY = new Map<string, SectionKind>([['contactme', 'contact']]);
