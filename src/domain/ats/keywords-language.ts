/** Which of the two languages a job ad is written in, told by its stop words. */
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as finnishStopWords } from '@orama/stopwords/finnish';
import { tokenize, type Token } from './keywords-tokens';

export type AdLanguage = 'en' | 'fi';

const ENGLISH = new Set(englishStopWords);
const FINNISH = new Set(finnishStopWords);

/** The ad's language, told by its stop words (ties: English). */
export function adLanguage(ad: string): AdLanguage {
  return languageOf(tokenize(ad));
}

export function languageOf(tokens: Token[]): AdLanguage {
  let en = 0;
  let fi = 0;
  for (const token of tokens) {
    const word = token.word.toLowerCase();
    if (ENGLISH.has(word)) en++;
    if (FINNISH.has(word)) fi++;
  }
  return fi > en ? 'fi' : 'en';
}
