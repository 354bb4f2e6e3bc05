/**
 * Days and times as the owner's language writes them ("3 Dec 2026, 09:05", "3.12.2026 klo 9.05"),
 * from the language's own words and rules (`dates` in locales/{lng}/common.json), not
 * Intl.DateTimeFormat: a phone's first DateTimeFormat loads the language's calendar data, over
 * 100 ms of the dashboard's first render at a mid-range phone's speed.
 */
import type { TFunction } from 'i18next';

type Translate = TFunction<'common'>;

interface Day {
  day: number;
  /** 1–12. */
  month: number;
  year: number;
}

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

function dayWords(t: Translate, { day, month, year }: Day) {
  const months = t('dates.months', { returnObjects: true });
  return { day, month: months[month - 1], year };
}

/** A calendar day, YYYY-MM-DD, as written (no time zone: the day is the day). */
export function formatDay(t: Translate, isoDay: string): string {
  const utc = new Date(`${isoDay}T00:00:00Z`);
  const day = { day: utc.getUTCDate(), month: utc.getUTCMonth() + 1, year: utc.getUTCFullYear() };
  return t('dates.day', dayWords(t, day));
}

/** A moment, in the device's time zone. */
export function formatDayTime(t: Translate, moment: Date): string {
  const day = { day: moment.getDate(), month: moment.getMonth() + 1, year: moment.getFullYear() };
  return t('dates.dayTime', {
    ...dayWords(t, day),
    hour: padded(moment.getHours(), Number(t('dates.hourDigits'))),
    minute: padded(moment.getMinutes(), 2),
  });
}
