/**
 * A section of entries (jobs, schools, positions of trust, projects) cut into its entries and each
 * read: its heading lines (title, employer, place, dates: on one line or several, in any order the
 * CV writers use) and its description below them.
 */
import { heaviest, type FileLine } from './file-lines';
import { findDates, withoutDates, type FoundDates } from './file-dates';
import { isUrl } from './file-contact';
import { itemsOf, MARKER, withoutMarker } from './file-text-blocks';

export interface FileEntry {
  /** The heading's pieces: the title first, then what follows it (employer, place). */
  pieces: string[];
  dates: FoundDates | null;
  /** The description's items (bullet points, or a sentence). */
  items: string[];
  /** Every line of the entry, for what could not be placed. */
  lines: FileLine[];
}

/** The look of most of a file's text: its descriptions'. */
export function bodyLook(lines: readonly FileLine[]): string | undefined {
  return heaviest(
    lines.flatMap((line) => line.spans.map((span) => [span.look, span.text] as const)),
  );
}

/** Dates that belong to a heading: at a line's start or end, or apart from the text. */
export function headingDates(line: FileLine): FoundDates | null {
  if (line.text.length > 140) return null;
  const found = findDates(line.text);
  if (!found) return null;
  const before = line.text.slice(0, found.index).trim();
  const after = line.text.slice(found.index + found.length).trim();
  const apart = line.spans.some((span) => span.apart && findDates(span.text));
  const atEdge = !before || !after || /^[)\]]?$/.test(after) || /[,|(–—-]$/.test(before);
  return apart || atEdge ? found : null;
}

interface Gathered {
  heading: FileLine[];
  body: FileLine[];
  dates: FoundDates | null;
}

/**
 * Cuts a section into entries. A heading-like line (dated, bold, in another look than the
 * descriptions) starts an entry after a description, or goes on the heading before it (an employer
 * under its title, dates on a line of their own), unless both are dated: then it is the next entry.
 */
export function entriesOf(lines: readonly FileLine[], look: string | undefined): FileEntry[] {
  const gathered: Gathered[] = [];
  for (const [index, line] of lines.entries()) {
    const dates = line.bullet ? null : headingDates(line);
    const headingLike =
      !line.bullet &&
      !isUrl(line.text) &&
      line.text.length <= 120 &&
      (dates !== null ||
        line.bold ||
        line.style === 'subheading' ||
        (line.spans[0]?.look !== look && !/[.!?]$/.test(line.text)));
    const current = gathered[gathered.length - 1];
    // A dated heading is whole when a line in its title's look comes: that is the next title.
    const nextTitle = current?.dates && current.heading[0]?.spans[0]?.look === line.spans[0]?.look;
    if (
      current &&
      !dates &&
      (isWhereHeld(line, lines[index + 1], current) || goesOn(line, current))
    )
      current.heading.push(line);
    else if (
      headingLike &&
      current &&
      !current.body.length &&
      !(dates && current.dates) &&
      !nextTitle
    ) {
      current.heading.push(line);
      current.dates ??= dates;
    } else if (headingLike) gathered.push({ heading: [line], body: [], dates });
    else if (current) current.body.push(line);
    else gathered.push({ heading: [], body: [line], dates: null });
  }
  return gathered.map(({ heading, body, dates }) => ({
    pieces: piecesOf(heading, dates),
    dates,
    items: itemsOf(body),
    lines: [...heading, ...body],
  }));
}

/**
 * The line under a title that only names the role ("HR-asiantuntija ⇥ 2020 – nykyään", Word's
 * Heading 2) is where the role was held ("Keski-Suomen Metallityö Oy, Jyväskylä"), even in the
 * descriptions' look: a short one-line paragraph that is no sentence, with nothing yet below. A
 * short line the writer broke (the description starts a new sentence under it) is one too.
 */
function isWhereHeld(line: FileLine, next: FileLine | undefined, current: Gathered): boolean {
  const [title] = current.heading;
  if (!title || current.heading.length > 1 || current.body.length || !current.dates) return false;
  const broken = line.text.length <= BROKEN_LINE && !!next && /^\p{Lu}/u.test(next.text);
  // A sentence, an item, or a line the page wrapped (a paragraph's) is a description.
  const described =
    line.bullet ||
    MARKER.test(line.text) ||
    (!line.paragraphEnd && !broken) ||
    line.text.length > 80 ||
    /[.!?:;]$/.test(line.text) ||
    !/^\p{Lu}/u.test(line.text);
  if (described) return false;
  const found = headingDates(title);
  const rest = found ? withoutDates(title.text, found) : title.text;
  return title.style === 'subheading' || splitPieces(rest).length === 1;
}

/**
 * A heading line the page wrapped ("2023 ⇥ Reittioptimoinnin pilotti – jakelureittien … kolmessa"
 * above "kunnassa"): the line goes on in lower case, before any description.
 */
const goesOn = (line: FileLine, current: Gathered) =>
  !current.body.length &&
  current.heading.length > 0 &&
  !current.heading[current.heading.length - 1]?.paragraphEnd &&
  !line.bullet &&
  !MARKER.test(line.text) &&
  /^\p{Ll}/u.test(line.text);

/** A line this short that ends no paragraph was broken by its writer, not wrapped by the page. */
const BROKEN_LINE = 60;

const SEPARATOR = /\s*[|·•]\s*|\s+[–—]\s+|,\s+/u;

/**
 * A line of cells: a span set apart that is not dates, nor the text after dates in a column of their
 * own ("Sep 2012 – Jun 2017 ⇥ Master of Arts, Design" is one title beside its dates).
 */
const hasCells = (line: FileLine) =>
  line.spans.some(
    (span, i) =>
      span.apart && !findDates(span.text) && !(i > 0 && findDates(line.spans[i - 1]!.text)),
  );

/**
 * The heading's pieces. A first line in two looks ("Marketing Manager" bold, ", Brightwell Ltd,
 * Manchester" roman) is the title and then the rest; a first line in one look is the title whole
 * when more lines follow ("Sairaanhoitaja, yhteispäivystys" above its employer); other lines split
 * at their separators.
 */
function piecesOf(lines: readonly FileLine[], dates: FoundDates | null): string[] {
  const pieces: string[] = [];
  // The heading's lines with their dates cut out; a line that only held the dates goes.
  const heading = unwrapped(lines)
    .map((line) => {
      const found = dates && headingDates(line);
      const text = withoutMarker(found ? withoutDates(line.text, found) : line.text);
      return { line, text: text.replace(/^[\s,|·–—-]+|[\s,|·–—-]+$/gu, '') };
    })
    .filter(({ text }) => text);
  heading.forEach(({ line, text }, index) => {
    // Dates in a column of their own before the title are not one of its looks.
    const leadingDates = line.spans.length > 1 && findDates(line.spans[0]!.text);
    const spans = leadingDates ? line.spans.slice(1) : line.spans;
    const first = spans[0];
    // One heading line in two looks is the title and then the rest; above more lines it is whole.
    const mixed =
      index === 0 &&
      heading.length === 1 &&
      first &&
      spans.some((span) => span.look !== first.look);
    if (mixed && first.text.trim() && !findDates(first.text)) {
      const title = first.text.trim().replace(/[\s,|·–—-]+$/u, '');
      pieces.push(title);
      const rest = text.slice(text.indexOf(title) + title.length);
      pieces.push(...splitPieces(rest));
    } else if (index === 0 && heading.length > 1 && !hasCells(line)) pieces.push(text);
    else pieces.push(...splitPieces(text));
  });
  return pieces;
}

/**
 * A heading line the page wrapped ("Master of Arts, Collaborative and Industrial" above "Design")
 * joined back: the next line goes on in the look the line ended in, and the line ends no paragraph.
 */
function unwrapped(lines: readonly FileLine[]): FileLine[] {
  const out: FileLine[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    const lastLook = last?.spans[last.spans.length - 1]?.look;
    if (
      last &&
      !last.paragraphEnd &&
      !headingDates(line) &&
      (!headingDates(last) || /^\p{Ll}/u.test(line.text)) &&
      lastLook === line.spans[0]?.look &&
      !line.spans.some((span) => span.apart)
    ) {
      const spans = [
        ...last.spans,
        ...line.spans.map((span, i) => (i === 0 ? { ...span, text: ` ${span.text}` } : span)),
      ];
      out[out.length - 1] = {
        ...last,
        spans,
        text: `${last.text} ${line.text}`,
        paragraphEnd: line.paragraphEnd,
      };
    } else out.push(line);
  }
  return out;
}

const splitPieces = (text: string) =>
  text
    .split(SEPARATOR)
    .map((piece) => piece.replace(/^[\s,|·–—-]+|[\s,|·–—-]+$/gu, '').trim())
    .filter(Boolean);
