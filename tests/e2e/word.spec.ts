/**
 * "Download Word" on the owner's CV page at phone size, in both languages: the file the server
 * makes, named after the person, in the language version on screen.
 */
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { editCv, signInNewOwner } from './fixtures/cvs';
import { LANGUAGES, screenshot, withServiceWorker, workerInControl } from './support';
import { cvPageAction } from './support-cv-page';

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
    const item = await cvPageAction(page, w.download, { lng });
    await expect(item).toBeVisible();
    await screenshot(page, testInfo, `word-toolbar-${lng}`);
    const download = page.waitForEvent('download');
    await item.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(w.file);
    const parts = unzipSync(new Uint8Array(await readFile(await file.path())));
    const document = strFromU8(parts['word/document.xml'] ?? new Uint8Array());
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain(w.heading);
    expect(strFromU8(parts['word/styles.xml'] ?? new Uint8Array())).toContain(`w:val="${w.lang}"`);
  });
}

withServiceWorker('with the service worker', () => {
  test('fi: offline, "Lataa Word" gives the last Word file made, and says when; with none, that it needs a network', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { id } = await signInNewOwner(page, baseURL!, 'wordoff', { language: 'fi' });
    await page.goto(`/cv/${id}?lng=fi`);
    // The service worker keeps what it fetched once it controls the page.
    await workerInControl(page);
    const button = () => cvPageAction(page, WORDS.fi.download, { lng: 'fi' });
    const kept = page.getByText(
      /^Palvelimeen ei saatu yhteyttä, joten tämä on .* tehty Word-tiedosto/,
    );

    // Offline before any was made: nothing kept, and it says a network is needed.
    await page.context().setOffline(true);
    await (await button()).click();
    await expect(
      page.getByText('Olet offline-tilassa. Yritä uudelleen, kun yhteys toimii.'),
    ).toBeVisible();
    await page.context().setOffline(false);

    const online = page.waitForEvent('download');
    await (await button()).click();
    await online;
    await expect(kept).toHaveCount(0);

    await page.context().setOffline(true);
    const offline = page.waitForEvent('download');
    await (await button()).click();
    expect((await offline).suggestedFilename()).toBe(WORDS.fi.file);
    await expect(kept).toContainText(String(new Date().getFullYear()));
    await screenshot(page, testInfo, 'word-kept-copy-fi');
    await page.context().setOffline(false);
  });
});
