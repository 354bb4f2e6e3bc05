// Every template with every section (the sample CVs), on screen and as printed PDF pages, in English
// and Finnish: npx tsx scripts/section-screenshots.ts (small PNGs in docs/screenshots/sections, a review aid).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { THEMES } from '@/domain/cv';
import { cvPdfHtml } from '@server/modules/pdf/cv-pdf-document';
import { chromiumLaunchOptions } from './chromium';
import { samplePublicCv } from './sample-public-cv';

const OUT = 'docs/screenshots/sections';
mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'sections-'));
const browser = await chromium.launch(chromiumLaunchOptions);

/** A small PNG, at most `width` wide. */
const small = (input: string | Buffer, file: string, width: number) =>
  sharp(input).resize({ width, withoutEnlargement: true }).png({ palette: true }).toFile(file);

for (const language of ['en', 'fi'] as const)
  for (const theme of THEMES) {
    const html = cvPdfHtml(samplePublicCv(language, theme), null);
    const name = `${theme}-${language}`;
    for (const [kind, width] of [
      ['desktop', 1100],
      ['phone', 390],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.setContent(html, { waitUntil: 'load' });
      await small(await page.screenshot({ fullPage: true }), join(OUT, `${name}-${kind}.png`), 700);
      await page.close();
    }
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = join(work, `${name}.pdf`);
    writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true, tagged: true }));
    await page.close();
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(work, name)]);
    for (const file of readdirSync(work).filter(
      (f) => f.startsWith(`${name}-`) && f.endsWith('.png'),
    ))
      await small(join(work, file), join(OUT, `${name}-pdf-${file.slice(name.length + 1)}`), 500);
    writeFileSync(join(work, `${name}.txt`), execFileSync('pdftotext', ['-layout', pdf, '-']));
  }
await browser.close();
console.log(`screenshots in ${OUT}, PDF texts in ${work}`);
