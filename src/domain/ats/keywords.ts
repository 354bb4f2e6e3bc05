/**
 * The job-ad keyword match of the ATS check: which of an ad's important words and phrases a CV
 * has, compared by stem so that Finnish inflection ("ohjelmistokehittäjänä") and English endings
 * ("developers") still match, and where in the CV they stand.
 */
import { adLanguage, languageOf, type AdLanguage } from './keywords-language';
import { adTerms, type AdTerm } from './keywords-terms';
import { tokenize, type Token } from './keywords-tokens';
import { stemKey } from './stems';
import { isStopWord } from './stop-words';

export { adLanguage, type AdLanguage };

export interface KeywordHit {
  text: string;
  weight: number;
  /** the forms of it found in the CV text, as written there, e.g. ['ohjelmistokehittäjänä'] */
  forms: string[];
}
export interface KeywordMiss {
  text: string;
  weight: number;
}
export interface KeywordMatch {
  language: AdLanguage;
  found: KeywordHit[];
  missing: KeywordMiss[];
}

/** At most this many terms, found and missing together: a ranking, not every word of the ad. */
export const MAX_KEYWORDS = 30;

/** Where each run of one to three words stands in the text, by its stem keys joined by spaces. */
function index(tokens: Token[], language: AdLanguage): Map<string, number[]> {
  // A stop word in the CV stands for nothing ("on" is not "ones").
  const keys = tokens.map((t) => (isStopWord(t.word) ? '' : stemKey(t.word, language)));
  const at = new Map<string, number[]>();
  for (let i = 0; i < tokens.length; i++) {
    let key = '';
    for (let n = 1; n <= 3 && i + n <= tokens.length; n++) {
      if (keys[i + n - 1] === '' || (n > 1 && !tokens[i + n - 1]?.joined)) break;
      key = n === 1 ? (keys[i] ?? '') : `${key} ${keys[i + n - 1] ?? ''}`;
      const starts = at.get(key);
      if (starts) starts.push(i);
      else at.set(key, [i]);
    }
  }
  return at;
}

function covers(phrase: AdTerm, term: AdTerm): boolean {
  return (
    term.keys.length < phrase.keys.length &&
    ` ${phrase.keys.join(' ')} `.includes(` ${term.keys.join(' ')} `)
  );
}

/** An ad read once: its language and its candidate terms, ranked. */
interface ReadAd {
  language: AdLanguage;
  terms: AdTerm[];
}

function readAd(ad: string): ReadAd {
  const adTokens = tokenize(ad);
  const language = languageOf(adTokens);
  return { language, terms: adTerms(ad, adTokens, language) };
}

/** The ad's top terms against one text, each with the forms of it the text has (none: missing). */
function matchText(
  { language, terms }: ReadAd,
  cvText: string,
  cvLanguage: AdLanguage,
): Array<{ term: AdTerm; forms: string[] }> {
  const tokens = tokenize(cvText);
  const inAdLanguage = index(tokens, language);
  const inCvLanguage = cvLanguage === language ? null : index(tokens, cvLanguage);

  const formsOf = (term: AdTerm): string[] => {
    const n = term.keys.length;
    const starts = new Set(inAdLanguage.get(term.keys.join(' ')) ?? []);
    for (const spelling of inCvLanguage ? term.spellings : []) {
      const key = spelling.map((w) => stemKey(w, cvLanguage)).join(' ');
      for (const i of inCvLanguage?.get(key) ?? []) starts.add(i);
    }
    const forms = [...starts]
      .sort((a, b) => a - b)
      .map((i) => cvText.slice(tokens[i]?.start, tokens[i + n - 1]?.end));
    return [...new Set(forms)];
  };

  const kept: Array<{ term: AdTerm; forms: string[] }> = [];
  const foundPhrases: AdTerm[] = [];
  for (const term of terms) {
    if (kept.length >= MAX_KEYWORDS) break;
    if (foundPhrases.some((phrase) => covers(phrase, term))) continue;
    const forms = formsOf(term);
    if (forms.length > 0 && term.keys.length > 1) {
      // A found phrase stands for its words: they are in the CV with it.
      foundPhrases.push(term);
      const shorter = kept.filter((k) => covers(term, k.term));
      for (const k of shorter) kept.splice(kept.indexOf(k), 1);
    }
    kept.push({ term, forms });
  }
  return kept;
}

/** The ad's important words and phrases ranked by weight, matched against the CV's text. */
export function matchKeywords(ad: string, cvText: string, cvLanguage: AdLanguage): KeywordMatch {
  const read = readAd(ad);
  const kept = matchText(read, cvText, cvLanguage);
  return {
    language: read.language,
    found: kept
      .filter((k) => k.forms.length > 0)
      .map(({ term, forms }) => ({ text: term.text, weight: term.weight, forms })),
    missing: kept
      .filter((k) => k.forms.length === 0)
      .map(({ term }) => ({ text: term.text, weight: term.weight })),
  };
}

/** A term one text has, and the ad's shorter terms it stands for when it is a phrase. */
export interface TextHit extends KeywordHit {
  /** e.g. ['Google', 'Cloud'] of 'Google Cloud': the text has them with it. */
  covers: string[];
}

/** A job ad read once, to match against many texts (the lines of a CV). */
export interface AdMatcher {
  language: AdLanguage;
  /** What `matchKeywords(ad, text, language).found` finds, each phrase with the terms it stands for. */
  found: (text: string, language: AdLanguage) => TextHit[];
}

export function adMatcher(ad: string): AdMatcher {
  const read = readAd(ad);
  const covered = new Map<AdTerm, string[]>();
  const coversOf = (phrase: AdTerm): string[] => {
    if (phrase.keys.length < 2) return [];
    let shorter = covered.get(phrase);
    if (!shorter) {
      shorter = read.terms.filter((term) => covers(phrase, term)).map((term) => term.text);
      covered.set(phrase, shorter);
    }
    return shorter;
  };
  return {
    language: read.language,
    found: (text, language) =>
      matchText(read, text, language)
        .filter((k) => k.forms.length > 0)
        .map(({ term, forms }) => ({
          text: term.text,
          weight: term.weight,
          forms,
          covers: coversOf(term),
        })),
  };
}

/** Where the found keywords occur in the CV text, as sorted, non-overlapping [start, end) ranges, for highlighting. */
export function keywordRanges(
  cvText: string,
  found: KeywordHit[],
  language: AdLanguage,
): Array<[number, number]> {
  const tokens = tokenize(cvText);
  const at = index(tokens, language);
  const ranges: Array<[number, number]> = [];
  const add = (i: number, n: number) => {
    const first = tokens[i];
    const last = tokens[i + n - 1];
    if (first && last) ranges.push([first.start, last.end]);
  };
  for (const hit of found) {
    const words = tokenize(hit.text);
    for (const i of at.get(words.map((w) => stemKey(w.word, language)).join(' ')) ?? []) {
      add(i, words.length);
    }
    // The forms the match found, where the CV's language rather than the ad's stemmed them alike.
    for (const form of hit.forms) {
      const n = tokenize(form).length;
      tokens.forEach((t, i) => {
        if (n > 0 && cvText.slice(t.start, tokens[i + n - 1]?.end) === form) add(i, n);
      });
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
