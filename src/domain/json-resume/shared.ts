/**
 * What JSON Resume export and import agree on: link networks, skill and language levels, the names
 * of the sections that become the owner's own, where our extras go.
 */
import { PROFICIENCIES, type LinkType, type Proficiency } from '@/domain/cv-rows';
import type { Language } from '@/domain/languages';
import type { CustomEntry, LanguageLevel } from '@/domain/section-rows';

/** Where JSON Resume keeps what it cannot say itself. */
export const META_KEY = 'cvBuilder';

export const NETWORKS: Record<LinkType, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X',
  website: 'Website',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
export const NETWORK_ALIASES: Record<string, LinkType> = {
  twitter: 'twitter',
  x: 'twitter',
  web: 'website',
};

export const LEVELS: Record<Exclude<Proficiency, ''>, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
};
export const LEVEL_ALIASES: Record<string, Proficiency> = {
  novice: 'beginner',
  basic: 'beginner',
  junior: 'beginner',
  advanced: 'expert',
  master: 'expert',
  senior: 'expert',
  // The Finnish templates' words (templates.json's proficiency), and their usual neighbours.
  aloittelija: 'beginner',
  perustaso: 'beginner',
  keskitaso: 'intermediate',
  hyvä: 'intermediate',
  asiantuntija: 'expert',
  edistynyt: 'expert',
  erinomainen: 'expert',
};

/** Whether a word names a skill's level, ours or one LEVEL_ALIASES knows ("Expert", "keskitaso"). */
export const isLevelWord = (word: string) => {
  const key = word.trim().toLowerCase();
  return key in LEVEL_ALIASES || (key !== '' && (PROFICIENCIES as readonly string[]).includes(key));
};

/**
 * JSON Resume's sections that become sections of the owner's own, named in the CV's language.
 * These are CV content like DEFAULT_BIO_TITLES, and the domain cannot read locales/ (it depends on
 * nothing but zod and itself: the server exports with it too), so the names live here.
 */
export const OWN_SECTION_SOURCES = ['volunteer', 'awards', 'publications'] as const;
export type OwnSectionSource = (typeof OWN_SECTION_SOURCES)[number];
export const OWN_SECTION_TITLES: Record<OwnSectionSource, Record<Language, string>> = {
  volunteer: { en: 'Volunteering', fi: 'Vapaaehtoistyö' },
  awards: { en: 'Awards', fi: 'Palkinnot' },
  publications: { en: 'Publications', fi: 'Julkaisut' },
};

/**
 * A language level as JSON Resume's `fluency` says it, in the CV's language: the words the
 * templates show (templates.json's languageLevels), so another tool shows what ours does.
 */
export const FLUENCIES: Record<Language, Record<LanguageLevel, string>> = {
  en: {
    native: 'Native',
    c2: 'Proficient (C2)',
    c1: 'Fluent (C1)',
    b2: 'Upper intermediate (B2)',
    b1: 'Intermediate (B1)',
    a2: 'Elementary (A2)',
    a1: 'Beginner (A1)',
  },
  fi: {
    native: 'Äidinkieli',
    c2: 'Erinomainen (C2)',
    c1: 'Sujuva (C1)',
    b2: 'Hyvä (B2)',
    b1: 'Tyydyttävä (B1)',
    a2: 'Perustaso (A2)',
    a1: 'Alkeet (A1)',
  },
};

/**
 * A section of the owner's own as our export's `meta` lists it, in the CV's order: one exported as
 * JSON Resume's own section says only which (`from`), the others travel whole.
 */
export type CustomSectionInMeta =
  | { uuid: string; from: OwnSectionSource }
  | { uuid: string; title: string; entries: Array<Omit<CustomEntry, 'uuid'>> };

/** An object without its empty ('' or missing) values: JSON Resume leaves out what is not known. */
export const omitEmpty = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v != null)) as T;
