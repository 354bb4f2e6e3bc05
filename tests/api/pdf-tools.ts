/** Reads PDFs the way a person's reader and an ATS parser do, with poppler-utils' command-line tools. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-pdf-'));
let n = 0;

/** Writes the bytes to a file of their own (to read, and to look at among the test output). */
export function pdfFile(bytes: Buffer, name = `cv-${++n}`): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** pdfinfo's fields: Pages, Tagged, Title, Page size… */
export function pdfInfo(file: string): Record<string, string> {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!.trim(), m[2]!.trim()]),
  );
}

/**
 * The text in the order it is drawn (content-stream order: what copy-and-paste and most parsers
 * read; Chromium draws in the document's order), whitespace folded.
 */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many images the file embeds. */
export function pdfImageCount(file: string): number {
  const out = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim()).length;
}

interface Word {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function words(file: string): Word[] {
  const xml = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
  const found: Word[] = [];
  let page = 0;
  for (const line of xml.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const m =
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(
        line,
      );
    if (m) found.push({ page, x0: +m[1]!, y0: +m[2]!, x1: +m[3]!, y1: +m[4]!, text: m[5]! });
  }
  return found;
}

/** Words printed over other words (text over text): each pair that shares over a third of its area. */
export function overlappingWords(file: string): string[] {
  const all = words(file);
  const found: string[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      if (a.page !== b.page) continue;
      const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (w <= 0 || h <= 0) continue;
      const smaller = Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0));
      if (w * h > smaller / 3) found.push(`page ${a.page}: "${a.text}" over "${b.text}"`);
    }
  }
  return found;
}

/** Page `page` as a PNG next to the PDF (pdftoppm), for a person to look at. */
export function pagePng(file: string, page: number, out: string): string {
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    out,
  ]);
  return `${out}.png`;
}

export interface PdfFont {
  /** The font's name without its subset's prefix ("Inter-Bold" of "ABCDEF+Inter-Bold"). */
  name: string;
  embedded: boolean;
}

/** The fonts the file draws with (pdffonts): a letter a font lacks is drawn in another one. */
export function pdfFonts(file: string): PdfFont[] {
  const out = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const [name = '', ...rest] = line.trim().split(/\s+/);
      // Columns after the name: type (one or two words), encoding, emb, sub, uni, object, ID.
      const emb = rest.at(-5);
      return { name: name.replace(/^[A-Z]{6}\+/, ''), embedded: emb === 'yes' };
    });
}

/** Words that reach past a page's edge (text cut off or overflowing its sheet). */
export function wordsOffPage(file: string): string[] {
  const [width, height] = (pdfInfo(file)['Page size'] ?? '').split(/\s+x\s+|\s+/).map(Number);
  if (!width || !height) throw new Error(`no page size in ${file}`);
  return words(file)
    .filter((w) => w.x0 < 0 || w.y0 < 0 || w.x1 > width + 0.5 || w.y1 > height + 0.5)
    .map((w) => `page ${w.page}: "${w.text}"`);
}
