/** A job ad's candidate keywords, single words and recurring or capitalised phrases, weighed. */
import { isFiller } from './filler';
import type { AdLanguage } from './keywords-language';
import type { Token } from './keywords-tokens';
import { shownForm, stemKey } from './stems';
import { isStopWord } from './stop-words';

export interface AdTerm {
  /** One stem key per word, in the ad's language. */
  keys: string[];
  /** The words of each different way the ad writes it, lower-cased: keyed again in the CV's language. */
  spellings: string[][];
  text: string;
  weight: number;
  /** Where it first occurs, to rank ties by (a title comes first). */
  first: number;
}

interface Word extends Token {
  key: string;
  /** 3 for a tool's look ("TypeScript", "AWS", "Node.js"), 2 for a capital mid-sentence, else 1. */
  shape: number;
}

const LETTER = /\p{L}/u;
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
const SYMBOL = /[\p{N}.#+/]/u;
const CAPITAL = /^\p{Lu}/u;
const LOWER = /^\p{Ll}/u;
const ALL_CAPS = /^[\p{Lu}/]+$/u;

function shapeOf(token: Token): number {
  const word = token.word;
  const letters = word.replace(/[^\p{L}]/gu, '').length;
  // Short, so that a heading in capitals ("REQUIREMENTS") does not pass for an acronym.
  const acronym = ALL_CAPS.test(word) && letters >= 2 && letters <= 5;
  if (acronym || INNER_CAPITAL.test(word) || SYMBOL.test(word)) return 3;
  return CAPITAL.test(word) && !token.sentenceStart ? 2 : 1;
}

function isKeyword(word: string): boolean {
  if (!LETTER.test(word)) return false; // numbers alone
  if (word.length < 2) return false; // single letters; "C#" and "C++" are longer
  return !isStopWord(word) && !isFiller(word);
}

function words(tokens: Token[], language: AdLanguage): Array<Word | null> {
  return tokens.map((token) =>
    isKeyword(token.word)
      ? { ...token, key: stemKey(token.word, language), shape: shapeOf(token) }
      : null,
  );
}

/** The occurrences of every run of n keywords that only spaces or hyphens separate. */
function runs(list: Array<Word | null>, n: number): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (let i = 0; i + n <= list.length; i++) {
    const run = list.slice(i, i + n);
    if (!run.every((w, j): w is Word => w !== null && (j === 0 || w.joined))) continue;
    const key = run.map((w) => w.key).join(' ');
    const at = found.get(key);
    if (at) at.push(i);
    else found.set(key, [i]);
  }
  return found;
}

/** The words as the ad writes them, names without their Finnish case endings. */
function shown(ad: string, run: Word[], language: AdLanguage): string {
  return run
    .map((w, j) => {
      const next = run[j + 1];
      const gap = next ? ad.slice(w.start + w.word.length, next.start) : '';
      // Only a name's ending is cut, and a capital at a sentence start does not make a name.
      const name = !w.sentenceStart || INNER_CAPITAL.test(w.word);
      return (name ? shownForm(w.word, language) : w.word) + gap;
    })
    .join('');
}

function termOf(
  ad: string,
  list: Array<Word | null>,
  starts: number[],
  n: number,
  language: AdLanguage,
): AdTerm {
  const occurrences = starts.map((i) => list.slice(i, i + n).filter((w): w is Word => w !== null));
  const spellings = new Map<string, string[]>();
  let chosen: { text: string; head: Word } | null = null;
  for (const run of occurrences) {
    const head = run[0];
    if (!head) continue;
    const lower = run.map((w) => w.word.toLowerCase());
    spellings.set(lower.join(' '), lower);
    // The shortest form is most often the base form: "React" of "Reactista", "ohjelmistokehittäjä"
    // of "ohjelmistokehittäjää"; of equals, one not at a sentence start, where a capital means something.
    const text = shown(ad, run, language);
    const shorter = chosen === null || text.length < chosen.text.length;
    const same = chosen !== null && text.length === chosen.text.length;
    if (shorter || (same && chosen?.head.sentenceStart && !head.sentenceStart)) {
      chosen = { text, head };
    }
  }
  // A capital the sentence gave is dropped when the ad writes the word in lower case elsewhere.
  const lowerElsewhere = occurrences.some(
    ([w]) => w !== undefined && !w.sentenceStart && LOWER.test(w.word),
  );
  const text =
    chosen?.head.sentenceStart && lowerElsewhere
      ? chosen.text.charAt(0).toLowerCase() + chosen.text.slice(1)
      : (chosen?.text ?? '');
  const shape = Math.max(1, ...occurrences.flat().map((w) => w.shape));
  return {
    keys: (occurrences[0] ?? []).map((w) => w.key),
    spellings: [...spellings.values()],
    text,
    weight: starts.length * shape * ((n + 1) / 2),
    first: starts[0] ?? 0,
  };
}

/**
 * Every candidate term of the ad. A phrase of two or three words is one when it recurs or when
 * each of its words is capitalised ("Google Cloud"); its occurrences are then not counted again
 * for its words. (Names listed without commas, "Python Django Flask", read as one phrase too.)
 */
export function adTerms(ad: string, tokens: Token[], language: AdLanguage): AdTerm[] {
  const list = words(tokens, language);
  const taken = new Set<number>();
  const isFree = (i: number, n: number) => {
    for (let j = i; j < i + n; j++) if (taken.has(j)) return false;
    return true;
  };
  const take = (starts: number[], n: number) => {
    for (const i of starts) for (let j = i; j < i + n; j++) taken.add(j);
  };
  const terms: AdTerm[] = [];
  for (const n of [3, 2]) {
    const candidates = [...runs(list, n).values()].sort((a, b) => b.length - a.length);
    for (const starts of candidates) {
      const free = starts.filter((i) => isFree(i, n));
      if (free.length >= 2) {
        take(free, n);
        terms.push(termOf(ad, list, free, n, language));
        continue;
      }
      const capitalised = free.filter((i) =>
        list.slice(i, i + n).every((w) => w !== null && CAPITAL.test(w.word)),
      );
      if (capitalised.length === 0) continue;
      take(capitalised, n);
      terms.push(termOf(ad, list, capitalised, n, language));
    }
  }
  const single = new Map<string, number[]>();
  list.forEach((w, i) => {
    if (!w || taken.has(i)) return;
    const at = single.get(w.key);
    if (at) at.push(i);
    else single.set(w.key, [i]);
  });
  for (const starts of single.values()) terms.push(termOf(ad, list, starts, 1, language));
  return terms.sort((a, b) => b.weight - a.weight || a.first - b.first);
}
