/**
 * Text as a section holds it: lines wrapped by the page joined back into what was written (a
 * paragraph, a bullet point), list markers taken off, and a line of items split into its items.
 */
import { lineCells, type FileLine } from './file-lines';

/** A list marker at a line's start: typed, or drawn as a character of the text. */
export const MARKER = /^\s*[•▪◦●■*·–-]\s+|^\s*[•▪◦●■]\s*/u;

export const withoutMarker = (text: string) => text.replace(MARKER, '').trim();

/** Two wrapped lines as one: "web-" and "sovellus" keep their hyphen, other lines a space. */
export function joinWrapped(before: string, after: string): string {
  if (!before) return after;
  if (/[-/]$/.test(before) && /^\p{Ll}/u.test(after)) return before + after;
  return `${before} ${after}`;
}

/**
 * The items of a run of lines: a marked line starts one, and so does a line after a paragraph's end
 * or after a sentence's end that starts with a capital; any other line goes on the item before.
 */
export function itemsOf(lines: readonly FileLine[]): string[] {
  const items: string[] = [];
  let open = false;
  for (const line of lines) {
    const text = withoutMarker(line.text);
    if (!text) continue;
    const last = items[items.length - 1];
    const sentenceEnded = last !== undefined && /[.!?)]$/.test(last) && /^\p{Lu}/u.test(text);
    // A line in lower case after one that ends mid-sentence goes on with it, whatever the gap.
    const goesOn = last !== undefined && /^\p{Ll}/u.test(text) && !/[.!?]$/.test(last);
    const starts = !open || line.bullet || MARKER.test(line.text) || sentenceEnded;
    if (starts && !(goesOn && !line.bullet && !MARKER.test(line.text))) items.push(text);
    else items[items.length - 1] = joinWrapped(last ?? '', text);
    open = !line.paragraphEnd;
  }
  return items;
}

/** A paragraph's text: its lines joined, paragraphs one per line. */
export function paragraphsOf(lines: readonly FileLine[]): string {
  const paragraphs: string[] = [];
  let open = false;
  for (const line of lines) {
    const text = withoutMarker(line.text);
    if (!text) continue;
    const last = paragraphs.at(-1);
    // A paragraph does not end mid-sentence, whatever the gap below the line says.
    const midSentence = last !== undefined && !/[.!?:…)"”]$/u.test(last);
    if (last !== undefined && (open || midSentence))
      paragraphs[paragraphs.length - 1] = joinWrapped(last, text);
    else paragraphs.push(text);
    open = !line.paragraphEnd;
  }
  return paragraphs.join('\n');
}

/** Splits at commas, bars, middle dots and semicolons, but not inside brackets ("Jest, Playwright"). */
export function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth++;
    if ((char === ')' || char === ']') && depth > 0) depth--;
    if (depth === 0 && /[,|·•;]/u.test(char)) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.map((item) => withoutMarker(item.trim())).filter(Boolean);
}

/** A line's items: its pieces set apart (tags, cells), each split at its separators. */
const lineItems = (line: FileLine): string[] =>
  lineCells(line).flatMap((cell) => splitItems(cell.text));

/** A list written as lines, or as items on lines between separators: the items either way. */
export function listItems(lines: readonly FileLine[]): string[] {
  const separated = lines.some((line) => lineItems(line).length > 1);
  if (!separated) return lines.map((line) => withoutMarker(line.text)).filter(Boolean);
  const items: string[] = [];
  let open = false;
  let before = '';
  for (const line of lines) {
    const [first = '', ...rest] = lineItems(line);
    const last = items[items.length - 1];
    // A line that goes on from the one before it ("Google Analytics" then "4, Copywriting").
    const goesOn =
      open && last !== undefined && !/[,|·;]\s*$/.test(before) && !MARKER.test(line.text);
    if (goesOn) items[items.length - 1] = joinWrapped(last, first);
    else items.push(first);
    items.push(...rest);
    open = !line.paragraphEnd;
    before = line.text;
  }
  return items.filter(Boolean);
}

/** A line's cells: its text cut where a span stands apart (a tab, a table's column). */
export function cellsOf(line: FileLine | undefined): string[] {
  if (!line) return [];
  return lineCells(line)
    .map((cell) => withoutMarker(cell.text).trim())
    .filter(Boolean);
}
