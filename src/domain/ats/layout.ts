/**
 * Whether the text reads in order for a parser that reads a page line by line across its width,
 * as many do: where two columns stand side by side, such a parser joins a line of one with a line
 * of the other, and a job's title ends up beside a skill.
 */
import type { TextLine } from './pdf-text';

/** Points between two pieces of text on one row for them to be separate columns. */
export const COLUMN_GAP = 18;
/** Rows that mix two columns before the text counts as interleaved (a stray one is no column). */
export const INTERLEAVED_ROWS = 3;

/**
 * The rows of the pages where text of two different lines stands side by side, a column gap
 * apart, at one height: what a line-by-line reading mixes. Lines overlap in height when their
 * baselines are closer than half the smaller font.
 */
export function interleavedRows(lines: readonly TextLine[]): number {
  let rows = 0;
  const placed = lines.map((line, index) => ({ line, index, ...extent(line) }));
  const pages = new Set(lines.map((line) => line.page));
  for (const page of pages) {
    const onPage = placed.filter((p) => p.line.page === page);
    const seen = new Set<number>();
    for (const a of onPage) {
      if (seen.has(a.index)) continue;
      const row = onPage.filter(
        (b) => Math.abs(b.line.y - a.line.y) < Math.min(a.line.height, b.line.height) / 2,
      );
      row.sort((p, q) => p.left - q.left);
      const apart = row.some(
        (b, i) => i > 0 && b.left - (row[i - 1]?.right ?? b.left) > COLUMN_GAP,
      );
      for (const b of row) seen.add(b.index);
      if (apart) rows += 1;
    }
  }
  return rows;
}

function extent(line: TextLine) {
  const right = Math.max(...line.runs.map((run) => run.x + run.width));
  return { left: line.x, right };
}
