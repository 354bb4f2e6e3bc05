/**
 * A CV's typeface (issue 49) goes where the CV goes: served by us at /fonts/, and embedded in the
 * PDF of every template, with every letter of a Polish, Vietnamese, Czech and Finnish name in it
 * (a letter the family lacked would be drawn in another font, which pdffonts would list), on the
 * page format, text size and spacing chosen, nothing overflowing the sheet or drawn over.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@/domain/cv';
import { DENSITIES, TEXT_SIZES, TYPEFACES, type CvDesign } from '@/domain/design';
import { FONT_FAMILIES, TYPEFACE_FAMILIES } from '@/templates/typefaces';
import { appForFile, call } from './harness';
import { createCvWithPhoto, newOwner } from './owner-helpers';
import {
  overlappingWords,
  pagePng,
  pdfFile,
  pdfFonts,
  pdfInfo,
  pdfText,
  wordsOffPage,
} from './pdf-tools';

const t = appForFile();
/** Two designs of each template as page images, to look at (beside pdf.test.ts's). */
const PAGES_DIR = path.resolve('test-results/pdf');
mkdirSync(PAGES_DIR, { recursive: true });
const NAME = 'Łukasz Nguyễn Šťastný, Ääkkönen';
const PAGE_SIZES = { a4: /^59[56](\.\d+)? x 84[12](\.\d+)? pts/, letter: /^612 x 792 pts/ };

/** "IBM Plex Mono" as PDF font names write it: "IBMPlexMono-Bold". */
const pdfName = (family: string) => family.replace(/\s+/g, '');

describe('the typefaces’ files', () => {
  it('are served as woff2 by name, and nothing else is', async () => {
    const font = await call(t, 'GET', '/fonts/inter-latin-400-normal.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.headers['cache-control']).toContain('max-age=');
    for (const path of [
      '/fonts/inter-latin-400-normal.woff',
      '/fonts/..%2fpackage.json',
      '/fonts/%2e%2e%2f%2e%2e%2fpackage.json',
      `/fonts/${'a'.repeat(70)}.woff2`,
      `/fonts/${'a'.repeat(2000)}.woff2`,
    ]) {
      const res = await call(t, 'GET', path);
      // A name far too long is refused before any route (414).
      expect([404, 414], path).toContain(res.statusCode);
      expect(res.body).not.toContain('"name"');
    }
  });
});

describe('a CV’s typeface in its PDF', () => {
  it.each(TYPEFACES)('%s: embedded in every template, every letter its own', async (typeface) => {
    const owner = await newOwner(t, `face${typeface.slice(0, 4)}`);
    const cv = await createCvWithPhoto(t, owner.token, {
      first_name: 'Łukasz Nguyễn',
      last_name: 'Šťastný',
      bio_description: `${NAME} kirjoittaa nimensä näin.`,
      design: JSON.stringify({ typeface }),
    });
    const { body, display } = TYPEFACE_FAMILIES[typeface];
    const families = [FONT_FAMILIES[body].name, FONT_FAMILIES[display].name].map(pdfName);
    const j = TYPEFACES.indexOf(typeface);
    for (const [i, theme] of THEMES.entries()) {
      // Over the four typefaces each template is drawn at every size and spacing, on both sheets.
      const design: CvDesign = {
        typeface,
        size: TEXT_SIZES[(i + j) % TEXT_SIZES.length],
        density: DENSITIES[(i + 2 * j) % DENSITIES.length],
        page: (i + j) % 2 ? 'letter' : 'a4',
      };
      const edited = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
        token: owner.token,
        json: { theme, design },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const res = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/`, { token: owner.token });
      expect(res.statusCode).toBe(200);
      const file = pdfFile(res.rawPayload, `${typeface}-${theme}`);
      const fonts = pdfFonts(file);
      const seen = `${theme}: ${fonts.map((f) => f.name).join(', ')}`;
      expect(fonts.length, seen).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.embedded, seen).toBe(true);
        expect(
          families.some((family) => font.name.startsWith(family)),
          seen,
        ).toBe(true);
      }
      expect(pdfText(file)).toContain(NAME);
      expect(pdfInfo(file)['Page size'], theme).toMatch(PAGE_SIZES[design.page ?? 'a4']);
      expect(wordsOffPage(file), theme).toEqual([]);
      expect(overlappingWords(file), theme).toEqual([]);
      if (typeface === 'serif' || typeface === 'mono')
        pagePng(file, 1, path.join(PAGES_DIR, `${theme}-${typeface}-1`));
    }
  });
});
