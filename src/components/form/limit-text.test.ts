import { describe, expect, it } from 'vitest';
import { wizardTextsIn } from '@/lib/i18n-for-tests';
import { cutMessage, cutToLimit } from './limit-text';

const tIn = wizardTextsIn;

describe('cutToLimit', () => {
  it('keeps text within the limit whole', () => {
    expect(cutToLimit('Aino', 10)).toEqual({ value: 'Aino', kept: 4, left: 0 });
    expect(cutToLimit('x'.repeat(120), 120)).toEqual({
      value: 'x'.repeat(120),
      kept: 120,
      left: 0,
    });
  });

  it('keeps what fits and counts what was left out', () => {
    const pasted = 'a'.repeat(157);
    expect(cutToLimit(pasted, 120)).toEqual({ value: 'a'.repeat(120), kept: 120, left: 37 });
  });

  it('never keeps half of an emoji at the limit', () => {
    const cut = cutToLimit(`${'a'.repeat(9)}😀b`, 10);
    expect(cut).toEqual({ value: 'a'.repeat(9), kept: 9, left: 3 });
  });
});

describe('cutMessage', () => {
  it('says how much was kept and left out, in English', () => {
    expect(cutMessage(tIn('en'), { kept: 120, left: 37 })).toBe(
      '120 characters kept, 37 left out.',
    );
    expect(cutMessage(tIn('en'), { kept: 250, left: 1 })).toBe('250 characters kept, 1 left out.');
  });

  it('says it in Finnish, with the singular for one character', () => {
    expect(cutMessage(tIn('fi'), { kept: 120, left: 37 })).toBe(
      'Kenttään mahtui 120 merkkiä, 37 merkkiä jäi pois.',
    );
    expect(cutMessage(tIn('fi'), { kept: 250, left: 1 })).toBe(
      'Kenttään mahtui 250 merkkiä, 1 merkki jäi pois.',
    );
  });
});
