/**
 * A CV file's lines split at its headings: what stands before any heading (the name, the title,
 * the contact details) and each section's lines under its kind. Each block (a column, a text box,
 * a table cell) is followed on its own: a sidebar's "Skills" never swallows the main column's jobs.
 */
import { anyHeadingKind, type SectionKind } from '@/domain/ats/headings';
import { heaviest, type FileLine } from './file-lines';

export interface FileSection {
  /** The kind the heading names; null for a heading the reader does not know. */
  kind: SectionKind | null;
  heading: string;
  lines: FileLine[];
}

export interface SplitFile {
  /** The lines before the first heading of their block, in reading order. */
  top: FileLine[];
  sections: FileSection[];
}

/** A heading is a short line: a sentence that happens to start with "Skills" is not one. */
const HEADING_WORDS = 5;

/** The look most of the text has: the body's size. */
const bodySize = (lines: readonly FileLine[]): number =>
  heaviest(lines.map((line) => [line.size, line.text] as const)) ?? 0;

const isUpper = (text: string) => /\p{L}/u.test(text) && text === text.toLocaleUpperCase('fi');

/**
 * Whether a line is a heading of a section the reader does not know: the file says so (Word's
 * heading style), or it stands out the way known headings in the file do (capitals, bold, larger).
 */
function looksLikeHeading(line: FileLine, known: readonly FileLine[], body: number): boolean {
  if (line.bullet || line.text.split(/\s+/).length > HEADING_WORDS || /[.,:;]$/.test(line.text))
    return false;
  if (line.style === 'heading') return true;
  if (line.style) return false;
  const like = known.some(
    (heading) =>
      heading.size === line.size &&
      heading.bold === line.bold &&
      heading.caps === line.caps &&
      isUpper(heading.text) === isUpper(line.text) &&
      heading.spans[0]?.look === line.spans[0]?.look,
  );
  return like && (line.bold || line.caps || isUpper(line.text) || line.size > body);
}

/** A heading drawn with its letters apart ("A W A R D S") as its word. */
const readableHeading = (text: string) =>
  text.split(/\s+/).every((piece) => piece.length <= 2) ? text.replace(/\s+/g, '') : text;

export function splitSections(lines: readonly FileLine[]): SplitFile {
  // Each line's known kind, read once: the headings the file's own look is learnt from.
  const kinds = lines.map((line) =>
    line.bullet || line.style === 'title' ? null : anyHeadingKind(line.text),
  );
  const known = lines.filter((_, index) => kinds[index]);
  const body = bodySize(lines);
  const top: FileLine[] = [];
  const sections: FileSection[] = [];
  const current = new Map<number, FileSection>();
  for (const [index, line] of lines.entries()) {
    const kind = kinds[index] ?? null;
    if (kind || looksLikeHeading(line, known, body)) {
      const section = { kind, heading: readableHeading(line.text), lines: [] };
      sections.push(section);
      current.set(line.block, section);
      continue;
    }
    const section = current.get(line.block);
    if (section) section.lines.push(line);
    else top.push(line);
  }
  return { top, sections };
}
