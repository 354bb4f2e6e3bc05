/**
 * The language a CV file is written in, English or Finnish: the file's own word for it when it has
 * one that is either, else its words (Finnish letters and the commonest words of each).
 */
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

export function fileLanguage(file: FileText): 'en' | 'fi' {
  let fi = 0;
  let en = 0;
  for (const line of file.lines)
    for (const word of line.text.toLocaleLowerCase('fi').split(/[^\p{L}]+/u)) {
      if (FINNISH.has(word) || /[äö]/u.test(word)) fi++;
      if (ENGLISH.has(word)) en++;
    }
  if (fi !== en) return fi > en ? 'fi' : 'en';
  return file.language?.toLowerCase().startsWith('fi') ? 'fi' : 'en';
}
