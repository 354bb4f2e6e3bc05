/** LinkedIn's texts as plain text a CV field stores: its HTML made text, nothing a field refuses. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** One entity as its character; an unknown one (or a number that is no character) stays as written. */
function entity(whole: string, name: string): string {
  const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1];
  const point = code ? parseInt(code, 16) : /^#\d+$/.test(name) ? Number(name.slice(1)) : null;
  if (point === null) return ENTITIES[name.toLowerCase()] ?? whole;
  const isChar = point > 0 && point <= 0x10ffff && (point < 0xd800 || point > 0xdfff);
  return isChar ? String.fromCodePoint(point === 0xa0 ? 0x20 : point) : whole;
}

/**
 * A description as LinkedIn may hold it (`<br>`, `<p>`, `<li>`, entities) as text: line breaks
 * where the HTML breaks lines, items as bullets, other tags gone, entities decoded once.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li(?:\s[^>]*)?>/gi, '\n• ')
    .replace(/<\/(?:p|div|ul|ol|h[1-6])\s*>/gi, '\n')
    .replace(/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** Lone halves of a surrogate pair: no character, and no field stores them. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text a field can hold before its limit is applied: no lone surrogates, and in a one-line field
 * no tabs (a field of one line refuses them; the limit's reader removes the other controls).
 */
export function plain(value: string, multiline = false): string {
  const whole = value.replace(LONE_SURROGATE, '');
  return multiline ? whole : whole.replace(/\t/g, ' ');
}
