/**
 * The template scores the owner's check compares with (src/domain/ats/template-scores.ts) and the
 * README's table are what the templates' PDFs score now: a template change that alters how a
 * parser reads them fails here until `npm run ats:table` is run again.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { TEMPLATE_SCORES } from '@/domain/ats/template-scores';
import { THEMES } from '@/domain/cv';
import { DENSITIES, TEXT_SIZES, TYPEFACES } from '@/domain/design';
import { LANGUAGES } from '@/domain/languages';
import {
  measure,
  measureTemplates,
  templateTableMarkdown,
} from '@server/modules/ats/template-table';
import { createFontFiles } from '@server/modules/fonts';
import { createPdfRenderer, pdfFonts } from '@server/modules/pdf';

const renderer = createPdfRenderer({
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  files: pdfFonts(createFontFiles()),
});
afterAll(() => renderer.close());

describe('each template’s ATS score for the sample CV', () => {
  it('is what the check compares with and what the README says', async () => {
    const readings = await measureTemplates(renderer);
    for (const theme of THEMES)
      for (const language of LANGUAGES)
        expect(readings[theme][language].score, `${theme} ${language}`).toBe(
          TEMPLATE_SCORES[theme][language],
        );
    const table = templateTableMarkdown(readings);
    expect(readFileSync('README.md', 'utf8')).toContain(table);
    // The template with one column reads best in both languages.
    for (const language of LANGUAGES) expect(readings.templateA[language].score).toBe(100);
  }, 120_000);
});

describe('each template’s ATS score in a design of the owner’s', () => {
  // Ligatures, letter spacing and line height must not change what a parser reads.
  it.each(THEMES)(
    '%s: the same in every typeface, size and spacing',
    async (theme) => {
      const scores = await Promise.all(
        TYPEFACES.map(async (typeface, i) => {
          const design = {
            typeface,
            size: TEXT_SIZES[i % TEXT_SIZES.length],
            density: DENSITIES[(i + 1) % DENSITIES.length],
            page: i % 2 ? ('letter' as const) : ('a4' as const),
          };
          const { score, problems } = await measure(renderer, theme, 'en', design);
          return { typeface, score, problems: problems.map((problem) => problem.code) };
        }),
      );
      for (const { typeface, score, problems } of scores)
        expect(score, `${typeface}: ${problems.join(', ')}`).toBe(TEMPLATE_SCORES[theme].en);
    },
    60_000,
  );
});
