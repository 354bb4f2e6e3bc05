import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adLanguage, keywordRanges, matchKeywords, MAX_KEYWORDS } from './keywords';

// Words an ad or a CV of either language holds, inflected, capitalised and with symbols, beside
// anything at all.
const WORDS = [
  'React',
  'Reactista',
  'reactilla',
  'TypeScript',
  'TypeScriptiä',
  'Node.js',
  'Node.js:llä',
  'AWS',
  'AWS:ää',
  'C#',
  'C++',
  '.NET',
  'CI/CD',
  'ci/cd',
  'Google',
  'Cloud',
  'project',
  'management',
  'ohjelmistokehittäjä',
  'ohjelmistokehittäjänä',
  'ketterät',
  'menetelmät',
  'ketteriä',
  'menetelmiä',
  'developer',
  'developers',
  'developing',
  'experience',
  'kokemusta',
  'and',
  'ja',
  'the',
  'on',
  'we',
  'me',
  'IT',
  '2024',
  '5+',
  'Työ',
  'ÄÖÅ',
  'öljy',
  "it's",
];
const SEPARATORS = [' ', ' ', ' ', ', ', '. ', '\n', '-', ': ', ' (', ') ', '/', ' – ', ':'];
const textArb = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...WORDS), weight: 6 },
        { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
      ),
      fc.constantFrom(...SEPARATORS),
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.map(([word, separator]) => word + separator).join(''));
const languageArb = fc.constantFrom('en' as const, 'fi' as const);
// An ad and a CV, half the time one that copies the ad, so that many terms are found.
const pairArb = fc
  .tuple(textArb, textArb, fc.boolean(), languageArb)
  .map(([ad, other, copies, cvLanguage]) => ({
    ad,
    cv: copies ? `${other}\n${ad}` : other,
    cvLanguage,
  }));

describe('keyword match properties', () => {
  it('finds only forms the CV has, never a term both found and missing, at most thirty', () => {
    fc.assert(
      fc.property(pairArb, ({ ad, cv, cvLanguage }) => {
        const match = matchKeywords(ad, cv, cvLanguage);
        expect(match.language).toBe(adLanguage(ad));
        for (const hit of match.found) {
          expect(hit.forms.length).toBeGreaterThan(0);
          for (const form of hit.forms) expect(cv).toContain(form);
        }
        const found = new Set(match.found.map((t) => t.text));
        for (const miss of match.missing) expect(found.has(miss.text)).toBe(false);
        expect(match.found.length + match.missing.length).toBeLessThanOrEqual(MAX_KEYWORDS);
        for (const list of [match.found, match.missing]) {
          const weights = list.map((t) => t.weight);
          expect(weights).toEqual([...weights].sort((a, b) => b - a));
          for (const w of weights) expect(w).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('misses nothing when the CV is the ad itself', () => {
    fc.assert(
      fc.property(textArb, (ad) => {
        expect(matchKeywords(ad, ad, adLanguage(ad)).missing).toEqual([]);
      }),
    );
  });

  it('gives sorted, non-overlapping ranges within the text that cover every form', () => {
    fc.assert(
      fc.property(pairArb, ({ ad, cv, cvLanguage }) => {
        const match = matchKeywords(ad, cv, cvLanguage);
        const ranges = keywordRanges(cv, match.found, match.language);
        let previousEnd = 0;
        for (const [start, end] of ranges) {
          expect(start).toBeGreaterThanOrEqual(previousEnd);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(cv.length);
          previousEnd = end;
        }
        for (const form of match.found.flatMap((h) => h.forms)) {
          expect(ranges.some(([start, end]) => cv.slice(start, end).includes(form))).toBe(true);
        }
      }),
    );
  });
});
