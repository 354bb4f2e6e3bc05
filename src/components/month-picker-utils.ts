/** Pure helpers of the month picker: CV dates are whole months stored as 'YYYY-MM-01'. */

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

const MONTH_VALUE = /^(\d{4})-(\d{2})(?:-\d{2})?/;

/** Reads the year and month of 'YYYY-MM-DD' (any day, or a longer ISO string); null when it is not a date. */
export function parseMonth(value: string | null | undefined): YearMonth | null {
  const match = value ? MONTH_VALUE.exec(value.trim()) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1 || month < 1 || month > 12) return null;
  return { year, month };
}

/** The stored form of a month: 'YYYY-MM-01'. */
export function composeMonth(year: number, month: number): string {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month ${month}`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/**
 * The years to offer, newest first: the current year and `yearsBack` years before it. A year
 * outside that range that is already chosen is kept, so an old value still shows in the list.
 */
export function buildYears(currentYear: number, yearsBack: number, keep?: number | null): number[] {
  const years = Array.from({ length: yearsBack + 1 }, (_, index) => currentYear - index);
  if (keep != null && !years.includes(keep)) {
    years.push(keep);
    years.sort((a, b) => b - a);
  }
  return years;
}
