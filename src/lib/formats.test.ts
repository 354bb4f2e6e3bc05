import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/common.json';
import fi from '../../locales/fi/common.json';
import enViews from '../../locales/en/views.json';
import fiViews from '../../locales/fi/views.json';
import {
  formatCount,
  formatDay,
  formatDayMonth,
  formatDayTime,
  formatWeekDay,
  writeCountsInWords,
} from './formats';

const texts = i18next.createInstance();
void texts.init({
  resources: { en: { common: en }, fi: { common: fi } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const tIn = (lng: 'en' | 'fi') => texts.getFixedT<'common'>(lng, 'common');

/** What the dashboard and the applications list wrote with Intl before: the words must not change. */
const intlDayTime = (lng: 'en' | 'fi', moment: Date) =>
  new Intl.DateTimeFormat(lng === 'fi' ? 'fi-FI' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: lng === 'fi' ? 'numeric' : '2-digit',
    minute: '2-digit',
  }).format(moment);
const intlDay = (lng: 'en' | 'fi', day: string) =>
  new Intl.DateTimeFormat(lng === 'fi' ? 'fi-FI' : 'en-GB', {
    day: 'numeric',
    month: lng === 'fi' ? 'numeric' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** What the views screen wrote with Intl before. */
const locale = (lng: 'en' | 'fi') => (lng === 'fi' ? 'fi-FI' : 'en-GB');
const intlWeekDay = (lng: 'en' | 'fi', day: string) =>
  new Intl.DateTimeFormat(locale(lng), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
const intlDayMonth = (lng: 'en' | 'fi', day: string) =>
  new Intl.DateTimeFormat(locale(lng), {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

const moments = fc.date({
  min: new Date(2000, 0, 1),
  max: new Date(2099, 11, 31),
  noInvalidDate: true,
});

describe('dates in the owner’s language', () => {
  it('writes a moment as each language does', () => {
    const moment = new Date(2026, 11, 3, 9, 5);
    expect(formatDayTime(tIn('en'), moment)).toBe('3 Dec 2026, 09:05');
    expect(formatDayTime(tIn('fi'), moment)).toBe('3.12.2026 klo 9.05');
  });

  it('writes a day as each language does, whatever the device’s time zone', () => {
    expect(formatDay(tIn('en'), '2026-09-30')).toBe('30 Sept 2026');
    expect(formatDay(tIn('fi'), '2026-09-30')).toBe('30.9.2026');
  });

  it('reads as the platform’s calendar writes it, for any moment and day (property)', () => {
    for (const lng of ['en', 'fi'] as const) {
      fc.assert(
        fc.property(moments, (moment) => {
          expect(formatDayTime(tIn(lng), moment)).toBe(intlDayTime(lng, moment));
          const day = moment.toISOString().slice(0, 10);
          expect(formatDay(tIn(lng), day)).toBe(intlDay(lng, day));
          expect(formatWeekDay(tIn(lng), day)).toBe(intlWeekDay(lng, day));
          expect(formatDayMonth(tIn(lng), day)).toBe(intlDayMonth(lng, day));
        }),
      );
    }
  });

  it('groups a count’s thousands as each language does (property)', () => {
    for (const lng of ['en', 'fi'] as const) {
      const intl = new Intl.NumberFormat(locale(lng));
      fc.assert(
        fc.property(fc.nat({ max: 2 ** 40 }), (count) => {
          expect(formatCount(tIn(lng), count)).toBe(intl.format(count));
        }),
      );
    }
    expect(formatCount(tIn('fi'), 1234)).toBe('1\u00a0234');
  });
});

describe('counts in a text', () => {
  const withCounts = i18next.createInstance();
  void withCounts.init({
    resources: { en: { common: en, views: enViews }, fi: { common: fi, views: fiViews } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  writeCountsInWords(withCounts);
  const cardTotal = (lng: 'en' | 'fi', count: number) =>
    withCounts.t('card.total', { lng, ns: 'views', count, days: 30 });

  it('writes {{count, number}} with the language’s grouping, and keeps the plural', () => {
    // A phone's first Intl.NumberFormat is what this avoids.
    const intl = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(cardTotal('en', 1)).toBe('1 view in 30 days');
      expect(cardTotal('en', 12345)).toBe('12,345 views in 30 days');
      expect(cardTotal('fi', 1)).toBe('1 katselu 30 päivässä');
      expect(cardTotal('fi', 12345)).toBe('12\u00a0345 katselua 30 päivässä');
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });

  it('words every count as Intl did (property)', () => {
    for (const lng of ['en', 'fi'] as const) {
      const intl = new Intl.NumberFormat(locale(lng));
      fc.assert(
        fc.property(fc.nat({ max: 2 ** 40 }), (count) => {
          expect(cardTotal(lng, count).startsWith(`${intl.format(count)} `)).toBe(true);
        }),
      );
    }
  });

  it('leaves a number that is not a count to Intl', () => {
    expect(withCounts.t('amount', { lng: 'en', n: -1234.5, defaultValue: '{{n, number}}' })).toBe(
      '-1,234.5',
    );
  });
});
