import { describe, expect, it } from 'vitest';
import { normalizeSlug, slugify, uniqueSlug } from './slug';

describe('slugs', () => {
  it('folds Nordic letters and punctuation', () => {
    expect(slugify('Ohjelmistokehittäjä – Sähköinen Ääni!')).toBe(
      'ohjelmistokehittaja-sahkoinen-aani',
    );
    expect(slugify('  Senior   Developer  ')).toBe('senior-developer');
  });

  it('numbers a slug that the user already has', () => {
    expect(uniqueSlug('Developer', ['developer', null])).toBe('developer-2');
    expect(uniqueSlug('Developer', ['developer', 'developer-2'])).toBe('developer-3');
    expect(uniqueSlug('!!!', [])).toBe('cv');
    expect(uniqueSlug('None', [])).toBe('none-2');
  });

  it("treats 'none' and empty as no slug", () => {
    expect(normalizeSlug('none')).toBeNull();
    expect(normalizeSlug(' ')).toBeNull();
    expect(normalizeSlug('Dev')).toBe('dev');
  });
});
