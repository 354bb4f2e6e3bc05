/**
 * A CV file as the reader takes it, whatever made it: lines of text in reading order, each in its
 * block (a column, a text box, a table cell), with what its look says (size, weight, the style a
 * Word file names) and the pieces a tab or a wide gap keeps apart. The PDF reader
 * (pdf-lines.ts) and the Word reader (docx-lines.ts) both make these; everything after reads only
 * these.
 */

/** A stretch of a line in one look: "Marketing Manager" in bold, then ", Brightwell Ltd" in roman. */
export interface LineSpan {
  text: string;
  /** Spans in one look (font, weight, size) share this key; what it says is the maker's. */
  look: string;
  /** A tab or a gap wider than a few spaces stands before it: a piece of its own (a right-aligned date). */
  apart: boolean;
}

/** How the file itself names a paragraph's role (Word's styles); null where it names none. */
export type DeclaredStyle = 'title' | 'subtitle' | 'heading' | 'subheading' | null;

export interface FileLine {
  /** The spans' text joined, with a space where a span stands apart. */
  text: string;
  spans: LineSpan[];
  /** The column, text box or table cell it is in: 0, 1, … in the order the blocks are read. */
  block: number;
  /** Page number from 1 (a Word file's lines are all on page 1: it has no pages of its own). */
  page: number;
  /** Font size in points; 0 when the file does not say. */
  size: number;
  /** Drawn bold throughout (a Word run's bold, or a PDF font heavier than the body's). */
  bold: boolean;
  /** Shown in capitals by its style (Word's caps), whatever case its text is typed in. */
  caps: boolean;
  style: DeclaredStyle;
  /** A list item: Word's numbering, or a bullet drawn or typed before it. */
  bullet: boolean;
  /** Left edge in points from the block's left (a PDF), or the paragraph's indent (Word). */
  x: number;
  /** The file ends a paragraph after this line (Word knows; in a PDF, a wider gap below says so). */
  paragraphEnd: boolean;
}

/** What the readers found in a file, before it is read as a CV. */
export interface FileText {
  kind: 'pdf' | 'docx';
  pages: number;
  lines: FileLine[];
  /** Addresses the file links to (PDF link annotations, Word hyperlinks), in the file's order. */
  links: string[];
  /** The language the file names for itself (a PDF's /Lang, Word's w:lang), if it names one. */
  language: string | null;
}

export function lineText(spans: readonly LineSpan[]): string {
  return spans
    .map((span, index) => (index > 0 && span.apart ? ` ${span.text}` : span.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A line's cells: its spans joined up to each one that stands apart (a tab, a table's column, a tag). */
export function lineCells(line: FileLine): Array<{ text: string; look: string }> {
  const cells: Array<{ text: string; look: string }> = [];
  for (const span of line.spans) {
    const last = cells[cells.length - 1];
    if (!last || span.apart) cells.push({ text: span.text, look: span.look });
    else last.text += span.text;
  }
  return cells;
}

/** The value most of the text is in (a look, a size, a font): the one with the most characters. */
export function heaviest<K>(weighed: Iterable<readonly [K, string]>): K | undefined {
  const chars = new Map<K, number>();
  for (const [key, text] of weighed) chars.set(key, (chars.get(key) ?? 0) + text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0];
}
