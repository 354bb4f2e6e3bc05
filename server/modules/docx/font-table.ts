/**
 * Word's table of the fonts a file uses, naming for each of a CV's typeface's families the font
 * Word draws with where the family is not installed (Arial for Inter, Georgia for Source Serif…)
 * and its kind, so the file reads well on any computer. The docx package writes the table only for
 * fonts it embeds; we name ours (embedding would add a megabyte of TrueType per CV).
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { FontFamily } from '@/templates/typefaces';
import { escapeHtml } from '@server/lib/mail-html';

const TABLE = 'word/fontTable.xml';

function fontEntry(family: FontFamily): string {
  const pitch = family.wordFamily === 'modern' ? 'fixed' : 'variable';
  return `<w:font w:name="${escapeHtml(family.name)}"><w:altName w:val="${escapeHtml(family.wordFallback)}"/><w:family w:val="${family.wordFamily}"/><w:pitch w:val="${pitch}"/></w:font>`;
}

export function withFontTable(file: Buffer, families: readonly FontFamily[]): Buffer {
  if (!families.length) return file;
  const parts = unzipSync(new Uint8Array(file));
  const table = parts[TABLE];
  if (!table) return file;
  const entries = families.map(fontEntry).join('');
  const xml = strFromU8(table).replace(/<w:fonts([^>]*?)\/>\s*$|<\/w:fonts>\s*$/, (end, open) =>
    open === undefined ? `${entries}</w:fonts>` : `<w:fonts${open}>${entries}</w:fonts>`,
  );
  parts[TABLE] = strToU8(xml);
  return Buffer.from(zipSync(parts));
}
