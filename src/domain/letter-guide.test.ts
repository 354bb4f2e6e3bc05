/**
 * The words the letter's guide offers rest on the CV: every one is said by a line the version
 * shows, in the letter's language where the version has it, as that line writes it; and a word
 * taken goes in where the cursor is, spaced from its neighbours.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CV_CREATE_DEFAULTS, cvContentSchema, type CvContent } from './cv';
import {
  mainTextsOf,
  translatedTexts,
  withMainTexts,
  withTranslatedText,
  type CvTranslations,
} from './cv-translations';
import {
  applyVersion,
  withOwnText,
  withRowShown,
  type VersionOverrides,
  type VersionSource,
} from './cv-version';
import { LANGUAGES, type Language } from './languages';
import { MAX_LETTER_TERMS, letterTerms, withWordAt } from './letter-guide';
import { LIST_SECTIONS } from './sections';
import { cvArb, withUniqueRows } from './test-arbitraries';

const VOCABULARY = [
  'Kubernetes',
  'Kubernetesia',
  'TypeScript',
  'TypeScriptillä',
  'React',
  'PostgreSQL',
  'Google Cloud',
  'developer',
  'developers',
  'agile methods',
  'ohjelmistokehittäjä',
  'ohjelmistokehittäjänä',
  'testiautomaatio',
];
const FILLER = ['and', 'the', 'with', 'we', 'ja', 'on', 'kanssa'];

const sentenceArb = fc
  .array(fc.constantFrom(...VOCABULARY, ...FILLER), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));
const someTextsArb = (paths: string[]) =>
  fc.array(fc.tuple(fc.constantFrom(...paths), sentenceArb), { maxLength: 6 });

/** A CV with some lines about the vocabulary, maybe a version in its other language. */
const sourceArb: fc.Arbitrary<VersionSource> = cvArb.map(withUniqueRows).chain((cv: CvContent) => {
  const paths = [...mainTextsOf(cv).keys()];
  return fc
    .tuple(someTextsArb(paths), fc.boolean(), someTextsArb(paths))
    .map(([main, translated, theirs]) => {
      const source = withMainTexts({ ...cv, translations: {} }, new Map(main));
      const other = LANGUAGES.find((l) => l !== cv.language) ?? 'fi';
      let translation: CvTranslations[Language];
      if (translated)
        for (const [path, value] of theirs)
          translation = withTranslatedText(translation, path, value);
      return { ...source, translations: translation ? { [other]: translation } : {} };
    });
});

/** A version: some own texts, some rows left out. */
const overridesArb = (cv: VersionSource): fc.Arbitrary<VersionOverrides> => {
  const paths = [...mainTextsOf(cv).keys()];
  const rows = LIST_SECTIONS.flatMap((list) => cv[list].map((row) => ({ list, uuid: row.uuid })));
  return fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...LANGUAGES), fc.constantFrom(...paths), sentenceArb), {
        maxLength: 3,
      }),
      fc.subarray(rows),
    )
    .map(([texts, hidden]) => {
      let overrides: VersionOverrides = {};
      for (const [language, path, value] of texts)
        overrides = withOwnText(overrides, language, path, value, '\u0000');
      for (const row of hidden) overrides = withRowShown(overrides, row.list, row.uuid, false);
      return overrides;
    });
};

const adArb = fc
  .array(fc.constantFrom(...VOCABULARY, ...FILLER), { maxLength: 40 })
  .map((words) => words.join(' '));

/** The texts the version shows in a language, by path ('' for a row it leaves out). */
function shownTexts(cv: VersionSource, overrides: VersionOverrides, language: Language) {
  const version = applyVersion(cv, overrides);
  return language === cv.language
    ? mainTextsOf(version)
    : new Map(
        [...translatedTexts(version.translations[language])].filter(([path]) =>
          mainTextsOf(version).has(path),
        ),
      );
}

describe('the words offered for any CV, version, ad and letter language', () => {
  it('are each backed by a line the version shows, which contains the word as offered', () => {
    let offered = 0;
    fc.assert(
      fc.property(
        sourceArb.chain((cv) =>
          fc.tuple(fc.constant(cv), overridesArb(cv), adArb, fc.constantFrom(...LANGUAGES)),
        ),
        ([cv, overrides, ad, language]) => {
          const terms = letterTerms(ad, cv, overrides, language);
          expect(terms.length).toBeLessThanOrEqual(MAX_LETTER_TERMS);
          expect(new Set(terms.map((t) => t.term)).size).toBe(terms.length);
          for (const { line } of terms) {
            offered++;
            expect(line.form).not.toBe('');
            expect(line.text).toContain(line.form);
            // A line of the version, as it shows it, in the letter's language where it has one.
            expect(shownTexts(cv, overrides, line.language).get(line.path)).toBe(line.text);
            if (line.language !== language) expect(line.language).toBe(cv.language);
          }
        },
      ),
      { numRuns: 100 },
    );
    expect(offered).toBeGreaterThan(0);
  });
});

const ids = {
  a: '11111111-1111-4111-8111-111111111111',
  b: '22222222-2222-4222-8222-222222222222',
};
const experience = (uuid: string, role: string, description: string) => ({
  uuid,
  role,
  company_name: 'Firma Oy',
  location: 'Helsinki',
  description,
  start_date: '2020-01-01',
  end_date: null,
});
function cvOf(fields: Partial<CvContent>, translations: CvTranslations = {}): VersionSource {
  const cv = cvContentSchema.parse({
    ...CV_CREATE_DEFAULTS,
    first_name: 'Maija',
    last_name: 'Meikäläinen',
    email: 'maija@example.com',
    ...fields,
  });
  return { ...cv, translations };
}

describe('an ad against a CV with a Finnish version', () => {
  const cv = cvOf(
    {
      bio_description: 'Developer who builds web apps.',
      experiences: [
        experience(ids.a, 'Frontend developer', 'Built React and TypeScript interfaces.'),
        experience(ids.b, 'Backend developer', 'Ran Kubernetes clusters and PostgreSQL databases.'),
      ],
    },
    {
      fi: {
        experiences: [
          { uuid: ids.b, description: 'Ylläpidin Kubernetes-klustereita ja PostgreSQL-kantoja.' },
        ],
      },
    },
  );
  const ad =
    'Platform engineer. You run Kubernetes clusters and PostgreSQL databases. Kubernetes and PostgreSQL experience required.';

  it('offers the weightiest words with the line that says them, not a word said once', () => {
    const terms = letterTerms(ad, cv, {}, 'en');
    // Both are names the ad says twice; PostgreSQL's inner capital weighs it more (6 to 4).
    expect(terms.map((t) => t.term)).toEqual(['PostgreSQL', 'Kubernetes']);
    expect(terms[1]?.line).toEqual({
      language: 'en',
      path: `experiences.${ids.b}.description`,
      text: 'Ran Kubernetes clusters and PostgreSQL databases.',
      form: 'Kubernetes',
    });
    expect(terms.every((t) => !t.inLetter)).toBe(true);
  });

  it("reads the Finnish version's lines for a Finnish letter", () => {
    const terms = letterTerms(ad, cv, {}, 'fi');
    expect(terms.length).toBeGreaterThan(0);
    for (const { line } of terms) {
      expect(line.language).toBe('fi');
      expect(line.text).toBe('Ylläpidin Kubernetes-klustereita ja PostgreSQL-kantoja.');
    }
  });

  it('offers nothing a row the version leaves out says', () => {
    expect(letterTerms(ad, cv, withRowShown({}, 'experiences', ids.b, false), 'en')).toEqual([]);
  });

  it('says which words the letter already has', () => {
    const terms = letterTerms(ad, cv, {}, 'en', 'I have run Kubernetes for years.');
    expect(terms.map((t) => [t.term, t.inLetter])).toEqual([
      ['PostgreSQL', false],
      ['Kubernetes', true],
    ]);
  });

  it('offers nothing for no ad', () => {
    expect(letterTerms('  ', cv, {}, 'en')).toEqual([]);
  });
});

describe('a word put into the body', () => {
  it('goes at the cursor, spaced from the words either side', () => {
    expect(withWordAt('I ran clusters.', 'Kubernetes', 6)).toEqual({
      body: 'I ran Kubernetes clusters.',
      cursor: 16,
    });
    expect(withWordAt('I know', 'Kubernetes')).toEqual({ body: 'I know Kubernetes', cursor: 17 });
    expect(withWordAt('', 'Kubernetes')).toEqual({ body: 'Kubernetes', cursor: 10 });
    expect(withWordAt('I know.', 'Kubernetes', 6)).toEqual({
      body: 'I know Kubernetes.',
      cursor: 17,
    });
  });

  it('keeps every character of the body, in order, around the word', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (body, at) => {
        const { body: next, cursor } = withWordAt(body, 'Docker', at);
        const cut = Math.min(at, body.length);
        expect(next.length).toBeLessThanOrEqual(body.length + 'Docker'.length + 2);
        expect(next.startsWith(body.slice(0, cut))).toBe(true);
        expect(next.endsWith(body.slice(cut))).toBe(true);
        expect(next.slice(cursor - 'Docker'.length, cursor)).toBe('Docker');
      }),
    );
  });
});
