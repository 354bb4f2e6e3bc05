import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressParts } from './breakable';
import { buildTemplateLabels, templateMonthNames } from './labels';
import { templateTexts } from './render-for-tests';

const labelsIn = (language: 'en' | 'fi') => buildTemplateLabels(templateTexts(language));

describe('month names in the CV language', () => {
  it.each([
    ['en', 'short', 'Aug 2017', 'Sep 2021'],
    ['en', 'long', 'August 2017', 'September 2021'],
    ['fi', 'short', 'elo 2017', 'syys 2021'],
    ['fi', 'long', 'elokuu 2017', 'syyskuu 2021'],
  ] as const)('%s %s', (language, style, august, september) => {
    const { formatMonth } = labelsIn(language);
    expect(formatMonth('2017-08-01', style)).toBe(august);
    expect(formatMonth('2021-09-01', style)).toBe(september);
  });

  it('is short unless asked otherwise', () => {
    expect(labelsIn('en').formatMonth('2017-08-01')).toBe('Aug 2017');
  });

  // The words were Intl.DateTimeFormat's (en-US short, en-GB long, fi-FI): CVs read as before.
  const intl = {
    en: { short: 'en-US', long: 'en-GB' },
    fi: { short: 'fi-FI', long: 'fi-FI' },
  } as const;
  it('reads as the platform’s calendar writes it, for any month (property)', () => {
    const months = fc.date({
      min: new Date('1950-01-01'),
      max: new Date('2099-12-31'),
      noInvalidDate: true,
    });
    for (const language of ['en', 'fi'] as const) {
      const labels = labelsIn(language);
      for (const style of ['short', 'long'] as const) {
        const format = new Intl.DateTimeFormat(intl[language][style], {
          month: style,
          year: 'numeric',
          timeZone: 'UTC',
        });
        fc.assert(
          fc.property(months, (moment) => {
            const date = `${moment.toISOString().slice(0, 7)}-01`;
            expect(labels.formatMonth(date, style)).toBe(format.format(moment));
          }),
        );
      }
    }
  });
});

describe('the month picker’s names', () => {
  it.each([
    ['en', 'January', 'Jan', 'September', 'Sep'],
    ['fi', 'tammikuu', 'tammi', 'syyskuu', 'syys'],
  ] as const)('%s: twelve, long and short', (language, january, jan, september, sep) => {
    const names = templateMonthNames(templateTexts(language));
    expect(names.map(({ month }) => month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(names[0]).toEqual({ month: 1, long: january, short: jan });
    expect(names[8]).toEqual({ month: 9, long: september, short: sep });
  });

  it('are the words the CV writes its months with', () => {
    for (const language of ['en', 'fi'] as const) {
      const labels = labelsIn(language);
      for (const { month, long, short } of templateMonthNames(templateTexts(language))) {
        const date = `2020-${String(month).padStart(2, '0')}-01`;
        expect(labels.formatMonth(date, 'long')).toBe(`${long} 2020`);
        expect(labels.formatMonth(date, 'short')).toBe(`${short} 2020`);
      }
    }
  });
});

describe('address break points', () => {
  // The parts as read, with " | " between them.
  it.each([
    ['anna-kaisa.v@example.com', 'anna-kaisa. | v@ | example. | com'],
    ['https://x.fi/a?b=c&d', 'https:// | x. | fi/ | a? | b= | c& | d'],
  ])('come after @ / . and the query marks, a run of them counting once: %s', (url, parts) => {
    expect(addressParts(url)).toEqual(parts.split(' | '));
  });

  it('never cut a word', () => {
    const url = 'linkedin.com/in/wolfeschlegelsteinhausenberger';
    expect(addressParts(url).join('')).toBe(url);
    expect(addressParts(url)).toContain('wolfeschlegelsteinhausenberger');
  });
});
