/**
 * Dates as CVs write them, in English and Finnish, read to the precision they state: "Jan 2019",
 * "03/2019", "3.2019" and "maaliskuu 2019" are 2019-03; "2019" is 2019. A range's end may be a
 * word for now ("present", "nykyään") or nothing at all ("2019–", "06/2021 –"): an open range.
 */
import { monthOfName, NOW_WORDS } from '@/domain/month-names';

/** `YYYY` or `YYYY-MM`. */
export type FileDate = string;

export interface FoundDates {
  start: FileDate | null;
  /** Null when the range is open or current, or when only one date is given. */
  end: FileDate | null;
  /** One date on its own, not a range ("2018", "(05/2020)"). */
  single: boolean;
  /** Where the dates stand in the text, to cut them out. */
  index: number;
  length: number;
}

const NOW = [...NOW_WORDS].sort((a, b) => b.length - a.length);

const YEAR = String.raw`(?:19|20)\d{2}`;
/** One date: "maaliskuu 2019", "Jan. 2019", "03/2019", "3.2019", "1.3.2019", "2019-03", "2019". */
const ONE = String.raw`(?:\p{L}{3,}\.?\s+${YEAR}|\d{1,2}\.\d{1,2}\.${YEAR}|\d{1,2}\s*[/.]\s*${YEAR}|${YEAR}-\d{2}(?!\d)|${YEAR})`;
const DASH = String.raw`\s*(?:[–—-]|→|\bto\b|\buntil\b|\basti\b)\s*|\s+(?=\p{L}+kuuhun\s)`;
/** Words before a date that open a range: "since 2019", "alkaen 3/2019", "vuodesta 2019". */
const SINCE = String.raw`(?:since|from|alkaen|vuodesta|lähtien)\s+`;
/** Words after a date that open a range: "3/2019 alkaen", "2019 lähtien", "2019 →". */
const ONWARDS = String.raw`\s*(?:alkaen|lähtien|→|onwards)`;
const RANGE = new RegExp(
  String.raw`(?<![\p{L}\d])(${SINCE})?(${ONE})(?:(${ONWARDS})|(?:${DASH})(${ONE}|${NOW.join('|')})?)?(?![\p{L}\d])`,
  'giu',
);

/** Two months that share one year: "kesäkuu–elokuu 2015", "kesä–elokuu 2015", "June–August 2015". */
const MONTH_SPAN = new RegExp(
  String.raw`(?<![\p{L}\d])(\p{L}{3,})\.?\s*[–—-]\s*(\p{L}{3,}\.?\s+(${YEAR}))(?![\p{L}\d])`,
  'giu',
);

const pad = (month: number) => String(month).padStart(2, '0');

/** One date's year and month, as precise as written; null when it is no date (a word, "13/2019"). */
export function readFileDate(text: string): FileDate | null {
  const value = text.trim().toLocaleLowerCase('fi');
  let match = new RegExp(`^(\\p{L}{3,})\\.?\\s+(${YEAR})$`, 'u').exec(value);
  if (match) {
    const month = monthOfName(match[1] ?? '');
    return month ? `${match[2]}-${pad(month)}` : null;
  }
  match = new RegExp(`^(?:\\d{1,2}\\.)?(\\d{1,2})\\s*[/.]\\s*(${YEAR})$`).exec(value);
  if (match) {
    const month = Number(match[1]);
    return month >= 1 && month <= 12 ? `${match[2]}-${pad(month)}` : null;
  }
  match = new RegExp(`^(${YEAR})-(\\d{2})$`).exec(value);
  if (match) return Number(match[2]) >= 1 && Number(match[2]) <= 12 ? value : null;
  return new RegExp(`^${YEAR}$`).test(value) ? value : null;
}

const isNow = (text: string) => NOW_WORDS.has(text.trim().toLocaleLowerCase('fi'));

/**
 * The first dates in a line: a range ("Jan 2019 – present", "2019–2021", "3.2019 –") or one date.
 * A month's name must be a month ("Level 2019" is the year alone).
 */
export function findDates(text: string): FoundDates | null {
  const range = findRange(text);
  const span = findMonthSpan(text);
  return span && (!range || span.index <= range.index) ? span : range;
}

function findMonthSpan(text: string): FoundDates | null {
  for (const match of text.matchAll(MONTH_SPAN)) {
    const [whole, first = '', second = '', year = ''] = match;
    const month = monthOfName(first.toLocaleLowerCase('fi'));
    const end = readFileDate(second);
    // "joulu–tammikuu 2020" would cross a year the text does not name.
    if (!month || !end || `${year}-${pad(month)}` > end) continue;
    return {
      start: `${year}-${pad(month)}`,
      end,
      single: false,
      index: match.index,
      length: whole.length,
    };
  }
  return null;
}

function findRange(text: string): FoundDates | null {
  for (const match of text.matchAll(RANGE)) {
    const [whole, since, from = '', onwards, to] = match;
    let index = match.index + (since?.length ?? 0);
    let length = whole.length - (since?.length ?? 0);
    let start = readFileDate(from);
    if (!start) {
      // "tietotekniikka 2011–2017": the word was no month; the year alone is the date.
      const year = new RegExp(`${YEAR}$`).exec(from);
      if (!year) continue;
      start = year[0];
      index += from.length - year[0].length;
      length -= from.length - year[0].length;
    }
    if (since) {
      index -= since.length;
      length += since.length;
    }
    const rest = whole.slice((since?.length ?? 0) + from.length);
    if (to && !isNow(to)) {
      const end = readFileDate(to);
      if (!end) continue;
      return { start, end, single: false, index, length };
    }
    // A month said "from" ("elokuusta 2018", the elative) opens a range as "since" does.
    const elative = /^\p{L}+kuusta\s/iu.test(from);
    const open =
      !!since || !!onwards || elative || /[–—-]|→|\bto\b|\buntil\b|\basti\b/iu.test(rest);
    return { start, end: null, single: !open, index, length };
  }
  return null;
}

/** The line without its dates and the brackets or separators left around them. */
export function withoutDates(text: string, found: FoundDates): string {
  const before = text.slice(0, found.index).replace(/[\s,|·•(–—-]+$/u, '');
  const after = text.slice(found.index + found.length).replace(/^[\s,|·•)–—-]+/u, '');
  return [before, after].filter(Boolean).join(', ').trim();
}
