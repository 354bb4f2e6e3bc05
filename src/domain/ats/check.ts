/**
 * The ATS check: what a hiring system reads from a CV's PDF (its text in the file's order, the
 * sections it finds), what it misses, and a score. The same for the owner's own CV (with what we
 * know of it) and for any PDF a visitor drops on the public checker.
 */
import type { Theme } from '@/domain/cv';
import { dateRanges } from './dates';
import { headingKind, isSpacedOut, type SectionKind } from './headings';
import { COLUMN_GAP, INTERLEAVED_ROWS, interleavedRows } from './layout';
import { plainText, textLines, type PdfText, type TextLine } from './pdf-text';
import { atsScore, type AtsProblem } from './problems';

export interface AtsSection {
  kind: SectionKind;
  /** The heading as the text has it ('' for contact details found without a heading). */
  heading: string;
}

export interface AtsReading {
  score: number;
  text: string;
  sections: AtsSection[];
  problems: AtsProblem[];
}

/** What we know of the owner's own CV beyond its PDF. */
export interface OwnerFacts {
  firstName: string;
  lastName: string;
  /** The standard sections the CV has rows for (a parser should find each). */
  sections: ReadonlyArray<'experience' | 'education' | 'skills'>;
  /** Templates a parser reads better than the CV's own, best first; empty when it reads best. */
  betterTemplates: Theme[];
}

/** Words in a job's text past which a recruiter skims (about half a minute's reading). */
export const DESCRIPTION_WORDS = 80;
/** Fewer letters than this in a whole PDF: it is pictures of text, not text. */
const MIN_LETTERS = 20;
/** A heading is short: at most this many words and characters. */
const HEADING_WORDS = 5;
const HEADING_LENGTH = 40;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
/** Seven or more digits with the usual separators, optionally after a plus. */
const PHONE = /(?<![\p{L}\d])\+?\d(?:[\s().-]*\d){6,14}(?!\d)/u;

interface Heading {
  line: number;
  kind: SectionKind | null;
  text: string;
}

export function readCv(pdf: PdfText, owner?: OwnerFacts): AtsReading {
  const lines = textLines(pdf.runs);
  const text = plainText(lines);
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS)
    return { score: 0, text, sections: [], problems: [{ code: 'no_text' }] };

  const headings = findHeadings(lines);
  const problems: AtsProblem[] = [];
  const sections: AtsSection[] = headings.flatMap(({ kind, text }) =>
    kind ? [{ kind, heading: text }] : [],
  );
  const hasEmail = EMAIL.test(text);
  const hasPhone = lines.some(
    (line) => PHONE.test(line.text) && dateRanges(line.text).length === 0,
  );
  if ((hasEmail || hasPhone) && !sections.some((s) => s.kind === 'contact'))
    sections.unshift({ kind: 'contact', heading: '' });

  if (!hasEmail) problems.push({ code: 'no_email' });
  if (!hasPhone) problems.push({ code: 'no_phone' });
  if (owner && !nameFound(lines, owner)) problems.push({ code: 'no_name' });
  const expected = owner?.sections ?? (['experience', 'education', 'skills'] as const);
  for (const section of expected)
    if (!sections.some((s) => s.kind === section))
      problems.push({ code: 'missing_section', section });
  for (const heading of headings)
    if (!heading.kind) problems.push({ code: 'unknown_heading', heading: heading.text });
  for (const line of lines)
    if (isSpacedOut(line.text)) problems.push({ code: 'spaced_letters', text: line.text });
  for (const line of lines)
    for (const range of dateRanges(line.text))
      if (!range.readable) problems.push({ code: 'unreadable_date', date: range.text });
  problems.push(...experienceProblems(linesOf('experience', lines, headings)));
  const rows = interleavedRows(lines);
  if (rows >= INTERLEAVED_ROWS) problems.push({ code: 'columns_interleave', rows });
  if (!pdf.language?.trim()) problems.push({ code: 'no_language' });
  if (owner?.betterTemplates.length)
    problems.push({ code: 'template_reads_worse', best: owner.betterTemplates });

  return { score: atsScore(problems), text, sections, problems };
}

/**
 * The headings: lines a parser knows as headings (or a known heading drawn as the first words of
 * a line, in a style of its own), then lines drawn in a known heading's style that it does not
 * know. Spaced-out letters are told apart (spaced_letters), not as unknown headings.
 */
function findHeadings(lines: readonly TextLine[]): Heading[] {
  const known: Heading[] = [];
  const styles = new Set<string>();
  lines.forEach((line, index) => {
    const leading = leadingText(line);
    const whole = headingKind(line.text);
    const kind = whole ?? (leading ? headingKind(leading) : null);
    if (!kind) return;
    const text = whole ? line.text : (leading ?? '').trim();
    known.push({ line: index, kind, text });
    styles.add(styleOf(line, text));
  });
  const unknown = lines.flatMap((line, index): Heading[] =>
    !known.some((h) => h.line === index) &&
    styles.has(styleOf(line, line.text)) &&
    looksLikeHeading(line.text)
      ? [{ line: index, kind: null, text: line.text }]
      : [],
  );
  return [...known, ...unknown].sort((a, b) => a.line - b.line);
}

/**
 * The line's first run when a gap a column wide follows it ("EXPERIENCE    Senior designer …"):
 * a heading drawn beside its section's first line.
 */
function leadingText(line: TextLine): string | null {
  const [first, ...rest] = line.runs;
  const next = rest.find((run) => run.text.trim());
  if (!first || !next) return null;
  return next.x - (first.x + first.width) > COLUMN_GAP ? first.text : null;
}

/**
 * Font, size and capitals: a word processor draws job titles in its headings' bold and size, but
 * not in the capitals of its headings.
 */
const styleOf = (line: TextLine, text: string) =>
  `${line.font}:${Math.round(line.height)}:${text === text.toLocaleUpperCase('fi') ? 'A' : 'a'}`;

function looksLikeHeading(text: string): boolean {
  return (
    text.length <= HEADING_LENGTH &&
    text.split(/\s+/).length <= HEADING_WORDS &&
    /\p{L}/u.test(text) &&
    // A heading names a section: no figures, addresses, or a sentence's ! and ? ("Hi! I'm").
    !/[\d@/!?]/.test(text) &&
    !/\.\p{L}{2,}/u.test(text) &&
    !isSpacedOut(text)
  );
}

/** The lines under a section's heading, up to the next heading of any kind. */
function linesOf(kind: SectionKind, lines: readonly TextLine[], headings: readonly Heading[]) {
  const at = headings.findIndex((h) => h.kind === kind);
  const heading = headings[at];
  if (!heading) return [];
  const next = headings[at + 1]?.line ?? lines.length;
  // A heading drawn as the line's first words: the rest of that line is the section's.
  const line = lines[heading.line];
  const first =
    line && line.text !== heading.text
      ? [{ ...line, text: line.text.slice(heading.text.length).trim() }]
      : [];
  return [...first, ...lines.slice(heading.line + 1, next)];
}

/**
 * Jobs without a readable date, and descriptions too long to read: the experience section's lines
 * split into jobs at each line that holds a date; lines before the first date with no date at all
 * are a job without dates.
 */
function experienceProblems(section: readonly TextLine[]): AtsProblem[] {
  if (!section.length) return [];
  const problems: AtsProblem[] = [];
  const dated = (line: TextLine) =>
    dateRanges(line.text).length > 0 || /\b(?:19|20)\d{2}\b/.test(line.text);
  if (!section.some(dated)) return [{ code: 'job_without_dates', job: section[0]?.text ?? '' }];
  let words: string[] = [];
  const flush = () => {
    if (words.length > DESCRIPTION_WORDS)
      problems.push({
        code: 'long_description',
        words: words.length,
        start: words.slice(0, 6).join(' '),
      });
    words = [];
  };
  for (const line of section) {
    // A dated line heads a job ("Acme Oy · Tampere · 2019 – 2021"): it is not the description.
    if (dated(line)) {
      flush();
      continue;
    }
    // Titles and places are short lines; a description's lines run long.
    const lineWords = line.text.split(/\s+/);
    if (lineWords.length > 6) words.push(...lineWords);
  }
  flush();
  return problems;
}

function nameFound(lines: readonly TextLine[], { firstName, lastName }: OwnerFacts): boolean {
  // Without emails and addresses: "aino.virtanen@example.com" is no name drawn as text.
  const top = lines
    .slice(0, 6)
    .map((line) => line.text.toLocaleLowerCase('fi'))
    .join(' ')
    .replace(/\S*[@/]\S*|\S+\.\p{L}{2,}\S*/gu, ' ');
  return [firstName, lastName]
    .filter((part) => part.trim())
    .every((part) => top.includes(part.toLocaleLowerCase('fi').trim()));
}
