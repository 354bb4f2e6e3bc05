import { describe, expect, it } from 'vitest';
import { ENGLISH_AD, ENGLISH_CV, FINNISH_AD, FINNISH_CV } from './keywords-fixtures';
import { adLanguage, keywordRanges, matchKeywords, type KeywordMatch } from './keywords';

const texts = (list: Array<{ text: string }>) => list.map((t) => t.text);
const hit = (match: KeywordMatch, text: string) => match.found.find((h) => h.text === text);

describe("the ad's language", () => {
  it('is told by its stop words, ties going to English', () => {
    expect(adLanguage(FINNISH_AD)).toBe('fi');
    expect(adLanguage(ENGLISH_AD)).toBe('en');
    expect(adLanguage('')).toBe('en');
    expect(adLanguage('TypeScript React')).toBe('en');
    expect(adLanguage('on')).toBe('en'); // a stop word in both
  });
});

describe('nothing to match', () => {
  it('gives empty lists for an empty ad, or one of stop words, filler and numbers', () => {
    for (const ad of [
      '',
      '  \n ',
      'We are here for you, and you will be with us.',
      'Me olemme ne, joiden kanssa sinä olet; ja se on niin.',
      'Strong experience, great team player! Competitive salary & benefits. Apply now.',
      'Etsimme hyvää tiimipelaajaa: kokemus, osaaminen, kilpailukykyinen palkka.',
      '2024 – 5+ years, 3,5 vuotta, 10 000 €',
    ]) {
      const match = matchKeywords(ad, ENGLISH_CV, 'en');
      expect([ad, match.found, match.missing]).toEqual([ad, [], []]);
    }
  });
});

describe('a Finnish ad against a Finnish CV', () => {
  const match = matchKeywords(FINNISH_AD, FINNISH_CV, 'fi');

  it('matches inflected forms by stem and names the forms the CV has', () => {
    expect(match.language).toBe('fi');
    expect(hit(match, 'ohjelmistokehittäjä')?.forms).toEqual(['ohjelmistokehittäjänä']);
    // "kokemusta Reactista" asks for React; the CV says "React".
    expect(hit(match, 'React')?.forms).toEqual(['React']);
    expect(hit(match, 'TypeScript')?.forms).toEqual(['TypeScript']);
    expect(hit(match, 'Node.js')?.forms).toEqual(['Node.js:llä']);
    expect(hit(match, 'AWS')?.forms).toEqual(['AWS:ää']);
    expect(hit(match, 'PostgreSQL')?.forms).toEqual(['PostgreSQL']);
  });

  it('lists what the CV lacks, tools first, without filler', () => {
    const missing = texts(match.missing);
    expect(missing.slice(0, 2)).toEqual(['Google Cloud', 'CI/CD']);
    expect(missing).toContain('Kubernetes');
    expect(missing).toContain('testiautomaatiosta');
    for (const filler of ['kokemusta', 'osaamista', 'palkan', 'Etsimme', 'tiimiimme', '3']) {
      expect(texts(match.missing)).not.toContain(filler);
      expect(texts(match.found)).not.toContain(filler);
    }
  });

  it('leaves out the verbs and adverbs of doing the job, keeping the tools', () => {
    for (const [ad, cv] of [
      ['Kirjoitat TypeScriptiä päivittäin ja työskentelet Kubernetesin parissa.', 'TypeScript'],
      ['You write TypeScript every day and will work with Kubernetes daily.', 'TypeScript'],
    ] as const) {
      const terms = matchKeywords(ad, cv, 'fi');
      expect(texts(terms.found)).toEqual(['TypeScript']);
      expect(texts(terms.missing)).toEqual(['Kubernetes']);
    }
  });

  it('takes a recurring phrase as one term and does not list its words again', () => {
    // "ketterillä menetelmillä", "ketterät menetelmät", "Ketterien menetelmien": one phrase.
    expect(hit(match, 'ketterät menetelmät')?.forms).toEqual(['ketteriä menetelmiä']);
    const all = [...texts(match.found), ...texts(match.missing)];
    expect(all.filter((t) => /ketter|menetelm/i.test(t))).toEqual(['ketterät menetelmät']);
  });
});

describe('an English ad against an English CV', () => {
  const match = matchKeywords(ENGLISH_AD, ENGLISH_CV, 'en');

  it('matches English endings by stem', () => {
    expect(match.language).toBe('en');
    expect(hit(match, 'develop')?.forms).toEqual(['developer', 'developing', 'developers']);
    expect(hit(match, 'testing')?.forms).toEqual(['tests']);
    expect(hit(match, 'pipelines')?.forms).toEqual(['pipelines']);
  });

  it('ranks tools above plain words and keeps symbols whole', () => {
    expect(texts(match.found).slice(0, 3)).toEqual(['TypeScript', 'Node.js', 'React']);
    expect(texts(match.found)).toContain('CI/CD');
    expect(texts(match.missing)).toEqual(expect.arrayContaining(['C#', 'GraphQL', 'Docker']));
    for (const list of [match.found, match.missing]) {
      const weights = list.map((t) => t.weight);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    }
  });

  it('takes recurring and capitalised phrases, a found one without its words', () => {
    expect(hit(match, 'project management')?.forms).toEqual(['project management']);
    expect(texts(match.missing)).toContain('Google Cloud');
    const all = [...texts(match.found), ...texts(match.missing)];
    for (const word of ['project', 'management', 'Google', 'Cloud'])
      expect(all).not.toContain(word);
    expect(all).not.toContain('experience');
    expect(all).not.toContain('team');
  });
});

describe('across languages', () => {
  it("stems the CV's words in its own language too", () => {
    const cv = 'Kehitin Reactilla ja TypeScriptillä verkkopalveluita AWS:ään.';
    const asFinnish = matchKeywords(ENGLISH_AD, cv, 'fi');
    expect(hit(asFinnish, 'React')?.forms).toEqual(['Reactilla']);
    expect(hit(asFinnish, 'TypeScript')?.forms).toEqual(['TypeScriptillä']);
    expect(hit(asFinnish, 'AWS')?.forms).toEqual(['AWS:ään']);
    // Read as English, "Reactilla" is not "React".
    expect(hit(matchKeywords(ENGLISH_AD, cv, 'en'), 'React')).toBeUndefined();
  });
});

describe('case and punctuation', () => {
  it('do not matter for matching', () => {
    const ad = 'We need NODE.JS, TypeScript and ci/cd. Node.js again!';
    const cv = 'node.js; typescript (CI/CD).';
    const match = matchKeywords(ad, cv, 'en');
    expect(match.missing).toEqual([]);
    expect(match.found.map((h) => h.forms)).toEqual([['node.js'], ['typescript'], ['CI/CD']]);
  });

  it('keeps C#, C++, .NET and CI/CD whole, and splits and/or', () => {
    const ad = 'Skills: C#, C++, .NET, CI/CD and/or Go.';
    const all = [
      ...texts(matchKeywords(ad, '', 'en').missing),
      ...texts(matchKeywords(ad, '', 'en').found),
    ];
    expect(all.sort()).toEqual(['.NET', 'C#', 'C++', 'CI/CD', 'Go'].sort());
  });

  it('keeps "IT" though "it" is a stop word', () => {
    const match = matchKeywords('IT-tuki ja IT-palvelut, it is', 'Työskentelin IT-tuessa.', 'fi');
    expect(texts(match.found)).toContain('IT');
  });
});

describe('at most thirty terms', () => {
  it('keeps the heaviest, highest weight first', () => {
    const tools = Array.from({ length: 60 }, (_, i) => `Tool${i}`);
    // The first ten occur twice, so they weigh more than the other fifty.
    const ad = `Use ${tools.join(', ')}. Also ${tools.slice(0, 10).join(', ')}.`;
    const match = matchKeywords(ad, 'tool3 and Tool40', 'en');
    expect(match.found.length + match.missing.length).toBe(30);
    expect(texts(match.found)).toEqual(['Tool3']);
    expect(texts(match.missing).slice(0, 9)).toEqual(
      tools.slice(0, 10).filter((t) => t !== 'Tool3'),
    );
  });
});

describe('highlight ranges', () => {
  it('point at the exact places in the CV text, letters and punctuation as written', () => {
    const cv =
      'Työkokemus: ohjelmistokehittäjänä (2019–2024) – Reactilla & TypeScriptillä; AWS:ää, ' +
      'ketteriä menetelmiä. Myös ohjelmistokehittäjä!';
    const match = matchKeywords(FINNISH_AD, cv, 'fi');
    const ranges = keywordRanges(cv, match.found, match.language);
    expect(ranges.map(([start, end]) => cv.slice(start, end))).toEqual([
      'ohjelmistokehittäjänä',
      'Reactilla',
      'TypeScriptillä',
      'AWS:ää',
      'ketteriä menetelmiä',
      'ohjelmistokehittäjä',
    ]);
  });

  it('are empty when nothing was found', () => {
    expect(keywordRanges(ENGLISH_CV, [], 'en')).toEqual([]);
  });
});
