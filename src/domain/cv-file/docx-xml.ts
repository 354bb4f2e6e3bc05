/**
 * The XML of a Word file's parts, read without a DOM (the reader runs in a Web Worker and in Node):
 * a tolerant tokenizer that gives up past a depth or a tag count no real document reaches, so a
 * hostile file costs bounded time and memory, and readers of the parts document.xml leans on
 * (styles, numbering, relationships).
 */

/** Deeper than any Word document nests (a table in a text box in a table cell is some 20 levels). */
const MAX_DEPTH = 200;
/** Tags (opening and closing) of one part: a long CV's document.xml holds some tens of thousands. */
const MAX_TAGS = 200_000;

export interface XmlVisitor {
  /** An element opens (an empty one closes at once after); `path` names its ancestors, outermost first. */
  open?(name: string, attributes: string, path: readonly string[]): void;
  close?(name: string, path: readonly string[]): void;
  /** Character data, entities decoded, inside the element `path` ends with. */
  text?(text: string, path: readonly string[]): void;
}

/**
 * Comments, CDATA, declarations and processing instructions, tags, text, a stray '<'. No part
 * reaches past the next '<' but comments and CDATA (which end the scan), so every '<' costs only
 * the distance to the next one: no input makes this quadratic.
 */
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<[?!][^<>]*>?|<(\/?)([A-Za-z_][\w.:-]*)((?:[^<>"']|"[^"<]*"|'[^'<]*')*)>|[^<]+|</g;

/**
 * Walks `xml`, calling `visitor` for each element and text; false when the XML nests deeper or
 * holds more tags than any real part (the walk then stops). A close tag that matches no open
 * element is ignored; one that skips open elements closes them too, as do the end of the text.
 */
export function readXml(xml: string, visitor: XmlVisitor): boolean {
  const token = new RegExp(TOKEN.source, 'g');
  const path: string[] = [];
  let tags = 0;
  const closeTo = (depth: number) => {
    while (path.length > depth) {
      const name = path.pop() ?? '';
      visitor.close?.(name, path);
    }
  };
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    const [whole, cdata, slash, name, attributes = ''] = match;
    // Comments, declarations and a stray '<' count too: 5 MB of '<' costs no more than tags do.
    if (whole[0] === '<' && ++tags > MAX_TAGS) return false;
    if (name !== undefined) {
      if (slash) {
        const at = path.lastIndexOf(name);
        if (at >= 0) closeTo(at);
      } else if (attributes.endsWith('/')) {
        visitor.open?.(name, attributes, path);
        visitor.close?.(name, path);
      } else {
        visitor.open?.(name, attributes, path);
        path.push(name);
        if (path.length > MAX_DEPTH) return false;
      }
    } else if (cdata !== undefined) visitor.text?.(cdata, path);
    else if (whole === '<' || whole[0] !== '<') visitor.text?.(decodeEntities(whole), path);
  }
  closeTo(0);
  return true;
}

const ENTITY = /&(?:#[xX]([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five named entities and character references; anything else stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    ENTITY,
    (whole, hex: string | undefined, decimal: string | undefined, named: string | undefined) => {
      if (named) return NAMED[named] ?? whole;
      const code = hex ? parseInt(hex, 16) : Number(decimal);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

const attributePatterns = new Map<string, RegExp>();

/** The value of attribute `name` (as written: "w:val") in a tag's attribute text, decoded. */
export function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(
      `(?:^|\\s)${name.replace(/[.-]/g, '\\$&')}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`,
    );
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? '') : undefined;
}

/** The element `path` ends with these (its parent, grandparent…, named outermost first). */
export function under(path: readonly string[], ...names: string[]): boolean {
  const from = path.length - names.length;
  return from >= 0 && names.every((name, index) => path[from + index] === name);
}

/** A twips measure (w:ind's w:left) in points; undefined when it says none. */
export function points(twips: string | undefined): number | undefined {
  const value = Number(twips);
  return twips !== undefined && Number.isFinite(value) ? value / 20 : undefined;
}

/** What run properties say of a run's look; what they leave unsaid stays undefined (inherited). */
export interface RunLook {
  bold?: boolean;
  italic?: boolean;
  caps?: boolean;
  /** Points (w:sz counts half-points). */
  size?: number;
  /** w:vanish: the text is in the file but not shown. */
  hidden?: boolean;
}

/** A toggle property (w:b, w:caps) is on unless its w:val says false. */
export const isOn = (attributes: string) =>
  !/^(false|0|off)$/i.test(attribute(attributes, 'w:val') ?? '');

/** One child element of a w:rPr, read into `look`. */
export function readRunProperty(name: string, attributes: string, look: RunLook): void {
  if (name === 'w:b') look.bold = isOn(attributes);
  else if (name === 'w:i') look.italic = isOn(attributes);
  else if (name === 'w:caps') look.caps = isOn(attributes);
  else if (name === 'w:vanish') look.hidden = isOn(attributes);
  // Small capitals show lowercase letters as capitals too: as much a heading's look as w:caps.
  else if (name === 'w:smallCaps' && isOn(attributes)) look.caps = true;
  else if (name === 'w:sz') {
    const halfPoints = Number(attribute(attributes, 'w:val'));
    if (halfPoints > 0) look.size = halfPoints / 2;
  }
}

export interface Style {
  name: string;
  basedOn: string | null;
  look: RunLook;
  /** The list (w:numPr) its paragraphs are items of, if it says, and their indent in points. */
  numId?: string;
  level?: string;
  indent?: number;
}

export interface Styles {
  byId: Map<string, Style>;
  /** The paragraph style of a paragraph that names none (w:default="1"). */
  defaultParagraph: string | null;
  /** docDefaults' run properties: what every style builds on. */
  defaults: RunLook;
  /** docDefaults' w:lang. */
  language: string | null;
}

export const noStyles = (): Styles => ({
  byId: new Map(),
  defaultParagraph: null,
  defaults: {},
  language: null,
});

/** styles.xml's styles; null when it is too complex to read. */
export function readStyles(xml: string): Styles | null {
  const styles = noStyles();
  let style: Style | null = null;
  const read = readXml(xml, {
    open(name, attributes, path) {
      const value = () => attribute(attributes, 'w:val');
      if (name === 'w:style') {
        const id = attribute(attributes, 'w:styleId') ?? '';
        style = { name: id, basedOn: null, look: {} };
        if (!styles.byId.has(id)) styles.byId.set(id, style);
        const paragraph = attribute(attributes, 'w:type') === 'paragraph';
        if (paragraph && /^(1|true|on)$/i.test(attribute(attributes, 'w:default') ?? ''))
          styles.defaultParagraph ??= id;
      } else if (under(path, 'w:docDefaults', 'w:rPrDefault', 'w:rPr')) {
        readRunProperty(name, attributes, styles.defaults);
        if (name === 'w:lang') styles.language ??= value() ?? null;
      } else if (!style) return;
      else if (under(path, 'w:style') && name === 'w:name') style.name = value() ?? style.name;
      else if (under(path, 'w:style') && name === 'w:basedOn') style.basedOn = value() ?? null;
      else if (under(path, 'w:style', 'w:rPr')) readRunProperty(name, attributes, style.look);
      else if (under(path, 'w:style', 'w:pPr') && name === 'w:ind')
        style.indent = indentOf(attributes);
      else if (under(path, 'w:style', 'w:pPr', 'w:numPr')) {
        if (name === 'w:numId') style.numId = value();
        if (name === 'w:ilvl') style.level = value();
      }
    },
    close(name) {
      if (name === 'w:style') style = null;
    },
  });
  return read ? styles : null;
}

/** A w:ind's left indent (w:left, or w:start as newer files write it) in points. */
export const indentOf = (attributes: string) =>
  points(attribute(attributes, 'w:left') ?? attribute(attributes, 'w:start'));

/** A style and those it is based on, nearest first (a loop or a missing style ends it). */
export function styleChain(styles: Styles, id: string | null): Style[] {
  const chain: Style[] = [];
  for (let at = id; at !== null && chain.length < 20;) {
    const style = styles.byId.get(at);
    if (!style || chain.includes(style)) break;
    chain.push(style);
    at = style.basedOn;
  }
  return chain;
}

export interface Numbering {
  /** w:num's numId → its w:abstractNumId. */
  abstractOf: Map<string, string>;
  /** "abstractNumId:ilvl" → the level's format ("bullet", "decimal", "none") and indent in points. */
  levels: Map<string, { format: string; indent?: number }>;
}

/** numbering.xml's lists; null when it is too complex to read. */
export function readNumbering(xml: string): Numbering | null {
  const numbering: Numbering = { abstractOf: new Map(), levels: new Map() };
  let abstract = '';
  let num = '';
  let level: { format: string; indent?: number } | null = null;
  const read = readXml(xml, {
    open(name, attributes, path) {
      if (name === 'w:abstractNum') abstract = attribute(attributes, 'w:abstractNumId') ?? '';
      else if (name === 'w:num') num = attribute(attributes, 'w:numId') ?? '';
      else if (name === 'w:abstractNumId' && under(path, 'w:num'))
        numbering.abstractOf.set(num, attribute(attributes, 'w:val') ?? '');
      else if (name === 'w:lvl' && under(path, 'w:abstractNum')) {
        level = { format: 'bullet' };
        numbering.levels.set(`${abstract}:${attribute(attributes, 'w:ilvl') ?? '0'}`, level);
      } else if (!level) return;
      else if (name === 'w:numFmt' && under(path, 'w:lvl'))
        level.format = attribute(attributes, 'w:val') ?? level.format;
      else if (name === 'w:ind' && under(path, 'w:lvl', 'w:pPr'))
        level.indent = indentOf(attributes);
    },
    close(name) {
      if (name === 'w:lvl') level = null;
    },
  });
  return read ? numbering : null;
}

/** A paragraph's list level: whether it shows as an item (numId 0 and format "none" do not). */
export function listLevel(
  numbering: Numbering,
  numId: string,
  level: string,
): { listed: boolean; indent?: number } {
  if (numId === '0') return { listed: false };
  const abstract = numbering.abstractOf.get(numId);
  const found = abstract === undefined ? undefined : numbering.levels.get(`${abstract}:${level}`);
  // A list this reader cannot resolve (a w:numStyleLink) is still a list the file asked for.
  return { listed: found?.format !== 'none', indent: found?.indent };
}

/** document.xml.rels' external targets (hyperlinks' addresses) by relationship id. */
export function readRelationships(xml: string): Map<string, string> | null {
  const targets = new Map<string, string>();
  const read = readXml(xml, {
    open(name, attributes) {
      if (name !== 'Relationship' || attribute(attributes, 'TargetMode') !== 'External') return;
      const id = attribute(attributes, 'Id');
      const target = attribute(attributes, 'Target');
      if (id && target) targets.set(id, target);
    },
  });
  return read ? targets : null;
}
