/**
 * Dates as a parser reads them. Parsers know a year, a month and year in figures (or a whole date,
 * "1.2.2020"), a month's name or its usual short form (English, and Finnish as the Unicode CLDR
 * writes it: "tammi", "tammik.", "tammikuu") and words for "now". A season or a two-digit year
 * they cannot place.
 */
import { monthOfName, NOW_WORDS } from '@/domain/month-names';

const SEASONS = new Set([
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'kevät',
  'syksy',
  'talvi',
  'kesällä',
  'keväällä',
  'syksyllä',
  'talvella',
]);

const word = (text: string) => text.toLocaleLowerCase('fi').replace(/\.$/, '');
const isMonth = (text: string) => monthOfName(word(text)) !== null;

/** One end of a date range: "March 2021", "03/2021", "2021", "Present", "kevät 2019", "'19". */
function readable(side: string): boolean {
  const parts = side.trim().split(/\s+/);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length === 1 && NOW_WORDS.has(word(last))) return true;
  if (/^(?:0?[1-9]|[12]\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}$/.test(last))
    return true;
  if (/^(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}$/.test(last)) return true;
  if (/^(?:19|20)\d{2}[/.-](?:0?[1-9]|1[0-2])$/.test(last)) return true;
  if (!/^(?:19|20)\d{2}$/.test(last)) return false;
  const before = parts[parts.length - 2];
  return !before || !SEASONS.has(word(before));
}

/**
 * A range of dates in a line: two ends around a dash, or "since …" / "alkaen". A number is a year
 * of four figures or two, never three: "040-555 0192" is a phone number.
 */
const DATE = String.raw`(?<![\d+])(?:['’]\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{4}[/.-]\d{1,2}|\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}|\d{2})(?!\d)`;
const RANGE = new RegExp(
  String.raw`((?:\p{L}+\.?\s+)?${DATE})\s*[–—-]\s*((?:\p{L}+\.?\s+)?${DATE}|\p{L}+)`,
  'gu',
);

export interface DateRange {
  text: string;
  readable: boolean;
}

/**
 * The date ranges in a line, each told readable or not. A word before a year that is neither a
 * month nor a season is not part of the date ("Role 2019 – 2020" is a year range).
 */
export function dateRanges(line: string): DateRange[] {
  const found: DateRange[] = [];
  for (const match of line.matchAll(RANGE)) {
    const [text, from = '', to = ''] = match;
    if (!/\d/.test(from) || !(/\d/.test(to) || NOW_WORDS.has(word(to)))) continue;
    const start = trimWord(from);
    const end = /\d/.test(to) ? trimWord(to) : to;
    if (!looksLikeDate(start) && !looksLikeDate(end)) continue;
    // The match from where the date starts: a word dropped before it is not the date's.
    found.push({
      text: text.slice(from.length - start.length).trim(),
      readable: readable(start) && readable(end),
    });
  }
  return found;
}

/** A four-figure year, "'19", "3/19" or a month or season: two bare numbers ("20-30 %") are none. */
function looksLikeDate(side: string): boolean {
  const words = side.trim().split(/\s+/);
  return (
    /\d{4}|['’]\d|\d[/.-]\d/.test(side) ||
    words.some((part) => isMonth(part) || SEASONS.has(word(part)))
  );
}

/** Drops a word before a date that is not a month or season: it belongs to the text before. */
function trimWord(side: string): string {
  const parts = side.trim().split(/\s+/);
  if (parts.length < 2) return side.trim();
  const first = parts[0] ?? '';
  return isMonth(first) || SEASONS.has(word(first)) ? side.trim() : parts.slice(1).join(' ');
}
