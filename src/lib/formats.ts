/**
 * Days, times and counts as the owner's language writes them ("3 Dec 2026, 09:05", "3.12.2026 klo
 * 9.05", "1 234"), from the language's own words and rules (`formats` in locales/{lng}/common.json),
 * not Intl: a phone's first DateTimeFormat loads the language's calendar data, over 100 ms of the
 * dashboard's first render at a mid-range phone's speed.
 */
import type { i18n as I18n, TFunction } from 'i18next';

type Translate = TFunction<'common'>;

interface Day {
  day: number;
  /** 1–12. */
  month: number;
  year: number;
}

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

/** A calendar day, YYYY-MM-DD: the day it names, wherever the device is. */
function calendarDay(isoDay: string): Day & { weekday: number } {
  const utc = new Date(`${isoDay}T00:00:00Z`);
  return {
    day: utc.getUTCDate(),
    month: utc.getUTCMonth() + 1,
    year: utc.getUTCFullYear(),
    // Monday first, as the words are listed.
    weekday: (utc.getUTCDay() + 6) % 7,
  };
}

/** A day's parts as the patterns name them: `dd`, `mm` with the language's digits ("01", "1"). */
function dayWords(t: Translate, { day, month, year }: Day) {
  const months = t('formats.months', { returnObjects: true });
  const digits = Number(t('formats.numericDigits'));
  return {
    day,
    month: months[month - 1],
    dd: padded(day, digits),
    mm: padded(month, digits),
    year,
  };
}

/** A calendar day: "5 Dec 2026", "5.12.2026". */
export function formatDay(t: Translate, isoDay: string): string {
  return t('formats.day', dayWords(t, calendarDay(isoDay)));
}

/** A calendar day with its weekday: "Fri, 27 Nov 2026", "pe 27.11.2026". */
export function formatWeekDay(t: Translate, isoDay: string): string {
  const day = calendarDay(isoDay);
  const weekdays = t('formats.weekdays', { returnObjects: true });
  return t('formats.weekDay', { ...dayWords(t, day), weekday: weekdays[day.weekday] });
}

/** A calendar day without its year: "27/11", "27.11.". */
export function formatDayMonth(t: Translate, isoDay: string): string {
  return t('formats.dayMonth', dayWords(t, calendarDay(isoDay)));
}

/** A moment, in the device's time zone: "3 Dec 2026, 09:05", "3.12.2026 klo 9.05". */
export function formatDayTime(t: Translate, moment: Date): string {
  const day = { day: moment.getDate(), month: moment.getMonth() + 1, year: moment.getFullYear() };
  return t('formats.dayTime', {
    ...dayWords(t, day),
    hh: padded(moment.getHours(), Number(t('formats.numericDigits'))),
    minute: padded(moment.getMinutes(), 2),
  });
}

/** A count (a whole number, 0 or more) with its thousands grouped: "1,234", "1 234". */
export function formatCount(t: Translate, count: number): string {
  const digits = String(count);
  if (digits.length <= 3) return digits;
  return t('formats.count', {
    thousands: formatCount(t, Math.floor(count / 1000)),
    units: digits.slice(-3),
  });
}

/**
 * `{{count, number}}` in a text, written by formatCount: i18next's own `number` makes an
 * Intl.NumberFormat, and a phone's first one loads the language's number data (77 ms of the
 * dashboard's first render at 4x CPU, for the views line of a CV's card). Other numbers than
 * counts, which no text has yet, still go to Intl.
 */
export function writeCountsInWords(texts: I18n): void {
  texts.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? formatCount(texts.getFixedT(lng ?? null, 'common'), value)
      : new Intl.NumberFormat(lng).format(Number(value)),
  );
}
