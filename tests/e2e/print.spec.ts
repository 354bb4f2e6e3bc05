/**
 * The owner's print (what "Download PDF" falls back to): every template keeps its name, job title,
 * contact details and photo on paper, and the app's own bar, footer and toolbars stay off it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { THEMES } from '@/domain/cv';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { editCv, signInNewOwner, squarePhoto } from './fixtures/cvs';
import { allowSlowTests, screenshot, withServiceWorker, workerInControl } from './support';
import { cvPageAction } from './support-cv-page';

allowSlowTests(180_000);

test("the owner's print shows the CV's name, title and contact details in all eight templates", async ({
  page,
  baseURL,
}, testInfo) => {
  const { account, id } = await signInNewOwner(page, baseURL!, 'print', {}, await squarePhoto());
  for (const theme of THEMES) {
    await test.step(theme, async () => {
      await editCv(baseURL!, account, id, { theme });
      const fresh = page.waitForResponse(
        (r) => r.url().includes(`/api/cv/get_cv/${id}/`) && r.ok(),
      );
      await page.goto(`/cv/${id}`);
      await fresh;
      const cv = page.getByRole('article');
      const name = cv.getByRole('heading', { level: 1 });
      await expect(name).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      await page.emulateMedia({ media: 'print' });
      await expect(name).toBeVisible();
      await expect(name).toContainText(`${SAMPLE_CV.first_name} ${SAMPLE_CV.last_name}`);
      await expect(
        cv.getByText(SAMPLE_CV.current_job_title, { exact: true }).first(),
      ).toBeVisible();
      await expect(cv.getByText(SAMPLE_CV.email).first()).toBeVisible();
      await expect(cv.getByText(SAMPLE_CV.phone).first()).toBeVisible();
      await expect(cv.getByRole('img').first()).toBeVisible();
      // Nothing of the app around the CV: its bar, footer and the editor's buttons are hidden.
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();
      await screenshot(page, testInfo, `print-${theme}`);
      await page.emulateMedia({ media: 'screen' });
    });
  }
});

test('"Download PDF" saves the file the server makes; when it cannot, the print sheet opens with a note', async ({
  page,
  baseURL,
}) => {
  const { id } = await signInNewOwner(page, baseURL!, 'pdfdl', {}, await squarePhoto());
  await page.goto(`/cv/${id}`);
  const button = () => cvPageAction(page, 'Download PDF');

  const download = page.waitForEvent('download');
  await (await button()).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Aino-Virtanen-CV.pdf');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // A server without Chromium (or offline): the browser's own print sheet, and a word on it.
  await page.evaluate(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => Object.assign(window, { printed: 1 });
  });
  // On the context, so the service worker's request is answered too.
  await page.context().route(`**/api/cv/get_cv/${id}/pdf/`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error_code: 'pdf_unavailable', detail: 'No PDFs here.' }),
    }),
  );
  await (await button()).click();
  await expect(page.getByText(/the print sheet opens instead/)).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);
});

withServiceWorker('with the service worker', () => {
  test('offline, "Download PDF" gives the last PDF made of the CV, and says when it was made', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { id } = await signInNewOwner(page, baseURL!, 'pdfoff', {}, await squarePhoto());
    await page.goto(`/cv/${id}`);
    // The service worker keeps what it fetched once it controls the page.
    await workerInControl(page);
    const button = () => cvPageAction(page, 'Download PDF');
    const online = page.waitForEvent('download');
    await (await button()).click();
    await online;
    const kept = page.getByText(/^The server could not be reached, so this is the PDF made on /);
    // A new file is not one from earlier.
    await expect(kept).toHaveCount(0);

    await page.context().setOffline(true);
    const offline = page.waitForEvent('download');
    await (await button()).click();
    const file = await offline;
    expect(file.suggestedFilename()).toBe('Aino-Virtanen-CV.pdf');
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    // The year it was made, in the sentence: made today.
    await expect(kept).toContainText(String(new Date().getFullYear()));
    await screenshot(page, testInfo, 'pdf-kept-copy-en');
    await page.context().setOffline(false);
  });
});
