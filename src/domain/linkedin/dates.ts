/**
 * A LinkedIn export's date as the month a CV stores ('YYYY-MM-01'). Exports write "Mar 2019" today;
 * older ones and other languages write "March 2019", "2019", "03/2019", "2019-03-15", "Mar 15, 2019"
 * or Finnish months ("maaliskuu 2019", "maalis 2019", "3/2019", "15.3.2019").
 */
import { MONTH_DATE } from '@/domain/cv-fields';
import type { Language } from '@/domain/languages';
import { monthOfName, NOW_WORDS } from '@/domain/month-names';

const asMonth = (year: string, month: number): string | null => {
  const date = `${year}-${String(month).padStart(2, '0')}-01`;
  return MONTH_DATE.test(date) ? date : null;
};

export type ReadDate =
  /** A month, or null when the value is empty or says "present". */
  { ok: true; month: string | null } | { ok: false };

/**
 * The month `value` names; `ok: false` when it is a date we cannot read. `language` says which comes
 * first in a date with slashes when either could be the month: English the month, Finnish the day.
 */
export function readDate(value: string, language: Language = 'en'): ReadDate {
  const text = value.trim().toLocaleLowerCase('fi');
  if (!text || NOW_WORDS.has(text)) return { ok: true, month: null };
  const month = readFigures(text, language) ?? readWords(text);
  return month ? { ok: true, month } : { ok: false };
}

/** Dates in figures: 2019, 2019-03(-15), 3/2019, 3.2019, 15.3.2019 (Finnish), 3/15/2019 (US). */
function readFigures(text: string, language: Language): string | null {
  const year = /^(\d{4})$/.exec(text);
  if (year?.[1]) return asMonth(year[1], 1);
  const iso = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?(?:[t\s].*)?$/.exec(text);
  if (iso?.[1] && iso[2]) return asMonth(iso[1], Number(iso[2]));
  const monthYear = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  if (monthYear?.[1] && monthYear[2]) return asMonth(monthYear[2], Number(monthYear[1]));
  const dotted = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(text);
  if (dotted?.[2] && dotted[3]) return asMonth(dotted[3], Number(dotted[2]));
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed?.[1] && slashed[2] && slashed[3]) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    const monthFirst = language === 'en' ? first <= 12 : second > 12;
    return asMonth(slashed[3], monthFirst ? first : second);
  }
  return null;
}

/** Dates with a month's name: "Mar 2019", "March 15, 2019", "15 Mar 2019", "maalisk. 2019". */
function readWords(text: string): string | null {
  const words = text.split(/[\s,.]+/u).filter(Boolean);
  const years = words.filter((w) => /^\d{4}$/.test(w));
  const days = words.filter((w) => /^\d{1,2}$/.test(w) && Number(w) >= 1 && Number(w) <= 31);
  const months = words.map(monthOfName).filter((m) => m !== null);
  const year = years[0];
  const month = months[0];
  if (years.length !== 1 || months.length !== 1 || !year || !month) return null;
  if (words.length !== 2 + Math.min(days.length, 1) || days.length > 1) return null;
  return asMonth(year, month);
}
