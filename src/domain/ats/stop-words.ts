/** Words that never count as a job ad's keyword: Snowball's stop words and a few more. */
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as finnishStopWords } from '@orama/stopwords/finnish';

// Function words and abbreviations the Snowball lists leave out but ads are full of.
const MORE = `also etc e.g i.e eg ie via per within across including like just yet upon among
  whether every well much many us now today soon asap
  myös esim mm ym yms jne ns tms eli kuten joko kautta jotta vielä jo aina hyvin erittäin paljon
  lähes muun muassa lisäksi voit pääset haluat osaat tulee tulet ettei sinulta sekä heti pian`;

const STOP_WORDS = new Set([...englishStopWords, ...finnishStopWords, ...MORE.split(/\s+/)]);

/**
 * Both languages' lists, whatever the ad's language: a Finnish ad often carries English sentences.
 * "IT" (information technology) is kept, though "it" is an English stop word.
 */
export function isStopWord(word: string): boolean {
  return word !== 'IT' && STOP_WORDS.has(word.toLowerCase().replace(/’/g, "'"));
}
