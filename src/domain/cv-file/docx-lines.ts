/**
 * A Word file (.docx) as the lines a CV is read from (file-lines.ts): each paragraph's text in
 * the document's order, with what its styles and direct formatting say of its look. Only the four
 * parts it reads are unpacked, each only when its declared size is within the limit (a zip bomb is
 * never inflated), and each is read by a tokenizer with bounded depth and tag count: a hostile
 * file is refused in bounded time. Pure TypeScript and fflate: it runs in a Web Worker and in Node.
 */
import { unzipSync } from 'fflate';
import { LIMITS } from '@/domain/limits';
import {
  attribute,
  indentOf,
  isOn,
  listLevel,
  noStyles,
  readNumbering,
  readRelationships,
  readRunProperty,
  readStyles,
  readXml,
  styleChain,
  under,
  type Numbering,
  type RunLook,
  type Style,
  type Styles,
} from './docx-xml';
import {
  lineText,
  type DeclaredStyle,
  type FileLine,
  type FileText,
  type LineSpan,
} from './file-lines';

export type DocxReading =
  { ok: true; text: FileText } | { ok: false; reason: 'not_docx' | 'too_large' | 'too_complex' };

type Problem = Extract<DocxReading, { ok: false }>['reason'];

/** One part as it unpacks: a long CV's document.xml is some hundred kilobytes; more is a zip bomb. */
const MAX_PART_BYTES = 5 * 1024 * 1024;
/** A ZIP's listing claiming more entries than this is no Word file (a real one holds a few dozen). */
const MAX_ENTRIES = 10_000;

const PARTS = {
  document: 'word/document.xml',
  styles: 'word/styles.xml',
  numbering: 'word/numbering.xml',
  relationships: 'word/_rels/document.xml.rels',
} as const;
const WANTED = new Set<string>(Object.values(PARTS));

/** Stored (0) and deflated (8): the two ways a ZIP's file is packed that we unpack. */
const READABLE = new Set([0, 8]);

class Refusal extends Error {
  constructor(readonly reason: Problem) {
    super(reason);
  }
}

/** The parts we read, unpacked (the first entry of each name), or why the file is refused. */
function unpack(bytes: Uint8Array): Partial<Record<string, Uint8Array>> | Problem {
  if (bytes.byteLength > LIMITS.cvFileBytes) return 'too_large';
  let entries = 0;
  const seen = new Set<string>();
  try {
    return unzipSync(bytes, {
      filter: (info) => {
        if (++entries > MAX_ENTRIES) throw new Refusal('too_complex');
        if (!WANTED.has(info.name) || seen.has(info.name)) return false;
        seen.add(info.name);
        // Stored files are copied at their packed size, deflated ones inflate into a buffer of
        // their declared size: a part cannot unpack to more than this.
        if (Math.max(info.size, info.originalSize) > MAX_PART_BYTES) throw new Refusal('too_large');
        return READABLE.has(info.compression);
      },
    });
  } catch (error) {
    return error instanceof Refusal ? error.reason : 'not_docx';
  }
}

/** Word writes UTF-8; a part in UTF-16 says so with its byte-order mark. */
function textOf(data: Uint8Array): string {
  const encoding =
    data[0] === 0xff && data[1] === 0xfe
      ? 'utf-16le'
      : data[0] === 0xfe && data[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(data);
}

/** The file's lines, links and language, or why it cannot be read. */
export function docxLines(bytes: Uint8Array): DocxReading {
  const files = unpack(bytes);
  if (typeof files === 'string') return { ok: false, reason: files };
  const document = files[PARTS.document];
  if (!document) return { ok: false, reason: 'not_docx' };
  // A part the file lacks reads as saying nothing; one too complex to read refuses the file.
  const part = <T>(name: string, read: (xml: string) => T | null, none: T): T | null => {
    const data = files[name];
    return data ? read(textOf(data)) : none;
  };
  const styles = part(PARTS.styles, readStyles, noStyles());
  const numbering = part(PARTS.numbering, readNumbering, {
    abstractOf: new Map(),
    levels: new Map(),
  });
  const relationships = part(PARTS.relationships, readRelationships, new Map<string, string>());
  if (!styles || !numbering || !relationships) return { ok: false, reason: 'too_complex' };
  const body = readBody(textOf(document), { styles, numbering, relationships });
  if (!body) return { ok: false, reason: 'too_complex' };
  const { lines, links, language } = body;
  return {
    ok: true,
    text: { kind: 'docx', pages: 1, lines, links, language: styles.language ?? language },
  };
}

interface Context {
  styles: Styles;
  numbering: Numbering;
  relationships: Map<string, string>;
}

/**
 * A run's effective look: its own properties over its character style's, over its paragraph
 * style's, over the document's defaults.
 */
interface Look {
  key: string;
  bold: boolean;
  caps: boolean;
  size: number;
  /** Hidden text (w:vanish): in the file, not on the page. */
  hidden: boolean;
}

/** A run's text as read (and then a span: runs of one look joined), with its look worked out. */
interface Piece {
  text: string;
  look: Look;
  apart: boolean;
}

interface Paragraph {
  styleId: string | null;
  numId?: string;
  level?: string;
  indent?: number;
  /** Its lines so far (a w:br starts the next), each the pieces of its runs' text. */
  lines: Piece[][];
  /** A tab was read: the next text stands apart. */
  apart: boolean;
  /** The current run's own properties, its character style, and its look once worked out. */
  run: RunLook;
  runStyle: string | null;
  look: Look | null;
}

/**
 * Elements whose content is not the document's text: a text box's VML copy (mc:Fallback, beside
 * the DrawingML one read from mc:Choice) and tracked deletions.
 */
const SKIPPED = new Set(['mc:Fallback', 'w:del', 'w:moveFrom']);
/**
 * The bullets Word's Insert Symbol writes (w:sym, a Symbol or Wingdings character): read as the
 * characters they show, so a typed bullet is one. Other symbols (a phone, an envelope) are dropped.
 */
const SYMBOL_BULLETS: Partial<Record<string, string>> = {
  F0B7: '•',
  F0A7: '▪',
  F06C: '●',
  F0D8: '►',
};

/** Each its own block: a table cell, a text box. */
const BLOCKS = new Set(['w:tc', 'w:txbxContent']);

/** document.xml's paragraphs as lines; null when it is too complex to read. */
function readBody(
  xml: string,
  { styles, numbering, relationships }: Context,
): { lines: FileLine[]; links: string[]; language: string | null } | null {
  const lines: FileLine[] = [];
  const links: string[] = [];
  let language: string | null = null;
  /** The block each open container (the body, a cell, a text box) is writing to, if begun. */
  const containers: Array<{ block: number | null }> = [{ block: null }];
  let blocks = 0;
  const paragraphs: Paragraph[] = [];
  let skipAt: number | null = null;
  /** A field's instruction (w:instrText) while it is read: a HYPERLINK field names an address. */
  let field: string | null = null;
  /** A placeholder's content control (w:showingPlcHdr) is open: its content is not the user's. */
  let placeholder = false;
  const chains = new Map<string | null, Style[]>();
  const chain = (id: string | null) => {
    let found = chains.get(id);
    if (!found) chains.set(id, (found = styleChain(styles, id)));
    return found;
  };
  // A paragraph naming a style the file lacks is in the default one, as Word shows it.
  const paragraphChain = ({ styleId }: Paragraph) =>
    chain(styleId !== null && styles.byId.has(styleId) ? styleId : styles.defaultParagraph);
  const link = (target: string | undefined) => {
    if (target && !links.includes(target)) links.push(target);
  };

  const lookOf = (paragraph: Paragraph): Look => {
    const looks = [
      paragraph.run,
      ...chain(paragraph.runStyle).map((style) => style.look),
      ...paragraphChain(paragraph).map((style) => style.look),
      styles.defaults,
    ];
    const pick = <K extends keyof RunLook>(key: K) =>
      looks.find((look) => look[key] !== undefined)?.[key];
    const [bold, italic, caps, size] = [pick('bold'), pick('italic'), pick('caps'), pick('size')];
    const key = [bold && 'bold', italic && 'italic', caps && 'caps', `${size ?? 0}pt`];
    return {
      key: key.filter(Boolean).join(' '),
      bold: !!bold,
      caps: !!caps,
      size: size ?? 0,
      hidden: !!pick('hidden'),
    };
  };

  const add = (paragraph: Paragraph, text: string) => {
    if (!text) return;
    paragraph.look ??= lookOf(paragraph);
    if (paragraph.look.hidden) return;
    paragraph.lines[paragraph.lines.length - 1]?.push({
      text,
      look: paragraph.look,
      apart: paragraph.apart,
    });
    paragraph.apart = false;
  };

  const end = (paragraph: Paragraph) => {
    const read = paragraphLines(paragraph, paragraphChain(paragraph), numbering);
    if (!read.length) return;
    const container = containers[containers.length - 1] ?? { block: null };
    container.block ??= blocks++;
    for (const line of read) lines.push({ ...line, block: container.block });
  };

  const runElement = (paragraph: Paragraph, name: string, attributes: string) => {
    if (name === 'w:tab' || name === 'w:ptab') paragraph.apart = true;
    else if (name === 'w:br' || name === 'w:cr') {
      // A page break is only where the page ends; a line or column break ends a line.
      if (attribute(attributes, 'w:type') === 'page') return;
      paragraph.lines.push([]);
      paragraph.apart = false;
    } else if (name === 'w:noBreakHyphen') add(paragraph, '-');
    else if (name === 'w:sym')
      add(paragraph, SYMBOL_BULLETS[attribute(attributes, 'w:char')?.toUpperCase() ?? ''] ?? '');
    else if (name === 'w:fldChar') {
      const type = attribute(attributes, 'w:fldCharType');
      if (type === 'begin') field = '';
      else if (field !== null) {
        link(hyperlinkField(field));
        field = null;
      }
    }
  };

  const read = readXml(xml, {
    open(name, attributes, path) {
      if (skipAt !== null) return;
      if (SKIPPED.has(name) || (name === 'w:sdtContent' && placeholder)) {
        skipAt = path.length;
        placeholder = false;
      } else if (name === 'w:sdt') placeholder = false;
      else if (name === 'w:showingPlcHdr') placeholder = isOn(attributes);
      else if (name === 'w:p') paragraphs.push(newParagraph(styles));
      else if (BLOCKS.has(name)) containers.push({ block: null });
      else if (name === 'w:hyperlink') link(relationships.get(attribute(attributes, 'r:id') ?? ''));
      else if (name === 'w:fldSimple') link(hyperlinkField(attribute(attributes, 'w:instr') ?? ''));
      if (name === 'w:lang') language ??= attribute(attributes, 'w:val') ?? null;
      const paragraph = paragraphs[paragraphs.length - 1];
      if (!paragraph || skipAt !== null) return;
      const value = () => attribute(attributes, 'w:val');
      if (under(path, 'w:p', 'w:pPr')) {
        if (name === 'w:pStyle') paragraph.styleId = value() ?? paragraph.styleId;
        else if (name === 'w:ind') paragraph.indent = indentOf(attributes);
      } else if (under(path, 'w:p', 'w:pPr', 'w:numPr')) {
        if (name === 'w:numId') paragraph.numId = value();
        else if (name === 'w:ilvl') paragraph.level = value();
      } else if (name === 'w:r') {
        paragraph.run = {};
        paragraph.runStyle = null;
        paragraph.look = null;
      } else if (under(path, 'w:r', 'w:rPr')) {
        if (name === 'w:rStyle') paragraph.runStyle = value() ?? null;
        else readRunProperty(name, attributes, paragraph.run);
        paragraph.look = null;
      } else if (under(path, 'w:r')) runElement(paragraph, name, attributes);
    },
    close(name, path) {
      if (skipAt !== null) {
        if (path.length === skipAt) skipAt = null;
        return;
      }
      if (name === 'w:p') {
        const paragraph = paragraphs.pop();
        if (paragraph) end(paragraph);
      } else if (BLOCKS.has(name) && containers.length > 1) {
        containers.pop();
        // The text around it goes on, in a block of its own.
        const around = containers[containers.length - 1];
        if (around) around.block = null;
      }
    },
    text(text, path) {
      if (skipAt !== null) return;
      const inside = path[path.length - 1];
      const paragraph = paragraphs[paragraphs.length - 1];
      if (inside === 'w:t' && paragraph) add(paragraph, text);
      else if (inside === 'w:instrText' && field !== null) field += text;
    },
  });
  return read ? { lines, links, language } : null;
}

function newParagraph(styles: Styles): Paragraph {
  return {
    styleId: styles.defaultParagraph,
    lines: [[]],
    apart: false,
    run: {},
    runStyle: null,
    look: null,
  };
}

/** A HYPERLINK field's address (`HYPERLINK "https://…"`); none for a link within the document (\l). */
function hyperlinkField(instruction: string): string | undefined {
  const match = /^\s*HYPERLINK\b(.*)$/is.exec(instruction);
  if (!match?.[1] || /\\l\b/.test(match[1])) return undefined;
  return /"([^"]+)"/.exec(match[1])?.[1] ?? /^\s*([^\s\\"]+)/.exec(match[1])?.[1];
}

/** Word's built-in style names (whatever the user's language, styles.xml names them in English). */
const DECLARED: Array<[RegExp, Exclude<DeclaredStyle, null>]> = [
  [/^title$/i, 'title'],
  [/^subtitle$/i, 'subtitle'],
  [/^heading ?1$/i, 'heading'],
  [/^heading ?[2-6]$/i, 'subheading'],
];

/** The role the paragraph's style, or a style it is based on, names. */
function declaredStyle(chain: readonly Style[]): DeclaredStyle {
  for (const style of chain) {
    const found = DECLARED.find(([name]) => name.test(style.name.trim()));
    if (found) return found[1];
  }
  return null;
}

/** A line typed as a list item: a bullet character and a space before its text. */
const TYPED_BULLET = /^[•▪◦‣●○■□►▸·–—*-]\s/u;

/** A paragraph's lines (without their block), its empty ones dropped. */
function paragraphLines(
  paragraph: Paragraph,
  chain: readonly Style[],
  numbering: Numbering,
): Array<Omit<FileLine, 'block'>> {
  const numId = paragraph.numId ?? chain.find((style) => style.numId !== undefined)?.numId;
  const level = paragraph.level ?? chain.find((style) => style.level !== undefined)?.level ?? '0';
  const list = numId === undefined ? { listed: false } : listLevel(numbering, numId, level);
  const indent = chain.find((style) => style.indent !== undefined)?.indent;
  const x = paragraph.indent ?? list.indent ?? indent ?? 0;
  const style = declaredStyle(chain);
  const lines = paragraph.lines
    .map(spansOf)
    .filter((spans) => spans.length)
    .map((spans, index): Omit<FileLine, 'block'> => {
      const shown = spans.map(({ text, look, apart }): LineSpan => ({
        text,
        look: look.key,
        apart,
      }));
      const text = lineText(shown);
      return {
        text,
        spans: shown,
        page: 1,
        size: mainSize(spans),
        bold: spans.every((span) => span.look.bold),
        caps: spans.every((span) => span.look.caps),
        style,
        // A list's number or bullet stands before its first line only.
        bullet: (index === 0 && list.listed) || TYPED_BULLET.test(text),
        x,
        paragraphEnd: false,
      };
    });
  const last = lines[lines.length - 1];
  if (last) last.paragraphEnd = true;
  return lines;
}

/**
 * Pieces joined into spans: a piece in the look of the one before joins it, and so does a piece of
 * only spaces (its look shows nothing), unless a tab stands before it. Every span holds visible
 * text, so a line's bold and caps are those of its text.
 */
function spansOf(pieces: readonly Piece[]): Piece[] {
  const spans: Piece[] = [];
  let apart = false;
  for (const piece of pieces) {
    apart ||= piece.apart;
    const last = spans[spans.length - 1];
    const blank = !piece.text.trim();
    if (last && !apart && (blank || last.look.key === piece.look.key)) last.text += piece.text;
    else if (!blank) {
      spans.push({ text: piece.text, look: piece.look, apart });
      apart = false;
    }
  }
  return spans;
}

/** The size most of the line's letters are in. */
function mainSize(spans: readonly Piece[]): number {
  const letters = new Map<number, number>();
  for (const { text, look } of spans)
    letters.set(look.size, (letters.get(look.size) ?? 0) + text.replace(/\s/g, '').length);
  let size = 0;
  let most = -1;
  for (const [each, count] of letters) if (count > most) [size, most] = [each, count];
  return size;
}
