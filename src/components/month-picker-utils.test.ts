import { describe, expect, it } from 'vitest';
import { buildYears, composeMonth, parseMonth } from './month-picker-utils';

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
