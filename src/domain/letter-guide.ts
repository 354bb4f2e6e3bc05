/**
 * The ad's words a cover letter can say because the CV says them: each with the line of the CV
 * (as the application's version shows it, in the letter's language) that backs it, for the
 * owner to take into the letter or leave. Matched as the version's suggestions match (by stem, in
 * English and Finnish); nothing is offered that a shown line of the CV does not say.
 */
import { adMatcher } from './ats/keywords';
import type { VersionOverrides, VersionSource } from './cv-version';
import type { Language } from './languages';
import {
  SAY_WEIGHT,
  linesOf,
  termsHad,
  termsOf,
  worded,
  type BackedTerm,
  type VersionLine,
} from './version-suggestions';

/** At most this many words: the ad's weightiest, not every word it has. */
export const MAX_LETTER_TERMS = 8;

export interface LetterTerm extends BackedTerm {
  /** Whether the letter's body already says it (in any form the match knows). */
  inLetter: boolean;
}

/**
 * The ad's words that the version's shown lines in the letter's language say (or, when the version
 * has none in that language, its own language's lines), the weightiest first; a word said once in
 * passing ("clusters") is not offered, a tool or a name ("Kubernetes") or a word said twice is.
 */
export function letterTerms(
  ad: string,
  cv: VersionSource,
  overrides: VersionOverrides,
  language: Language,
  body = '',
): LetterTerm[] {
  if (ad.trim() === '') return [];
  const match = adMatcher(ad);
  const shown = linesOf(cv, overrides, worded(cv, overrides)).filter((line) => line.shown);
  const inLanguage = shown.filter((line) => line.language === language);
  const read: VersionLine[] = inLanguage.length
    ? inLanguage
    : shown.filter((line) => line.language === cv.language);
  const said = new Set(termsHad(match.found(body, language)));
  return termsOf(read.map((line) => ({ line, hits: match.found(line.text, line.language) })))
    .filter((term) => term.weight >= SAY_WEIGHT)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_LETTER_TERMS)
    .map(({ term, line }) => ({ term, line, inLetter: said.has(term) }));
}

/**
 * The body with a word put in where the owner's cursor is (`at`, a character offset), or at the
 * end: spaced from the words either side, so a tap never runs two words together. Gives the new
 * body and where the cursor goes after the word.
 */
export function withWordAt(
  body: string,
  word: string,
  at: number = body.length,
): { body: string; cursor: number } {
  const cut = Math.min(Math.max(0, at), body.length);
  const before = body.slice(0, cut);
  const after = body.slice(cut);
  const lead = before === '' || /\s$/u.test(before) ? '' : ' ';
  const trail = after === '' || /^[\s.,;:!?)]/u.test(after) ? '' : ' ';
  const inserted = `${lead}${word}${trail}`;
  return { body: before + inserted + after, cursor: cut + lead.length + word.length };
}
