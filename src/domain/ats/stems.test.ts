import { describe, expect, it } from 'vitest';
import { shownForm, stemKey } from './stems';

const sameKey = (words: string[], language: 'en' | 'fi') =>
  new Set(words.map((w) => stemKey(w, language))).size === 1;

describe('stem keys', () => {
  it('join the Finnish forms that Snowball leaves apart', () => {
    for (const forms of [
      ['tiimi', 'tiimissä', 'tiimiin'],
      ['kokemus', 'kokemusta', 'kokemuksia', 'kokemuksesta'],
      ['mahdollisuus', 'mahdollisuuden', 'mahdollisuuksia'],
      ['tietokanta', 'tietokantoja', 'tietokannoista'],
      ['osaaminen', 'osaamista', 'osaamisesta'],
      ['kokenut', 'kokenutta', 'kokeneita'],
      ['ohjelmistokehitys', 'ohjelmistokehityksestä'],
    ]) {
      expect([forms, sameKey(forms, 'fi')]).toEqual([forms, true]);
    }
  });

  it('keep names with digits and symbols whole, in any case', () => {
    expect(stemKey('Node.js', 'en')).toBe('node.js');
    expect(stemKey('C#', 'fi')).toBe('c#');
    expect(sameKey(['Developers', 'developing', 'DEVELOPER'], 'en')).toBe(true);
    expect(sameKey(['Java', 'JavaScript'], 'en')).toBe(false);
  });
});

describe('shown forms', () => {
  it("cut a Finnish name's case ending, but leave common nouns and changed stems whole", () => {
    expect(shownForm('Reactista', 'fi')).toBe('React');
    expect(shownForm('TypeScriptiä', 'fi')).toBe('TypeScript');
    expect(shownForm('Kubernetesista', 'fi')).toBe('Kubernetes');
    expect(shownForm('ohjelmistokehittäjää', 'fi')).toBe('ohjelmistokehittäjää');
    expect(shownForm('Helsingissä', 'fi')).toBe('Helsingissä');
    expect(shownForm('Helsinki', 'fi')).toBe('Helsinki');
    expect(shownForm('Reactista', 'en')).toBe('Reactista');
  });
});
