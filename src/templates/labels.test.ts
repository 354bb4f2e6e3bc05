import { describe, expect, it } from 'vitest';
import { addressParts } from './breakable';
import { buildTemplateLabels } from './labels';

const t = (key: string) => key;

describe('month names in the CV language', () => {
  it.each([
    ['en', 'short', 'Aug 2017', 'Sep 2021'],
    ['en', 'long', 'August 2017', 'September 2021'],
    ['fi', 'short', 'elo 2017', 'syys 2021'],
    ['fi', 'long', 'elokuu 2017', 'syyskuu 2021'],
  ] as const)('%s %s', (language, style, august, september) => {
    const { formatMonth } = buildTemplateLabels(t, language);
    expect(formatMonth('2017-08-01', style)).toBe(august);
    expect(formatMonth('2021-09-01', style)).toBe(september);
  });

  it('is short unless asked otherwise', () => {
    expect(buildTemplateLabels(t, 'en').formatMonth('2017-08-01')).toBe('Aug 2017');
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
