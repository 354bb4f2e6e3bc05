/**
 * A PDF's text as a parser meets it: the runs of text in the order the file draws them, each with
 * where it sits on its page and in which font. pdf.js gives these both on the server (the owner's
 * check) and in the browser (the public checker); everything the check concludes starts here.
 */

/** One run of text (pdf.js's text item): a word or a few, in one font, on one baseline. */
export interface PdfTextRun {
  text: string;
  /** Page number, from 1. */
  page: number;
  /** Left edge and baseline in points, from the page's bottom left. */
  x: number;
  y: number;
  width: number;
  /** The font's size in points (0 for a run that only marks a break). */
  height: number;
  /** The PDF's own name of the font: runs in one style share it. */
  font: string;
  /** The file ends a line after this run. */
  lineEnd: boolean;
}

export interface PdfText {
  pages: number;
  /** The document's language (its catalogue's /Lang), if it names one. */
  language: string | null;
  runs: PdfTextRun[];
}

/** A line of text as a parser reads it: runs joined in the file's order until a break. */
export interface TextLine {
  text: string;
  page: number;
  /** The first run's place, size and font: a heading's style is its first run's. */
  x: number;
  y: number;
  height: number;
  font: string;
  /** The runs of the line, in order. */
  runs: PdfTextRun[];
}

/** A gap wider than this share of the font size between two runs reads as a space. */
const SPACE_GAP = 0.2;
/** A baseline that moves by more than this many points starts a new line. */
const LINE_SHIFT = 2;

/**
 * Lines in the file's order. A run starts a new line after a line end, on another page, or on
 * another baseline; runs on one line are joined as a parser joins them, with a space only where
 * the gap between them is a space wide (a ligature or a word split across runs stays one word).
 */
export function textLines(runs: readonly PdfTextRun[]): TextLine[] {
  const lines: TextLine[] = [];
  let current: TextLine | null = null;
  let end = 0;
  let broken = true;
  for (const run of runs) {
    const moved =
      current && (run.page !== current.page || Math.abs(run.y - lastRun(current).y) > LINE_SHIFT);
    if (run.text.trim() && (broken || moved || !current)) {
      current = {
        text: '',
        page: run.page,
        x: run.x,
        y: run.y,
        height: run.height,
        font: run.font,
        runs: [],
      };
      lines.push(current);
      end = run.x;
    }
    if (current && run.text) {
      const gap = run.x - end;
      const spaced = /\s$/.test(current.text) || /^\s/.test(run.text);
      if (current.text && !spaced && gap > run.height * SPACE_GAP) current.text += ' ';
      current.text += run.text;
      current.runs.push(run);
      end = run.x + run.width;
    }
    broken = run.lineEnd ? true : broken && !run.text.trim();
  }
  return lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text);
}

function lastRun(line: TextLine): PdfTextRun {
  return line.runs[line.runs.length - 1] ?? { ...line, text: '', width: 0, lineEnd: false };
}

/** The text a parser takes in: the lines in the file's order, one per line. */
export const plainText = (lines: readonly TextLine[]) => lines.map((line) => line.text).join('\n');
