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

/** A month's name in the language, from locales/{lng}/templates.json; `month` is 1-12. */
function monthWord(t: T, style: MonthStyle, month: number): string {
  return t(`${TEMPLATE_NAMESPACE}:months.${style}.${month}`);
}

/**
 * A month as the language writes it, "Mar 2021", "maaliskuu 2021", from its words in
 * locales/{lng}/templates.json, not Intl.DateTimeFormat: a phone's first DateTimeFormat loads the
 * language's calendar data, over 100 ms of the first render of a screen with a CV or its dates.
 */
export function templateYearMonth(
  t: T,
  year: number,
  month: number,
  style: MonthStyle = 'short',
): string {
  return t(`${TEMPLATE_NAMESPACE}:month`, {
    month: monthWord(t, style, month),
    year: String(year),
  });
}

/** templateYearMonth of a date written 'YYYY-MM…'. */
export function templateMonth(t: T, date: string, style: MonthStyle = 'short'): string {
  return templateYearMonth(t, Number(date.slice(0, 4)), Number(date.slice(5, 7)), style);
}

/** The twelve months' names in the language, long and short, as they read standing alone. */
export function templateMonthNames(t: T): { month: number; long: string; short: string }[] {
  return Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    long: monthWord(t, 'long', index + 1),
    short: monthWord(t, 'short', index + 1),
  }));
}

/** `t` reads the CV's language. */
export function buildTemplateLabels(t: T): TemplateLabels {
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
    formatMonth: (date, style) => templateMonth(t, date, style),
    fields: byName([...PERSON_FIELDS, ...LIST_FIELD_NAMES, 'section_title'], (name) =>
      key(`fields.${name}`),
    ),
  };
}
