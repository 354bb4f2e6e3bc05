/**
 * The owner's CV page and dashboard at phone size (390x844), in both languages: the CV page's
 * toolbar is the title and one row (Share, Edit, "⋮"), and the CV itself starts in the first screen.
 * Screenshots go to /tmp/cvpage-shots for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { devices, expect, test, type Browser } from '@playwright/test';
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
    cvs: 'Loading your CVs…',
    views: 'See views',
    templates: 'Template',
    copy: 'Copy link',
    cvLanguage: 'CV language',
  },
  fi: {
    share: 'Jaa',
    edit: 'Muokkaa',
    more: 'Lisää toimintoja',
    pdf: 'Lataa PDF',
    list: 'CV:si',
    loading: 'Ladataan CV:tä…',
    cvs: 'Ladataan CV:itäsi…',
    views: 'Näytä katselut',
    templates: 'Pohja',
    copy: 'Kopioi linkki',
    cvLanguage: 'CV:n kieli',
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
    const paper = await shellBox(browser, `/cv/${id}?lng=${lng}`, w.loading, `cv-shell-${lng}`);
    expect(Math.abs(paper.y - top)).toBeLessThan(2);

    await toolbar.getByRole('button', { name: w.more, exact: true }).click();
    await expect(page.getByRole('menuitem', { name: w.pdf })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/owner-cv-menu-${lng}.png` });
    await page.keyboard.press('Escape');
  });

  test(`on a phone the dashboard's skeleton is a card where the CV's card comes (${lng})`, async ({
    page,
    baseURL,
    browser,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await signInNewOwner(page, baseURL!, 'phonedash', { language: lng });
    await page.goto(`/dashboard?lng=${lng}`);
    await expect(page.getByRole('heading', { name: w.list })).toBeVisible();
    const card = page.getByRole('list', { name: w.list }).getByRole('listitem').first();
    await expect(card.getByRole('link', { name: w.views })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/owner-dashboard-${lng}.png` });
    const drawn = (await card.boundingBox())!;
    const skeleton = await shellBox(
      browser,
      `/dashboard?lng=${lng}`,
      w.cvs,
      `dashboard-shell-${lng}`,
    );
    console.log(
      `dashboard (${lng}): card at y = ${drawn.y}, ${drawn.height} high; skeleton at y = ${skeleton.y}, ${skeleton.height} high`,
    );
    expect(Math.abs(skeleton.y - drawn.y)).toBeLessThan(2);
    // The card's lines wrap by the owner's name, the day and the language; it is never the shorter.
    expect(drawn.height - skeleton.height).toBeGreaterThanOrEqual(0);
    expect(drawn.height - skeleton.height).toBeLessThan(30);
  });
}

for (const lng of LANGUAGES) {
  const w = WORDS[lng];
  test(`the editor holds the template row's place while its code loads: nothing below it moves (${lng})`, async ({
    page,
    baseURL,
  }) => {
    const { id } = await signInNewOwner(page, baseURL!, 'phonepick', { language: lng });
    // The row's code held back, as on a slow network where it comes after the CV.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/template-picker-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/cv/${id}?edit=true&lng=${lng}`);
    const language = page.getByRole('combobox', { name: w.cvLanguage });
    await expect(language).toBeVisible();
    const templates = page.getByRole('radiogroup', { name: w.templates });
    await expect(templates).toHaveCount(0);
    const before = (await language.boundingBox())!.y;
    release();
    await expect(templates).toBeVisible();
    await expect(templates.getByRole('radio')).toHaveCount(8);
    expect((await language.boundingBox())!.y).toBe(before);
  });
}

for (const lng of LANGUAGES) {
  const w = WORDS[lng];
  test(`the dashboard's card holds its views line's place: the address stays put when the count comes (${lng})`, async ({
    page,
    baseURL,
  }) => {
    await signInNewOwner(page, baseURL!, 'phoneviews', { language: lng });
    // The count held back, as on a slow network where it comes after the list.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/cv\/get_cv\/[\w-]+\/stats\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/dashboard?lng=${lng}`);
    const card = page.getByRole('list', { name: w.list }).getByRole('listitem').first();
    const copy = card.getByRole('button', { name: w.copy });
    await expect(copy).toBeVisible();
    await expect(card.getByRole('link', { name: w.views })).toHaveCount(0);
    const before = (await copy.boundingBox())!.y;
    release();
    await expect(card.getByRole('link', { name: w.views })).toBeVisible();
    // The Finnish total takes two lines where the English takes one (a line is 20 px): never less.
    expect((await copy.boundingBox())!.y - before).toBeGreaterThanOrEqual(0);
    expect((await copy.boundingBox())!.y - before).toBeLessThanOrEqual(lng === 'en' ? 0 : 21);
  });
}

test('the shell puts its paper where the CV comes, on a phone and a wide screen @desktop', async ({
  page,
  baseURL,
  browser,
}) => {
  const { id } = await signInNewOwner(page, baseURL!, 'widebar');
  await page.goto(`/cv/${id}`);
  const cv = page.getByRole('article');
  await expect(cv).toBeVisible();
  const top = (await cv.boundingBox())!.y;
  const shell = await browser.newContext({
    viewport: page.viewportSize()!,
    javaScriptEnabled: false,
  });
  const shellPage = await shell.newPage();
  await shellPage.goto(`/cv/${id}`);
  const paper = shellPage.getByRole('status', { name: WORDS.en.loading });
  expect(Math.abs((await paper.boundingBox())!.y - top)).toBeLessThan(2);
  await shell.close();
});

test('on a phone the PDF being made shows on "⋮" and in its menu, and it is not asked for twice', async ({
  page,
  baseURL,
}) => {
  const { id } = await signInNewOwner(page, baseURL!, 'phonebusy');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(new RegExp(`/api/cv/get_cv/${id}/pdf/`), async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.goto(`/cv/${id}`);
  const more = page.getByRole('toolbar').getByRole('button', { name: WORDS.en.more });
  await more.click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: WORDS.en.pdf }).click();
  await expect(more).toHaveAttribute('aria-busy', 'true');
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Making the PDF…' })).toBeDisabled();
  await page.keyboard.press('Escape');
  release();
  await download;
  await expect(more).not.toHaveAttribute('aria-busy', 'true');
  expect(asked).toBe(1);
});

/** The box of the status `name` in the server's shell of `url` (JavaScript off), screenshotted. */
async function shellBox(browser: Browser, url: string, name: string, shot: string) {
  const shell = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await shell.newPage();
  await page.goto(url);
  const status = page.getByRole('status', { name });
  await expect(status).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  const box = (await status.boundingBox())!;
  await shell.close();
  return box;
}
