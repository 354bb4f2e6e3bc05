/** Wizard texts whose grammar depends on numbers read naturally in both languages. */
import { describe, expect, it } from 'vitest';
import { wizardTextsIn } from '@/lib/i18n-for-tests';

const summary = (
  lng: 'en' | 'fi',
  experiences: number,
  educations: number,
  skills: number,
  links: number,
) =>
  wizardTextsIn(lng)('finalize.summary', {
    experiences,
    educations,
    skills,
    links,
  });

describe("finalize's summary", () => {
  it('counts with singular, plural and none in English', () => {
    expect(summary('en', 1, 0, 3, 2)).toBe('1 experience, no education entries, 3 skills, 2 links');
    expect(summary('en', 2, 1, 1, 0)).toBe('2 experiences, 1 education entry, 1 skill, no links');
  });

  it('counts in natural Finnish', () => {
    expect(summary('fi', 1, 0, 3, 2)).toBe('1 työkokemus, ei koulutusta, 3 taitoa, 2 linkkiä');
    expect(summary('fi', 2, 1, 1, 0)).toBe('2 työkokemusta, 1 koulutus, 1 taito, ei linkkejä');
  });
});

describe('more fields to check', () => {
  it('says one or several', () => {
    expect(wizardTextsIn('fi')('errors.more', { count: 1 })).toBe('Tarkista vielä 1 muu kenttä.');
    expect(wizardTextsIn('fi')('errors.more', { count: 3 })).toBe(
      'Tarkista vielä 3 muuta kenttää.',
    );
    expect(wizardTextsIn('en')('errors.more', { count: 3 })).toBe('3 more fields need checking.');
  });
});
