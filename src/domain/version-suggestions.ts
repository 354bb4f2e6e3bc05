/**
 * What a version of a CV could do for one job ad, from the CV's own content only: show a row it
 * leaves out that says what the ad asks and nothing shown says, move the entry that says most of
 * the ad to the top of its list, or say in the bio a term of the ad that the CV says elsewhere.
 * Nothing is written that the CV does not hold: each suggestion names the lines it rests on, and
 * a term the bio is to say is taken as one of those lines writes it.
 *
 * The ad is matched as the ATS check matches it (by stem, in English and Finnish), line by line.
 * The version read is the one in the ad's language when the CV has it, else the CV's own.
 */
import { adMatcher, type TextHit } from './ats/keywords';
import { mainTextsOf, translatedTexts, type TranslationPath } from './cv-translations';
import {
  applyVersion,
  ordered,
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
import { LIST_SECTIONS, customKey, type ListSectionKey } from './sections';

/** A text of the CV a suggestion rests on, as the version words it. */
export interface BackingLine {
  language: Language;
  path: string;
  text: string;
  /** the term as this line writes it, a substring of text */
  form: string;
}

export interface BackedTerm {
  term: string;
  line: BackingLine;
}

export type Suggestion =
  /** A row the version leaves out backs terms of the ad that no shown line has: show it. */
  | { kind: 'show'; list: ListSectionKey; uuid: string; terms: BackedTerm[] }
  /** A shown entry that backs more of the ad than the first of its list: move it to the top. */
  | { kind: 'move'; list: ListSectionKey; uuid: string; terms: BackedTerm[] }
  /** A term of the ad the bio does not say and another line of the CV does: say it in the bio. */
  | { kind: 'say'; term: string; language: Language; line: BackingLine };

/**
 * A term worth saying in the bio: one the ad says twice, or names as a tool or a name does
 * (a capital, "TypeScript", "AWS"). A plain word said once ("clusters") is not worth a suggestion.
 */
export const SAY_WEIGHT = 2;

/** At most this many suggestions, the weightiest first. */
export const MAX_SUGGESTIONS = 12;

/** The lists of dated entries, whose first one a reader meets first. */
export const MOVABLE_LISTS: readonly ListSectionKey[] = [
  'experiences',
  'projects',
  'educations',
  'volunteering',
  'certificates',
];

export interface VersionLine {
  language: Language;
  path: TranslationPath;
  text: string;
  /** The list's row it is a text of ('experiences.{uuid}'), or null (the bio, an own section). */
  row: string | null;
  /** Whether the version shows it. */
  shown: boolean;
}

/** The CV as the version words it, every row kept (left out or not). */
export const worded = (cv: VersionSource, overrides: VersionOverrides): VersionSource =>
  applyVersion(cv, { ...(overrides.texts && { texts: overrides.texts }) });

/** The version's texts in `language` by path: the main ones, or that language's own ones. */
function textsIn(cv: VersionSource, language: Language): Map<TranslationPath, string> {
  if (language === cv.language) return mainTextsOf(cv);
  const known = mainTextsOf(cv);
  return new Map(
    [...translatedTexts(cv.translations[language])].filter(([path]) => known.has(path)),
  );
}

/** The language whose version the ad is read against: the ad's when the version has it. */
function targetLanguage(language: Language, version: VersionSource): Language {
  return language === version.language || textsIn(version, language).size > 0
    ? language
    : version.language;
}

/** The version's bio in `language` (its own wording, the CV's, or '' where that language has none). */
const bioIn = (version: VersionSource, language: Language): string =>
  textsIn(version, language).get('bio_description') ?? '';

/** The bio with a term added as a sentence of its own. */
export function withTermSaid(bio: string, form: string): string {
  const kept = bio.trimEnd();
  const separator = kept === '' ? '' : /[.!?]$/.test(kept) ? ' ' : '. ';
  return `${kept}${separator}${form}.`;
}

/** Every text of the version in every language, and whether the version shows it. */
export function linesOf(
  cv: VersionSource,
  overrides: VersionOverrides,
  version: VersionSource,
): VersionLine[] {
  const hiddenSections = new Set<string>(cv.hidden_sections);
  const sectionOfEntry = new Map<string, string>();
  for (const section of cv.custom_sections)
    for (const entry of section.entries) sectionOfEntry.set(entry.uuid, section.uuid);
  const lists: readonly string[] = LIST_SECTIONS;

  const place = (path: string): { row: string | null; shown: boolean } => {
    const [first = '', uuid] = path.split('.');
    if (!uuid)
      // The CV's title names the document; it is not on the page.
      return {
        row: null,
        shown: path !== 'title' && !(path.startsWith('bio_') && hiddenSections.has('bio')),
      };
    if (first === 'custom_sections')
      return { row: null, shown: !hiddenSections.has(customKey(uuid)) };
    if (first === 'custom_entries') {
      const section = sectionOfEntry.get(uuid);
      return { row: null, shown: section !== undefined && !hiddenSections.has(customKey(section)) };
    }
    if (!lists.includes(first)) return { row: null, shown: false };
    const row = `${first}.${uuid}`;
    return { row, shown: !hiddenSections.has(first) && !overrides.hidden?.[row] };
  };

  const lines: VersionLine[] = [];
  const languages = [cv.language, ...LANGUAGES.filter((l) => l !== cv.language)];
  for (const language of languages)
    for (const [path, text] of textsIn(version, language))
      if (text.trim() !== '') lines.push({ language, path, text, ...place(path) });
  return lines;
}

/** The terms a line has: those it says, and the shorter ones its phrases stand for. */
export const termsHad = (hits: readonly TextHit[]): string[] =>
  hits.flatMap((hit) => [hit.text, ...hit.covers]);

const backing = (line: VersionLine, hit: TextHit): BackedTerm => ({
  term: hit.text,
  line: { language: line.language, path: line.path, text: line.text, form: hit.forms[0] ?? '' },
});

/** Each term of these lines once, as the first line to say it writes it, with its weight. */
export function termsOf(
  lines: ReadonlyArray<{ line: VersionLine; hits: readonly TextHit[] }>,
  skip: ReadonlySet<string> = new Set(),
): Array<BackedTerm & { weight: number }> {
  const terms = new Map<string, BackedTerm & { weight: number }>();
  for (const { line, hits } of lines)
    for (const hit of hits) {
      if (skip.has(hit.text) || terms.has(hit.text) || !hit.forms[0]) continue;
      terms.set(hit.text, { ...backing(line, hit), weight: hit.weight });
    }
  return [...terms.values()];
}

const weightOf = (terms: ReadonlyArray<{ weight: number }>) =>
  terms.reduce((sum, term) => sum + term.weight, 0);
const withoutWeights = (terms: ReadonlyArray<BackedTerm>): BackedTerm[] =>
  terms.map(({ term, line }) => ({ term, line }));

/** The suggestions for a version of `cv` from a job ad, the weightiest first (at most 12). */
export function versionSuggestions(
  ad: string,
  cv: VersionSource,
  overrides: VersionOverrides,
): Suggestion[] {
  const version = worded(cv, overrides);
  const match = adMatcher(ad);
  const target = targetLanguage(match.language, version);
  const lines = linesOf(cv, overrides, version);
  const hitsOf = new Map(lines.map((line) => [line, match.found(line.text, line.language)]));
  // A line in another language read once more as the target's, so that what the bio is to say
  // reads in the bio's language ("Docker", not "Dockeria").
  const asTarget = (line: VersionLine) =>
    line.language === target ? (hitsOf.get(line) ?? []) : match.found(line.text, target);

  // What the version in the target language shows: its own text, else the main one.
  const targetPaths = new Set(lines.filter((l) => l.language === target).map((l) => l.path));
  const read = lines
    .filter(
      (l) => l.language === target || (l.language === cv.language && !targetPaths.has(l.path)),
    )
    .map((line) => ({ line, hits: hitsOf.get(line) ?? [] }));
  const shownHas = new Set(
    read.filter(({ line }) => line.shown).flatMap(({ hits }) => termsHad(hits)),
  );
  const rowLines = (list: ListSectionKey, uuid: string) =>
    read.filter(({ line }) => line.row === rowKey(list, uuid));

  const ranked: Array<{ suggestion: Suggestion; weight: number }> = [];
  const hiddenSections: readonly string[] = cv.hidden_sections;

  for (const list of LIST_SECTIONS) {
    if (hiddenSections.includes(list)) continue;
    const rows: ReadonlyArray<{ uuid: string }> = cv[list];
    for (const row of ordered(rows, overrides.order?.[list])) {
      if (!overrides.hidden?.[rowKey(list, row.uuid)]) continue;
      const terms = termsOf(rowLines(list, row.uuid), shownHas);
      if (terms.length)
        ranked.push({
          suggestion: { kind: 'show', list, uuid: row.uuid, terms: withoutWeights(terms) },
          weight: weightOf(terms),
        });
    }
  }

  const shown = applyVersion(cv, overrides);
  for (const list of MOVABLE_LISTS) {
    if (hiddenSections.includes(list)) continue;
    const rows: ReadonlyArray<{ uuid: string }> = shown[list];
    const [first, ...rest] = rows.map((row) => {
      const terms = termsOf(rowLines(list, row.uuid));
      return { uuid: row.uuid, terms, weight: weightOf(terms) };
    });
    // The weightiest of the rest, the first of equals.
    const best = rest.reduce<typeof first>(
      (a, b) => (!a || b.weight > a.weight ? b : a),
      undefined,
    );
    if (first && best && best.weight > first.weight)
      ranked.push({
        suggestion: { kind: 'move', list, uuid: best.uuid, terms: withoutWeights(best.terms) },
        weight: best.weight,
      });
  }

  const bio = bioIn(version, target);
  // A version in another language without a bio of its own shows the main one: it is not written over.
  const ownBio = target === cv.language || bio !== '' || bioIn(version, cv.language).trim() === '';
  if (!hiddenSections.includes('bio') && ownBio) {
    const isBio = (line: VersionLine) =>
      line.language === target && (line.path === 'bio_description' || line.path === 'bio_title');
    const said = new Set(
      read
        .filter(
          ({ line }) =>
            line.path === 'bio_title' || (isBio(line) && line.path === 'bio_description'),
        )
        .flatMap(({ hits }) => termsHad(hits)),
    );
    // The target language's lines first, shown ones before those left out, then in the CV's order.
    const elsewhere = lines
      .filter((line) => !isBio(line))
      .map((line) => ({ line, hits: asTarget(line) }))
      .sort(
        (a, b) =>
          Number(a.line.language !== target) - Number(b.line.language !== target) ||
          Number(!a.line.shown) - Number(!b.line.shown),
      );
    for (const { term, line, weight } of termsOf(elsewhere, said))
      if (weight >= SAY_WEIGHT && withTermSaid(bio, line.form).length <= LIMITS.bio)
        ranked.push({ suggestion: { kind: 'say', term, language: target, line }, weight });
  }

  // Only what the version can take (a version holds so many overrides), weightiest first.
  return ranked
    .filter(
      ({ suggestion }) =>
        versionOverridesSchema.safeParse(takeSuggestion(cv, overrides, suggestion)).success,
    )
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ suggestion }) => suggestion);
}

/** The version with a suggestion taken. */
export function takeSuggestion(
  cv: VersionSource,
  overrides: VersionOverrides,
  s: Suggestion,
): VersionOverrides {
  if (s.kind === 'show') return withRowShown(overrides, s.list, s.uuid, true);
  if (s.kind === 'move') {
    const rows: ReadonlyArray<{ uuid: string }> = cv[s.list];
    const order = ordered(rows, overrides.order?.[s.list]).map((row) => row.uuid);
    return withRowOrder(overrides, s.list, [s.uuid, ...order.filter((id) => id !== s.uuid)], rows);
  }
  const bio = bioIn(worded(cv, overrides), s.language);
  return withOwnText(
    overrides,
    s.language,
    'bio_description',
    withTermSaid(bio, s.line.form),
    bioIn(cv, s.language),
  );
}
