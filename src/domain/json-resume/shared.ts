/** What JSON Resume export and import agree on: link networks, skill levels, where our extras go. */
import type { LinkType, Proficiency } from '@/domain/cv-rows';

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
};

/** An object without its empty ('' or missing) values: JSON Resume leaves out what is not known. */
export const omitEmpty = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v != null)) as T;
