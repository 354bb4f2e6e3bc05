import { describe, expect, it } from 'vitest';
import { headingKey, headingKind, isSpacedOut, type SectionKind } from './headings';

describe('headingKind', () => {
  // English in any case, with a colon or "&"; Finnish with its letters ä and ö.
  it.each<[SectionKind, string[]]>([
    ['experience', ['EXPERIENCE', 'Work experience', 'TYÖKOKEMUS', 'Työhistoria']],
    ['education', ['Education & Training', 'KOULUTUS']],
    ['skills', ['Skills:', 'Taidot', 'Tekninen osaaminen']],
    ['summary', ['ABOUT ME', 'TIETOA MINUSTA']],
    ['languages', ['Languages', 'Kielitaito:']],
    ['contact', ['Contact details', 'Yhteystiedot']],
    ['certificates', ['Licenses & certifications', 'Sertifikaatit ja lisenssit']],
    ['volunteering', ['LUOTTAMUSTEHTÄVÄT']],
  ])('knows the headings of %s, in English and Finnish: %j', (kind, headings) => {
    for (const heading of headings) expect(headingKind(heading), heading).toBe(kind);
  });

  it.each([
    'My journey',
    'Matkani',
    'Experience in design systems',
    'Osaaminen ja kiinnostukset',
    'S K I L L S',
    '',
  ])('does not know %j, a heading of its own making or inside a longer line', (line) => {
    expect(headingKind(line)).toBeNull();
  });
});

describe('headingKey', () => {
  it('compares in lower case, "&" as "and", without marks around', () => {
    expect(headingKey('  Education & Training: ')).toBe('education and training');
    expect(headingKey('— TYÖKOKEMUS —')).toBe('työkokemus');
    expect(headingKey('Ura-tavoite')).toBe('ura-tavoite');
  });
});

describe('isSpacedOut', () => {
  it.each([
    ['S K I L L S', true],
    ['T Y Ö K O K E M U S', true],
    // A kerned pair stays together: "TA" in "TAIDOT" letter-spaced.
    ['TA I D O T', true],
    ['E D U C AT I O N', true],
    // Words, or short runs of letters, are not spaced out.
    ['SKILLS', false],
    ['Työkokemus', false],
    ['UX UI', false],
    ['A B C', false],
    ['I am a designer', false],
    ['Olen se ja tämä', false],
    ['1 2 3 4 5', false],
  ])('tells whether %j has its letters drawn apart: %s', (text, spaced) => {
    expect(isSpacedOut(text)).toBe(spaced);
  });
});
