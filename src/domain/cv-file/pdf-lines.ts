/**
 * A PDF's text runs (src/domain/ats/pdf-text.ts) as the reader's lines: runs on one baseline joined
 * into pieces, a piece a wide gap away kept apart (a right-aligned date, a date in a gutter), and
 * the page split into columns where a gutter runs down it that no text crosses (a sidebar beside
 * the main column). Each column is read top to bottom on its own, as a person reads it.
 */
import { anyHeadingKind } from '@/domain/ats/headings';
import type { PdfText, PdfTextRun } from '@/domain/ats/pdf-text';
import { heaviest, lineText, type FileLine, type FileText, type LineSpan } from './file-lines';

/** A baseline within this many points is the same row (a date set a point lower is on it). */
const SAME_ROW = 2.5;
/** A gap wider than this many font sizes between two runs makes the second a piece apart. */
const APART = 2.2;
/** A gap this many font sizes wide inside a piece still sets what follows apart (a tag, a cell). */
const TAG_GAP = 0.9;
/** A gap this share of the font size reads as a space; less joins the runs (a ligature "fi"). */
const SPACE = 0.2;
/** Text that crosses a gutter and still leaves two columns: a name band across the top. */
const CROSSING_ALLOWED = 3;
/** Pieces each side needs for a gutter to be columns, not a stray indent. */
const COLUMN_PIECES = 4;
/** Marks a list item drawn as text. */
const BULLET = /^[•▪◦●■–\-*·]\s*/u;

interface Piece {
  page: number;
  x: number;
  right: number;
  y: number;
  size: number;
  spans: LineSpan[];
  font: string;
}

/** Runs on one baseline, left to right, in pieces split where the gap is wide. */
function piecesOfPage(runs: readonly PdfTextRun[]): Piece[] {
  const rows: PdfTextRun[][] = [];
  for (const run of runs) {
    // A space drawn as its own run is kept: it says the words around it are apart, even where a
    // narrow typeface sets them closer than SPACE ("Emma Laine" in Inter Black, tightly spaced).
    if (!run.text || (run.height <= 0 && !(run.width > 0 && !run.text.trim()))) continue;
    const row = rows.find((r) => Math.abs((r[0]?.y ?? Infinity) - run.y) <= SAME_ROW);
    if (row) row.push(run);
    else rows.push([run]);
  }
  const pieces: Piece[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let piece: Piece | null = null;
    let spaceBefore = false;
    for (const run of row) {
      if (!run.text.trim()) {
        spaceBefore = true;
        continue;
      }
      const gap = piece ? run.x - piece.right : Infinity;
      // Measured by the smaller text: a monogram's wide gap to a title beside it is not a space.
      if (!piece || gap > APART * Math.min(run.height, piece.size)) {
        piece = {
          page: run.page,
          x: run.x,
          right: run.x + run.width,
          y: run.y,
          size: run.height,
          spans: [],
          font: run.font,
        };
        pieces.push(piece);
      }
      const last = piece.spans[piece.spans.length - 1];
      const spaced = (gap > SPACE * run.height || spaceBefore) && last && !/\s$/.test(last.text);
      spaceBefore = false;
      const text = (spaced ? ' ' : '') + run.text;
      const look = `${run.font}/${Math.round(run.height * 2) / 2}`;
      // Wider than any space between words: tags ("React" "Node.js"), cells of a table's row.
      const apart = !!last && gap > TAG_GAP * run.height;
      if (last && last.look === look && !apart) last.text += text;
      else piece.spans.push({ text: last && !apart ? text : run.text, look, apart });
      piece.right = Math.max(piece.right, run.x + run.width);
      piece.size = Math.max(piece.size, run.height);
    }
  }
  return pieces;
}

const pieceText = (piece: Piece) => lineText(piece.spans);
const isDateLike = (text: string) =>
  /^[\d\s./–—-]+$|\b(19|20)\d{2}\b.*$/.test(text) && text.length < 30;

/**
 * The x of a gutter that splits the page into two columns, if there is one: the left edge of a
 * column that no more than a name band crosses, with enough text on both sides, and not a gutter of
 * dates beside their entries (that is one column read across).
 */
function gutterOf(pieces: readonly Piece[]): number | null {
  let best: { x: number; score: number } | null = null;
  const edges = [...new Set(pieces.map((p) => Math.round(p.x)))];
  for (const x of edges) {
    const left = pieces.filter((p) => p.right <= x - 4);
    const right = pieces.filter((p) => p.x >= x - 1);
    const crossing = pieces.length - left.length - right.length;
    if (crossing > CROSSING_ALLOWED || left.length < COLUMN_PIECES || right.length < COLUMN_PIECES)
      continue;
    if (left.filter((p) => isDateLike(pieceText(p))).length * 2 >= left.length) continue;
    if (isHangingIndent(left, right) || isRowsAcross(left, right)) continue;
    const score = Math.min(left.length, right.length) - crossing;
    if (!best || score > best.score) best = { x, score };
  }
  return best?.x ?? null;
}

/**
 * Short pieces at the right, none a heading, each level with text at the left, and few of them or
 * mostly dates: a grid's rows ("Finnish Native English Fluent") and dates set right of their
 * entries, not a column of their own.
 */
const ROWS_ACROSS_MOST = 7;
const ROWS_ACROSS_LONGEST = 24;
function isRowsAcross(left: readonly Piece[], right: readonly Piece[]): boolean {
  const level = right.every(
    (r) =>
      pieceText(r).length <= ROWS_ACROSS_LONGEST &&
      left.some((l) => l.page === r.page && Math.abs(l.y - r.y) <= SAME_ROW),
  );
  if (!level || right.some((r) => anyHeadingKind(pieceText(r)))) return false;
  // However many, dates set right of their entries' titles are one column read across.
  const dates = right.filter((r) => isDateLike(pieceText(r))).length;
  return right.length <= ROWS_ACROSS_MOST || dates * 2 >= right.length;
}

/**
 * One column whose entries hang after their dates ("2019–2021 ⇥ Title", a hanging indent or a tab):
 * every known heading stands left of the gutter, none in what would be the main column, and dates
 * there stand level with the entries they date. A page of languages and headings beside few dates
 * is still one column read across, not a sidebar (a sidebar's main column has headings of its own).
 */
function isHangingIndent(left: readonly Piece[], right: readonly Piece[]): boolean {
  if (isLabelGutter(left) || right.some((p) => anyHeadingKind(pieceText(p)))) return false;
  return left.some(
    (p) => isDateLike(pieceText(p)) && right.some((r) => Math.abs(r.y - p.y) <= SAME_ROW),
  );
}

/** The font most of the text is set in: the body's. */
const bodyFont = (runs: readonly PdfTextRun[]): string =>
  heaviest(runs.map((run) => [run.font, run.text] as const)) ?? '';

/** Pieces of one column on one row become one line; a row's pieces stay apart within it. */
function linesOfColumn(pieces: readonly Piece[], block: number, left: number) {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Piece[][] = [];
  for (const piece of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs((row[0]?.y ?? 0) - piece.y) <= SAME_ROW) row.push(piece);
    else rows.push([piece]);
  }
  const tightest = tightestSpacing(rows.map((row) => row[0]!));
  return rows.map((row, index) => {
    row.sort((a, b) => a.x - b.x);
    const spans = row.flatMap((piece, i) =>
      piece.spans.map((span, j) => ({ ...span, apart: span.apart || (j === 0 && i > 0) })),
    );
    const first = row[0]!;
    const next = rows[index + 1]?.[0];
    const text = lineText(spans);
    const spacing = tightest.get(sizeKey(first)) ?? first.size * 1.2;
    return {
      text,
      spans,
      block,
      page: first.page,
      size: Math.max(...row.map((p) => p.size)),
      bold: false,
      caps: false,
      style: null,
      bullet: BULLET.test(text) && text.length > 2,
      x: first.x - left,
      // Lines of one paragraph sit at the column's tightest spacing; a point more ends it.
      paragraphEnd: !next || next.page !== first.page || first.y - next.y > spacing + PARAGRAPH_GAP,
      font: first.font,
      y: first.y,
    };
  });
}

/** Points beyond a column's tightest line spacing that set a paragraph (or an item) apart. */
const PARAGRAPH_GAP = 0.5;
const sizeKey = (piece: Piece) => Math.round(piece.size * 2);

/** Per font size, the least distance from one line to the next in the column: a wrap's. */
function tightestSpacing(firsts: readonly Piece[]): Map<number, number> {
  const tightest = new Map<number, number>();
  firsts.forEach((piece, index) => {
    const next = firsts[index + 1];
    if (!next || next.page !== piece.page || sizeKey(next) !== sizeKey(piece)) return;
    const gap = piece.y - next.y;
    if (gap > 0) tightest.set(sizeKey(piece), Math.min(gap, tightest.get(sizeKey(piece)) ?? gap));
  });
  return tightest;
}

/** A line's own look: heading fonts (the fonts the known headings are set in) read as bold. */
function withWeight(
  lines: ReadonlyArray<FileLine & { font: string; y: number }>,
  body: string,
): FileLine[] {
  const headingFonts = new Set(
    lines.filter((line) => anyHeadingKind(line.text)).map((line) => line.font),
  );
  return lines.map(({ font, y: _y, ...line }) => ({
    ...line,
    bold: font !== body && headingFonts.has(font),
  }));
}

/** Most of what stands left of the gutter is headings: labels beside one column, not a sidebar. */
const isLabelGutter = (left: readonly Piece[]) =>
  left.filter((piece) => anyHeadingKind(pieceText(piece))).length >= left.length * 0.6;

/**
 * One column whose section headings hang in a gutter at its left, level with their content: each
 * heading is a line of its own, read before the content beside it.
 */
function withLabels(labels: readonly Piece[], content: readonly Piece[], gutter: number) {
  const left = Math.min(...labels.map((p) => p.x));
  const labelLines = linesOfColumn(labels, 0, left);
  const isLabel = new Set(labelLines);
  const all = [...labelLines, ...linesOfColumn(content, 0, gutter)];
  return all.sort((a, b) =>
    a.page !== b.page
      ? a.page - b.page
      : Math.abs(a.y - b.y) <= SAME_ROW
        ? Number(isLabel.has(b)) - Number(isLabel.has(a))
        : b.y - a.y,
  );
}

/** "page 2 of 3", "sivu 2 (3)", "2 (3)" (the Finnish standard's), "2/3": a page's number. */
const PAGE_NUMBER =
  /\b(?:page|sivu)\s*\d+\s*(?:of|\/|\(|af)\s*\d+\)?\s*$|^\d+\s*\/\s*\d+$|(?:^|\s)\d{1,2}\s*\(\d{1,2}\)$/iu;

/**
 * Without a page's running header and footer: a line that stands at the same height on two pages or
 * more, its figures aside ("Rebecca Holloway – CV – page 1 of 2"), or a page's number alone.
 */
function withoutFurniture<L extends FileLine & { y: number }>(lines: readonly L[]): L[] {
  const key = (line: L) => `${line.text.replace(/\d+/g, '#')}@${Math.round(line.y / 4)}`;
  const pages = new Map<string, Set<number>>();
  for (const line of lines)
    pages.set(key(line), (pages.get(key(line)) ?? new Set()).add(line.page));
  return lines.filter(
    (line) => (pages.get(key(line))?.size ?? 0) < 2 && !PAGE_NUMBER.test(line.text),
  );
}

/** The reader's lines of a PDF: each page's columns, left one first, top to bottom. */
export function pdfLines(pdf: PdfText, links: readonly string[] = []): FileText {
  const lines: Array<FileLine & { font: string; y: number }> = [];
  for (let page = 1; page <= pdf.pages; page++) {
    const pieces = piecesOfPage(pdf.runs.filter((run) => run.page === page));
    if (!pieces.length) continue;
    const gutter = gutterOf(pieces);
    if (gutter === null) {
      const left = Math.min(...pieces.map((p) => p.x));
      lines.push(...linesOfColumn(pieces, 0, left));
      continue;
    }
    const band = pieces.filter((p) => p.x < gutter - 1 && p.right > gutter - 4);
    const leftSide = pieces.filter((p) => p.right <= gutter - 4);
    const rightSide = pieces.filter((p) => p.x >= gutter - 1);
    if (isLabelGutter(leftSide)) {
      lines.push(...withLabels(leftSide, [...band, ...rightSide], gutter));
      continue;
    }
    lines.push(...linesOfColumn(band, 0, Math.min(...band.map((p) => p.x), gutter)));
    lines.push(...linesOfColumn(leftSide, 1, Math.min(...leftSide.map((p) => p.x))));
    lines.push(...linesOfColumn(rightSide, 2, gutter));
  }
  return {
    kind: 'pdf',
    pages: pdf.pages,
    lines: withWeight(withoutFurniture(lines), bodyFont(pdf.runs)),
    links: [...links],
    language: pdf.language,
  };
}
