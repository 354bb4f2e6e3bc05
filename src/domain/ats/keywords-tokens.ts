/** The words of an ad or a CV with where they stand in the text, for the keyword match. */
import { isStopWord } from './stop-words';

export interface Token {
  /** As written, without a Finnish case ending after a colon ("AWS" of "AWS:ää"). */
  word: string;
  start: number;
  /** Past the case ending, so that a highlight covers "AWS:ää" whole. */
  end: number;
  /** Only spaces or one hyphen stand between it and the token before: the two may form a phrase. */
  joined: boolean;
  /** First of the text, a line or a sentence, where a capital letter says nothing. */
  sentenceStart: boolean;
}

// Letters and digits, joined by an apostrophe or a dot ("Node.js", "ASP.NET"), with a leading dot
// (".NET") and trailing # or + ("C#", "C++") kept: tools are matched whole.
const WORD = /(?:\.(?=\p{L}))?[\p{L}\p{N}]+(?:['’.](?=[\p{L}\p{N}])[\p{L}\p{N}]+)*[#+]*/gu;
// Finnish inflects abbreviations and symbols after a colon: "AWS:ää", "Node.js:n", "C#:lla".
const CASE_ENDING = /:\p{Ll}{1,5}(?![\p{L}\p{N}])/uy;
const TAKES_CASE_ENDING = /[\p{Lu}\p{N}#+]$|\./u;
const ACRONYM = /^[\p{Lu}\p{N}]+$/u;
const SHORT = /^[\p{Ll}\p{N}]{1,4}$/u;

// "CI/CD", "ci/cd", "UI/UX", "A/B" are one term; "and/or", "he/she" are two words.
function slashJoined(left: string, right: string): boolean {
  if (ACRONYM.test(left) && ACRONYM.test(right)) return true;
  return SHORT.test(left) && SHORT.test(right) && !isStopWord(left) && !isStopWord(right);
}
const JOINING_GAP = /^(?:[ \t\u00a0]+|-)$/;
const SENTENCE_BREAK = /[.!?:;\n\r•·▪●*]/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    if (start < previousEnd) continue; // inside a case ending just read
    let end = start + match[0].length;
    if (TAKES_CASE_ENDING.test(match[0])) {
      CASE_ENDING.lastIndex = end;
      const ending = CASE_ENDING.exec(text);
      if (ending) end += ending[0].length;
    }
    const gap = text.slice(previousEnd, start);
    const previous = tokens.at(-1);
    if (previous && gap === '/' && slashJoined(previous.word, match[0])) {
      previous.word = text.slice(previous.start, start + match[0].length);
      previous.end = end;
    } else {
      tokens.push({
        word: match[0],
        start,
        end,
        joined: previous !== undefined && JOINING_GAP.test(gap),
        sentenceStart: previous === undefined || SENTENCE_BREAK.test(gap),
      });
    }
    previousEnd = end;
  }
  return tokens;
}
