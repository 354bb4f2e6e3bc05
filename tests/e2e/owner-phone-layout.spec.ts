/**
 * The owner's CV page and dashboard at phone size (390x844), in both languages: the CV page's
 * toolbar is the title and one row (Share, Edit, "⋮"), and the CV itself starts in the first screen.
 * Screenshots go to /tmp/cvpage-shots for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { devices, expect, test } from '@playwright/test';
import { signInNewOwner } from './fixtures/cvs';
import { LANGUAGES, settle } from './support';

const SHOTS = '/tmp/cvpage-shots';
/** Below this the CV's top edge would need a scroll on a small phone's first screen. */
const FIRST_SCREEN = 260;
const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
};

const WORDS = {
  en: {
    share: 'Share',
    edit: 'Edit',
    more: 'More actions',
    pdf: 'Download PDF',
    list: 'Your CVs',
    loading: 'Loading CV…',
  },
  fi: {
    share: 'Jaa',
    edit: 'Muokkaa',
    more: 'Lisää toimintoja',
    pdf: 'Lataa PDF',
    list: 'CV:si',
    loading: 'Ladataan CV:tä…',
  },
} as const;

for (const lng of LANGUAGES) {
  const w = WORDS[lng];
  test(`on a phone the CV page's actions are one row and the CV starts in the first screen (${lng})`, async ({
    page,
    baseURL,
    browser,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const { id } = await signInNewOwner(page, baseURL!, 'phonebar', { language: lng });
    await page.goto(`/cv/${id}?lng=${lng}`);
    const toolbar = page.getByRole('toolbar');
    const row = [
      toolbar.getByRole('button', { name: w.share, exact: true }),
      toolbar.getByRole('button', { name: w.edit, exact: true }),
      toolbar.getByRole('button', { name: w.more, exact: true }),
    ];
    for (const button of row) await expect(button).toBeVisible();
    // The rest waits in the menu, not on the screen.
    await expect(page.getByRole('button', { name: w.pdf })).toHaveCount(0);
    const tops = await Promise.all(row.map(async (button) => (await button.boundingBox())!.y));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(4);

    const cv = page.getByRole('article');
    await expect(cv).toBeVisible();
    await settle(page);
    const top = (await cv.boundingBox())!.y;
    console.log(`CV page (${lng}): the CV starts at y = ${Math.round(top)}`);
    expect(top).toBeLessThan(FIRST_SCREEN);
    await page.screenshot({ path: `${SHOTS}/owner-cv-page-${lng}.png` });
    // The server's shell (JavaScript off) has its paper where the CV comes: nothing moves.
    const shell = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const shellPage = await shell.newPage();
    await shellPage.goto(`/cv/${id}?lng=${lng}`);
    const paper = shellPage.getByRole('status', { name: w.loading });
    await expect(paper).toBeVisible();
    expect(Math.abs((await paper.boundingBox())!.y - top)).toBeLessThan(2);
    await shellPage.screenshot({ path: `${SHOTS}/owner-cv-shell-${lng}.png` });
    await shell.close();

    await toolbar.getByRole('button', { name: w.more, exact: true }).click();
    await expect(page.getByRole('menuitem', { name: w.pdf })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/owner-cv-menu-${lng}.png` });
    await page.keyboard.press('Escape');

    await page.goto(`/dashboard?lng=${lng}`);
    await expect(page.getByRole('heading', { name: w.list })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/owner-dashboard-${lng}.png` });
  });
}
