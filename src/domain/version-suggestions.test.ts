/**
 * What a job ad suggests for a version of a CV rests on the CV's own lines: every line a
 * suggestion names is one the CV (as the version words it) has, with the term as that line writes
 * it; and taking a suggestion changes the version only as it says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adMatcher, matchKeywords } from './ats/keywords';
import { ENGLISH_AD, ENGLISH_CV, FINNISH_AD, FINNISH_CV } from './ats/keywords-fixtures';
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
  rowKey,
  versionOverridesSchema,
  withOwnText,
  withRowOrder,
  withRowShown,
  type VersionOverrides,
  type VersionSource,
} from './cv-version';
import { LANGUAGES, type Language } from './languages';
import { LIMITS } from './limits';
import { LIST_SECTIONS } from './sections';
import { cvArb, withUniqueRows } from './test-arbitraries';
import {
  MAX_SUGGESTIONS,
  takeSuggestion,
  versionSuggestions,
  type BackingLine,
  type Suggestion,
} from './version-suggestions';

/** The version's texts, every row kept: where a suggestion's lines are read from. */
const worded = (cv: VersionSource, overrides: VersionOverrides) =>
  applyVersion(cv, { ...(overrides.texts && { texts: overrides.texts }) });

/** The text at a path of one language version ('' for none). */
function textAt(cv: VersionSource, language: Language, path: string): string | undefined {
  return language === cv.language
    ? mainTextsOf(cv).get(path)
    : translatedTexts(cv.translations[language]).get(path);
}

const bioOf = (cv: VersionSource, overrides: VersionOverrides, language: Language) =>
  textAt(worded(cv, overrides), language, 'bio_description') ?? '';

const linesOf = (s: Suggestion): BackingLine[] =>
  s.kind === 'say' ? [s.line] : s.terms.map((t) => t.line);

// ---- Any CV, any version, any ad ----

const VOCABULARY = [
  'Kubernetes',
  'Kubernetesia',
  'TypeScript',
  'TypeScriptillä',
  'React',
  'PostgreSQL',
  'Docker',
  'Google Cloud',
  'CI/CD',
  'Node.js:llä',
  'developer',
  'developers',
  'cloud',
  'agile methods',
  'ohjelmistokehittäjä',
  'ohjelmistokehittäjänä',
  'ketterät menetelmät',
  'testiautomaatio',
  'tietokannat',
];
const FILLER = ['and', 'the', 'with', 'we', 'are', 'ja', 'on', 'kanssa', 'me', 'olemme'];

/** A few words of the vocabulary, as a line of a CV writes them. */
const sentenceArb = fc
  .array(fc.constantFrom(...VOCABULARY, ...FILLER), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));

/** Some paths of the CV, each with a sentence. */
const someTextsArb = (paths: string[]) =>
  fc.array(fc.tuple(fc.constantFrom(...paths), sentenceArb), { maxLength: 6 });

/** A CV with some of its lines about the vocabulary, and maybe a version in its other language. */
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

/** A version of `cv`: some texts of its own (in either language), rows left out, lists reordered. */
const overridesArb = (cv: VersionSource): fc.Arbitrary<VersionOverrides> => {
  const paths = [...mainTextsOf(cv).keys()];
  const rows = LIST_SECTIONS.flatMap((list) => cv[list].map((row) => ({ list, uuid: row.uuid })));
  return fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...LANGUAGES), fc.constantFrom(...paths), sentenceArb), {
        maxLength: 3,
      }),
      fc.subarray(rows),
      fc.tuple(
        ...LIST_SECTIONS.map((list) => {
          const uuids = cv[list].map((row) => row.uuid);
          return fc.shuffledSubarray(uuids, { minLength: uuids.length });
        }),
      ),
    )
    .map(([texts, hidden, orders]) => {
      let overrides: VersionOverrides = {};
      for (const [language, path, value] of texts)
        overrides = withOwnText(overrides, language, path, value, '\u0000');
      for (const row of hidden) overrides = withRowShown(overrides, row.list, row.uuid, false);
      LIST_SECTIONS.forEach((list, i) => {
        overrides = withRowOrder(overrides, list, orders[i] ?? [], cv[list]);
      });
      return overrides;
    });
};

/** The words of every text of the CV. */
const wordsOf = (cv: VersionSource): string[] => {
  const texts = [
    ...mainTextsOf(cv).values(),
    ...LANGUAGES.flatMap((l) => [...translatedTexts(cv.translations[l]).values()]),
  ];
  return [...new Set(texts.flatMap((t) => t.match(/[\p{L}\p{N}][\p{L}\p{N}.#+/:-]*/gu) ?? []))];
};

/** An ad of the CV's words, the vocabulary's and filler, in sentences. */
const adArb = (cv: VersionSource) =>
  fc
    .array(fc.constantFrom(...wordsOf(cv), ...VOCABULARY, ...FILLER), { maxLength: 40 })
    .chain((words) =>
      fc
        .array(fc.constantFrom(' ', ' ', ' ', '. ', ', ', '\n'), {
          minLength: words.length,
          maxLength: words.length,
        })
        .map((gaps) => words.map((w, i) => w + (gaps[i] ?? '')).join('')),
    );

const caseArb = sourceArb.chain((cv) => fc.tuple(fc.constant(cv), overridesArb(cv), adArb(cv)));

describe('suggestions for any CV, version and ad', () => {
  it("rest on the CV's own lines, and taking one changes only what it says", () => {
    const seen = { show: 0, move: 0, say: 0 };
    fc.assert(
      fc.property(caseArb, ([cv, overrides, ad]) => {
        const suggestions = versionSuggestions(ad, cv, overrides);
        expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        expect(versionSuggestions(ad, cv, overrides)).toEqual(suggestions);
        const version = worded(cv, overrides);
        const shown = applyVersion(cv, overrides);
        for (const s of suggestions) {
          seen[s.kind]++;
          for (const line of linesOf(s)) {
            expect(textAt(version, line.language, line.path)).toBe(line.text);
            expect(line.form).not.toBe('');
            expect(line.text).toContain(line.form);
          }
          const next = takeSuggestion(cv, overrides, s);
          expect(versionOverridesSchema.safeParse(next).success).toBe(true);
          if (s.kind === 'show') {
            expect(overrides.hidden?.[rowKey(s.list, s.uuid)]).toBe(true);
            expect(cv.hidden_sections).not.toContain(s.list);
            expect(applyVersion(cv, next)[s.list].map((r) => r.uuid)).toContain(s.uuid);
          } else if (s.kind === 'move') {
            const uuids = shown[s.list].map((r) => r.uuid);
            expect(uuids.indexOf(s.uuid)).toBeGreaterThan(0);
            expect(applyVersion(cv, next)[s.list][0]?.uuid).toBe(s.uuid);
          } else {
            const before = bioOf(cv, overrides, s.language).trimEnd();
            const after = bioOf(cv, next, s.language);
            const separator = before === '' ? [''] : [' ', '. '];
            expect(separator.map((sep) => `${before}${sep}${s.line.form}.`)).toContain(after);
            expect(after.length).toBeLessThanOrEqual(LIMITS.bio);
          }
        }
      }),
      { numRuns: 100 },
    );
    // The runs meet every kind of suggestion, so the checks above are not vacuous.
    expect(seen.show).toBeGreaterThan(0);
    expect(seen.move).toBeGreaterThan(0);
    expect(seen.say).toBeGreaterThan(0);
  });
});

// ---- Examples ----

const ids = {
  a: '11111111-1111-4111-8111-111111111111',
  b: '22222222-2222-4222-8222-222222222222',
  c: '33333333-3333-4333-8333-333333333333',
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

const ofKind = <K extends Suggestion['kind']>(list: Suggestion[], kind: K) =>
  list.filter((s): s is Extract<Suggestion, { kind: K }> => s.kind === kind);

describe('an English ad', () => {
  const cv = cvOf({
    bio_description: 'I build web applications',
    experiences: [
      experience(ids.a, 'Developer', 'Built web shops.'),
      experience(ids.b, 'Platform engineer', 'Ran Kubernetes clusters for twenty teams.'),
      experience(ids.c, 'Backend developer', 'Wrote TypeScript services and GraphQL APIs.'),
    ],
  });
  const ad = 'We are looking for a developer who knows Kubernetes, TypeScript and GraphQL.';

  it('asks to show a row the version leaves out that says what nothing shown says', () => {
    const overrides = withRowShown({}, 'experiences', ids.b, false);
    const suggestions = versionSuggestions(ad, cv, overrides);
    const [show] = ofKind(suggestions, 'show');
    expect(show).toMatchObject({ kind: 'show', list: 'experiences', uuid: ids.b });
    expect(show?.terms).toEqual([
      {
        term: 'Kubernetes',
        line: {
          language: 'en',
          path: `experiences.${ids.b}.description`,
          text: 'Ran Kubernetes clusters for twenty teams.',
          form: 'Kubernetes',
        },
      },
    ]);
    const next = takeSuggestion(cv, overrides, show!);
    expect(next.hidden).toEqual({});
    expect(applyVersion(cv, next).experiences.map((e) => e.uuid)).toEqual([ids.a, ids.b, ids.c]);
  });

  it('asks to move the entry that says most of the ad to the top of its list', () => {
    const suggestions = versionSuggestions(ad, cv, {});
    const moves = ofKind(suggestions, 'move');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ list: 'experiences', uuid: ids.c });
    expect(moves[0]?.terms.map((t) => t.term).sort()).toEqual([
      'GraphQL',
      'TypeScript',
      'developer',
    ]);
    const next = takeSuggestion(cv, {}, moves[0]!);
    expect(next.order).toEqual({ experiences: [ids.c, ids.a, ids.b] });
    expect(applyVersion(cv, next).experiences.map((e) => e.uuid)).toEqual([ids.c, ids.a, ids.b]);
    // Once it is first, there is nothing to move.
    expect(ofKind(versionSuggestions(ad, cv, next), 'move')).toEqual([]);
  });

  it("asks to say in the bio what the CV says elsewhere, in the line's own words", () => {
    const suggestions = versionSuggestions(ad, cv, {});
    const said = ofKind(suggestions, 'say');
    // Names and tools; "developer", a plain word the ad says once, is not worth a suggestion.
    expect(said.map((s) => s.term).sort()).toEqual(['GraphQL', 'Kubernetes', 'TypeScript']);
    const kubernetes = said.find((s) => s.term === 'Kubernetes')!;
    expect(kubernetes.language).toBe('en');
    expect(kubernetes.line.path).toBe(`experiences.${ids.b}.description`);
    const next = takeSuggestion(cv, {}, kubernetes);
    expect(applyVersion(cv, next).bio_description).toBe('I build web applications. Kubernetes.');
    // The CV itself is untouched: the version words its bio its own way.
    expect(next.texts).toEqual({
      en: { bio_description: 'I build web applications. Kubernetes.' },
    });
    // Said now, it is not suggested again; the next one follows a full stop with a space.
    const again = ofKind(versionSuggestions(ad, cv, next), 'say');
    expect(again.map((s) => s.term)).not.toContain('Kubernetes');
    const typescript = again.find((s) => s.term === 'TypeScript')!;
    expect(applyVersion(cv, takeSuggestion(cv, next, typescript)).bio_description).toBe(
      'I build web applications. Kubernetes. TypeScript.',
    );
  });

  it('ranks by the weight of the terms and suggests nothing the ad does not ask', () => {
    const suggestions = versionSuggestions(ad, cv, withRowShown({}, 'experiences', ids.b, false));
    const terms = suggestions.flatMap((s) =>
      s.kind === 'say' ? [s.term] : s.terms.map((t) => t.term),
    );
    expect(terms.every((t) => ['Kubernetes', 'TypeScript', 'GraphQL', 'developer'].includes(t)));
    expect(versionSuggestions('Sales manager, Excel and PowerPoint.', cv, {})).toEqual([]);
  });

  it('offers no say when the bio is hidden, already says the term, or would grow past its limit', () => {
    const hidden: VersionSource = { ...cv, hidden_sections: ['bio'] };
    expect(ofKind(versionSuggestions(ad, hidden, {}), 'say')).toEqual([]);
    const says = withOwnText(
      {},
      'en',
      'bio_description',
      'A developer of Kubernetes, TypeScript and GraphQL.',
      '',
    );
    expect(ofKind(versionSuggestions(ad, cv, says), 'say')).toEqual([]);
    const long = withOwnText({}, 'en', 'bio_description', 'x'.repeat(LIMITS.bio - 5), '');
    expect(ofKind(versionSuggestions(ad, cv, long), 'say')).toEqual([]);
  });

  it('shows no row of a section the CV hides', () => {
    const hidden: VersionSource = { ...cv, hidden_sections: ['experiences'] };
    const overrides = withRowShown({}, 'experiences', ids.b, false);
    const suggestions = versionSuggestions(ad, hidden, overrides);
    expect(suggestions.filter((s) => s.kind !== 'say')).toEqual([]);
    // Its lines still back what the bio could say.
    expect(ofKind(suggestions, 'say').map((s) => s.term)).toContain('Kubernetes');
  });
});

describe('a Finnish ad against a CV with a Finnish version', () => {
  const cv = cvOf(
    {
      bio_description: 'I build web applications.',
      experiences: [
        experience(ids.a, 'Developer', 'Built web shops.'),
        experience(ids.b, 'Developer', 'Ran databases.'),
      ],
    },
    {
      fi: {
        bio_description: 'Rakennan verkkosovelluksia',
        experiences: [
          { uuid: ids.a, description: 'Rakensin verkkokauppoja.' },
          { uuid: ids.b, description: 'Ylläpidin PostgreSQL-tietokantoja ja Kubernetesia.' },
        ],
      },
    },
  );
  const ad =
    'Etsimme ohjelmistokehittäjää, jolla on kokemusta Kubernetesista ja PostgreSQL:stä. ' +
    'Kubernetes on meillä tärkeä.';

  it('reads the Finnish version and says in its bio what its lines say', () => {
    const suggestions = versionSuggestions(ad, cv, {});
    const said = ofKind(suggestions, 'say');
    expect(said.length).toBeGreaterThan(0);
    for (const s of said) {
      expect(s.language).toBe('fi');
      expect(s.line.language).toBe('fi');
      expect(s.line.path).toBe(`experiences.${ids.b}.description`);
    }
    const kubernetes = said.find((s) => s.term === 'Kubernetes')!;
    expect(kubernetes.line.form).toBe('Kubernetesia');
    const next = takeSuggestion(cv, {}, kubernetes);
    expect(next.texts).toEqual({
      fi: { bio_description: 'Rakennan verkkosovelluksia. Kubernetesia.' },
    });
    const version = applyVersion(cv, next);
    expect(version.translations.fi?.bio_description).toBe(
      'Rakennan verkkosovelluksia. Kubernetesia.',
    );
    expect(version.bio_description).toBe('I build web applications.');
  });

  it('moves the entry whose Finnish lines say most of the ad', () => {
    const [move] = ofKind(versionSuggestions(ad, cv, {}), 'move');
    expect(move).toMatchObject({ list: 'experiences', uuid: ids.b });
    expect(move?.terms.every((t) => t.line.language === 'fi')).toBe(true);
    const next = takeSuggestion(cv, {}, move!);
    expect(applyVersion(cv, next).experiences.map((e) => e.uuid)).toEqual([ids.b, ids.a]);
  });

  it("reads the CV in its own language when it has no version in the ad's", () => {
    const english = { ...cv, translations: {} };
    for (const s of ofKind(versionSuggestions(ad, english, {}), 'say'))
      expect(s.language).toBe('en');
  });
});

describe('the keyword match of one ad against many texts', () => {
  it('finds in each text what matchKeywords finds', () => {
    for (const ad of [ENGLISH_AD, FINNISH_AD]) {
      const match = adMatcher(ad);
      for (const [text, language] of [
        [ENGLISH_CV, 'en'],
        [FINNISH_CV, 'fi'],
        [FINNISH_CV, 'en'],
        ['', 'en'],
      ] as const) {
        const one = matchKeywords(ad, text, language);
        expect(match.language).toBe(one.language);
        expect(match.found(text, language).map(({ covers: _, ...hit }) => hit)).toEqual(one.found);
      }
    }
  });

  it('names the shorter terms a found phrase stands for, which a bio saying it says too', () => {
    const ad =
      'You know Google Cloud well. Google Cloud is our home, with a private cloud and cloud costs. Costs matter.';
    expect(adMatcher(ad).found('Ran services on Google Cloud.', 'en')).toEqual([
      { text: 'Google Cloud', weight: 6, forms: ['Google Cloud'], covers: ['cloud'] },
    ]);
    const cv = cvOf({
      bio_description: 'I run services on Google Cloud.',
      experiences: [experience(ids.a, 'Operator', 'Cut cloud costs.')],
    });
    const said = ofKind(versionSuggestions(ad, cv, {}), 'say').map((s) => s.term);
    expect(said).toEqual(['costs']);
  });
});
