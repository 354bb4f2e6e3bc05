import { describe, expect, it } from 'vitest';
import { headingKey, headingKind, isSpacedOut } from './headings';

describe('headingKind', () => {
  it('knows the English headings, in any case, with a colon or "&"', () => {
    expect(headingKind('EXPERIENCE')).toBe('experience');
    expect(headingKind('Work experience')).toBe('experience');
    expect(headingKind('Education & Training')).toBe('education');
    expect(headingKind('Skills:')).toBe('skills');
    expect(headingKind('ABOUT ME')).toBe('summary');
    expect(headingKind('Languages')).toBe('languages');
    expect(headingKind('Contact details')).toBe('contact');
    expect(headingKind('Licenses & certifications')).toBe('certificates');
  });

  it('knows the Finnish headings, with their letters ä and ö', () => {
    expect(headingKind('TYÖKOKEMUS')).toBe('experience');
    expect(headingKind('Työhistoria')).toBe('experience');
    expect(headingKind('KOULUTUS')).toBe('education');
    expect(headingKind('Taidot')).toBe('skills');
    expect(headingKind('Tekninen osaaminen')).toBe('skills');
    expect(headingKind('TIETOA MINUSTA')).toBe('summary');
    expect(headingKind('Kielitaito:')).toBe('languages');
    expect(headingKind('Yhteystiedot')).toBe('contact');
    expect(headingKind('LUOTTAMUSTEHTÄVÄT')).toBe('volunteering');
    expect(headingKind('Sertifikaatit ja lisenssit')).toBe('certificates');
  });

  it('does not know a heading of its own making, nor a heading inside a longer line', () => {
    expect(headingKind('My journey')).toBeNull();
    expect(headingKind('Matkani')).toBeNull();
    expect(headingKind('Experience in design systems')).toBeNull();
    expect(headingKind('Osaaminen ja kiinnostukset')).toBeNull();
    expect(headingKind('S K I L L S')).toBeNull();
    expect(headingKind('')).toBeNull();
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
  it('tells letters drawn apart, in English and Finnish', () => {
    expect(isSpacedOut('S K I L L S')).toBe(true);
    expect(isSpacedOut('T Y Ö K O K E M U S')).toBe(true);
    // A kerned pair stays together: "TA" in "TAIDOT" letter-spaced.
    expect(isSpacedOut('TA I D O T')).toBe(true);
    expect(isSpacedOut('E D U C AT I O N')).toBe(true);
  });

  it('does not take words, or short runs of letters, as spaced out', () => {
    expect(isSpacedOut('SKILLS')).toBe(false);
    expect(isSpacedOut('Työkokemus')).toBe(false);
    expect(isSpacedOut('UX UI')).toBe(false);
    expect(isSpacedOut('A B C')).toBe(false);
    expect(isSpacedOut('I am a designer')).toBe(false);
    expect(isSpacedOut('Olen se ja tämä')).toBe(false);
    expect(isSpacedOut('1 2 3 4 5')).toBe(false);
  });
});
