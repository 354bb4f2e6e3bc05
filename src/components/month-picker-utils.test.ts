import { describe, expect, it } from 'vitest';
import {
  buildYears,
  composeMonth,
  formatMonth,
  monthNames,
  parseMonth,
} from './month-picker-utils';

describe('parseMonth', () => {
  it('reads the year and month of a stored value', () => {
    expect(parseMonth('2021-03-01')).toEqual({ year: 2021, month: 3 });
    expect(parseMonth('1999-12-01')).toEqual({ year: 1999, month: 12 });
  });

  it('ignores the day and any time part', () => {
    expect(parseMonth('2021-03-15')).toEqual({ year: 2021, month: 3 });
    expect(parseMonth('2021-03-01T00:00:00.000Z')).toEqual({ year: 2021, month: 3 });
    expect(parseMonth('2021-03')).toEqual({ year: 2021, month: 3 });
  });

  it.each([null, undefined, '', 'March 2021', '2021-13-01', '2021-00-01', '0000-05-01'])(
    'gives null for no value or a value that is not a month: %j',
    (value) => {
      expect(parseMonth(value)).toBeNull();
    },
  );
});

describe('composeMonth', () => {
  it('writes the first day of the month with zero padding', () => {
    expect(composeMonth(2021, 3)).toBe('2021-03-01');
    expect(composeMonth(1999, 12)).toBe('1999-12-01');
    expect(composeMonth(925, 1)).toBe('0925-01-01');
  });

  it('round-trips with parseMonth', () => {
    expect(parseMonth(composeMonth(2024, 2))).toEqual({ year: 2024, month: 2 });
  });

  it('refuses a month or year out of range', () => {
    expect(() => composeMonth(2021, 0)).toThrow(RangeError);
    expect(() => composeMonth(2021, 13)).toThrow(RangeError);
    expect(() => composeMonth(2021, 1.5)).toThrow(RangeError);
    expect(() => composeMonth(0, 1)).toThrow(RangeError);
  });
});

describe('formatMonth', () => {
  it('formats in English and Finnish', () => {
    expect(formatMonth('2021-03-01', 'en')).toBe('March 2021');
    expect(formatMonth('2021-03-01', 'fi')).toBe('maaliskuu 2021');
  });

  it('has a short form for tight spaces', () => {
    expect(formatMonth('2017-08-01', 'en', 'short')).toBe('Aug 2017');
    expect(formatMonth('2017-08-01', 'fi', 'short')).toBe('elo 2017');
    expect(formatMonth('2017-08-01', 'fi', 'long')).toBe('elokuu 2017');
  });

  it('does not shift the month at the turn of the year', () => {
    expect(formatMonth('2020-01-01', 'en')).toBe('January 2020');
    expect(formatMonth('2020-12-01', 'en')).toBe('December 2020');
  });

  it('is empty for no value or an unreadable one', () => {
    expect(formatMonth(null, 'en')).toBe('');
    expect(formatMonth('soon', 'fi')).toBe('');
  });
});

describe('monthNames', () => {
  it('lists twelve months with full and short names', () => {
    const names = monthNames('en');
    expect(names).toHaveLength(12);
    expect(names[0]).toEqual({ month: 1, long: 'January', short: 'Jan' });
    expect(names[11]).toEqual({ month: 12, long: 'December', short: 'Dec' });
  });

  it('uses the standalone Finnish forms', () => {
    const names = monthNames('fi');
    expect(names[0]?.long).toBe('tammikuu');
    expect(names[5]?.long).toBe('kesäkuu');
    for (const name of names) expect(name.long.startsWith(name.short.replace('.', ''))).toBe(true);
  });
});

describe('buildYears', () => {
  it('covers the current year and the given number of years back, newest first', () => {
    const years = buildYears(2025, 100);
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1925);
  });

  it('keeps a chosen year that is outside the range', () => {
    expect(buildYears(2025, 2, 1900)).toEqual([2025, 2024, 2023, 1900]);
    expect(buildYears(2025, 2, 2030)).toEqual([2030, 2025, 2024, 2023]);
    expect(buildYears(2025, 2, 2024)).toEqual([2025, 2024, 2023]);
    expect(buildYears(2025, 2, null)).toEqual([2025, 2024, 2023]);
  });
});
