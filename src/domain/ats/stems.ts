/** The key a word is compared by: its Snowball stem, or the whole word for a tool's name. */
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import type { AdLanguage } from './keywords-language';

// Digits and symbols mark names ("Node.js", "C#", "S3", "CI/CD") that a stemmer would cut.
const WHOLE = /[\p{N}.#+/]/u;

/**
 * Snowball's Finnish stem still differs between some forms of one word ("tiimi"/"tiimissä",
 * "kokemus"/"kokemuksia", "mahdollisuus"/"mahdollisuuden", "tietokanta"/"tietokantoja",
 * "osaaminen"/"osaamista", "kokenut"/"kokeneita"): cut what differs, while three letters are left.
 */
function finnishKey(stem: string): string {
  const key = stem
    .replace(/ks$/, 's')
    .replace(/(uu|yy)d$/, '$1s')
    .replace(/([aeiouyäöm])in$/, '$1')
    .replace(/([nlrs])[uy]t$/, '$1')
    .replace(/s$/, '')
    .replace(/[aeiouyäö]+$/, '')
    .replace(/nt$/, 'n');
  return key.length >= 3 ? key : stem;
}

const cache: Record<AdLanguage, Map<string, string>> = { en: new Map(), fi: new Map() };
// Ads and CVs repeat their words: stemming each once keeps a 20,000-character ad quick.
const CACHE_SIZE = 20_000;

export function stemKey(word: string, language: AdLanguage): string {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (WHOLE.test(lower)) return lower;
  const known = cache[language].get(lower);
  if (known !== undefined) return known;
  const plain = lower.replace(/'s?$/, '');
  const key = language === 'fi' ? finnishKey(finnish(plain)) : english(plain);
  if (cache[language].size >= CACHE_SIZE) cache[language].clear();
  cache[language].set(lower, key);
  return key;
}

const HAS_CAPITAL = /\p{Lu}/u;
const CASE_ENDING = /^i?(?:[nt]?[aä]|s[st][aä]|l[lt][aä]|lle|ksi|n|hin|iin|in|aa|ää)$/;

/**
 * A name's Finnish case ending cut off for showing it: "Reactista" is shown as "React",
 * "TypeScriptiä" as "TypeScript". Only names: a common noun's stem ("ohjelmistokehittäj") is no word.
 */
export function shownForm(word: string, language: AdLanguage): string {
  if (language !== 'fi' || !HAS_CAPITAL.test(word) || WHOLE.test(word)) return word;
  const lower = word.toLowerCase();
  const stem = finnish(lower);
  const ending = lower.slice(stem.length);
  // "ng" is where a place name's stem has changed ("Helsinki", "Helsingissä"): left whole.
  const cut = stem.length >= 2 && lower.startsWith(stem) && CASE_ENDING.test(ending);
  return cut && !stem.endsWith('ng') ? word.slice(0, stem.length) : word;
}
