/**
 * The language a CV file is written in, English or Finnish: the file's own word for it when it has
 * one that is either, else its words (Finnish letters and the commonest words of each).
 */
import { anyHeadingKind } from '@/domain/ats/headings';
import { monthOfName, NOW_WORDS } from '@/domain/month-names';
import type { FileText } from './file-lines';

const FINNISH = new Set([
  'ja',
  'on',
  'sekä',
  'jossa',
  'olen',
  'myös',
  'kanssa',
  'ovat',
  'että',
  'tai',
]);
const ENGLISH = new Set(['and', 'the', 'of', 'in', 'with', 'for', 'to', 'a', 'i', 'as']);

/** A Finnish month's name or word for now ("helmikuu", "nyt") says more than a word of the text. */
const DATE_WORD = 2;
/** A known heading with Finnish letters ("Työkokemus") says the most: it is the CV's own word. */
const HEADING_WORD = 3;

export function fileLanguage(file: FileText): 'en' | 'fi' {
  let fi = 0;
  let en = 0;
  for (const line of file.lines) {
    if (anyHeadingKind(line.text) && /[äö]/iu.test(line.text)) fi += HEADING_WORD;
    for (const word of line.text.toLocaleLowerCase('fi').split(/[^\p{L}]+/u)) {
      if (FINNISH.has(word) || /[äö]/u.test(word)) fi++;
      if (ENGLISH.has(word)) en++;
      if (isFinnishDateWord(word)) fi += DATE_WORD;
    }
  }
  if (fi !== en) return fi > en ? 'fi' : 'en';
  return file.language?.toLowerCase().startsWith('fi') ? 'fi' : 'en';
}

const ENGLISH_DATE_WORD =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|present|now|current|currently|today|ongoing)$/;

const isFinnishDateWord = (word: string) =>
  !ENGLISH_DATE_WORD.test(word) && (monthOfName(word) !== null || NOW_WORDS.has(word));
