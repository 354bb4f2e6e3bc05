/**
 * The template scores the owner's check compares with (src/domain/ats/template-scores.ts) and the
 * README's table are what the templates' PDFs score now: a template change that alters how a
 * parser reads them fails here until `npm run ats:table` is run again.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { TEMPLATE_SCORES } from '@/domain/ats/template-scores';
import { THEMES } from '@/domain/cv';
import { LANGUAGES } from '@/domain/languages';
import { measureTemplates, templateTableMarkdown } from '@server/modules/ats/template-table';
import { createPdfRenderer } from '@server/modules/pdf';

const renderer = createPdfRenderer({
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
