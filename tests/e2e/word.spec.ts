/**
 * "Download Word" on the owner's CV page at phone size, in both languages: the file the server
 * makes, named after the person, in the language version on screen.
 */
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { editCv, signInNewOwner } from './fixtures/cvs';
import { LANGUAGES, screenshot } from './support';

const WORDS = {
  en: {
    download: 'Download Word',
    file: 'Aino-Virtanen-CV.docx',
    heading: 'Experience',
    lang: 'en-GB',
  },
  fi: {
    download: 'Lataa Word',
    file: 'Aino-Virtanen-CV.docx',
    heading: 'Työkokemus',
    lang: 'fi-FI',
  },
} as const;

for (const lng of LANGUAGES) {
  const w = WORDS[lng];
  test(`${lng}: Download Word gives the CV as a Word document`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const { account, id } = await signInNewOwner(page, baseURL!, 'word', { language: lng });
    await editCv(baseURL!, account, id, { title: 'Word' });
    await page.goto(`/cv/${id}?lng=${lng}`);
    await expect(page.getByRole('button', { name: w.download })).toBeVisible();
    await screenshot(page, testInfo, `word-toolbar-${lng}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(w.file);
    const parts = unzipSync(new Uint8Array(await readFile(await file.path())));
    const document = strFromU8(parts['word/document.xml'] ?? new Uint8Array());
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain(w.heading);
    expect(strFromU8(parts['word/styles.xml'] ?? new Uint8Array())).toContain(`w:val="${w.lang}"`);
  });
}
