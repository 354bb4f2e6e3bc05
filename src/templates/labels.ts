/** Builds a template's texts from any translate function (react-i18next in the app, the server's own). */
import { LIST_FIELD_NAMES, LIST_SECTIONS } from '@/domain/sections';
import { LANGUAGE_LEVELS, PROFICIENCIES } from '@/domain/section-types';
import { PERSON_FIELDS } from './person-fields';
import type { MonthStyle, TemplateLabels } from './types';

type T = (key: string, params?: Record<string, unknown>) => string;

export const TEMPLATE_NAMESPACE = 'templates';

/** A record with a value for each of `names`. */
function byName<N extends string, V>(names: readonly N[], value: (name: N) => V): Record<N, V> {
  // Object.fromEntries types its keys as string; each of `names` has its value.
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<N, V>;
}

export function buildTemplateLabels(t: T, language: 'en' | 'fi'): TemplateLabels {
  // en-US, not en-GB, for the short form: "Sep 2017" rather than "Sept 2017".
  const locale = {
    short: language === 'fi' ? 'fi-FI' : 'en-US',
    long: language === 'fi' ? 'fi-FI' : 'en-GB',
  };
  const months: Record<MonthStyle, Intl.DateTimeFormat> = {
    short: new Intl.DateTimeFormat(locale.short, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    long: new Intl.DateTimeFormat(locale.long, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
  const key = (k: string) => t(`${TEMPLATE_NAMESPACE}:${k}`);
  return {
    aboutMe: key('aboutMe'),
    summary: key('summary'),
    lists: byName(LIST_SECTIONS, (list) => ({
      title: key(`lists.${list}.title`),
      empty: key(`lists.${list}.empty`),
    })),
    contact: key('contact'),
    contactMe: key('contactMe'),
    email: key('email'),
    phone: key('phone'),
    iAm: (first, last) => t(`${TEMPLATE_NAMESPACE}:iAm`, { first, last }),
    present: key('present'),
    photoAlt: (name) => t(`${TEMPLATE_NAMESPACE}:photoAlt`, { name }),
    proficiency: byName(
      PROFICIENCIES.filter((level) => level !== ''),
      (level) => key(`proficiency.${level}`),
    ),
    languageLevels: byName(LANGUAGE_LEVELS, (level) => key(`languageLevels.${level}`)),
    linkTypes: {
      linkedin: 'LinkedIn',
      github: 'GitHub',
      twitter: 'Twitter',
      website: key('website'),
      facebook: 'Facebook',
      youtube: 'YouTube',
      tiktok: 'TikTok',
    },
    formatMonth: (date, style = 'short') =>
      months[style].format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
    fields: byName([...PERSON_FIELDS, ...LIST_FIELD_NAMES, 'section_title'], (name) =>
      key(`fields.${name}`),
    ),
  };
}
