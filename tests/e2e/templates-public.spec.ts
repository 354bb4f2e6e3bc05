/**
 * The eight templates on public pages and in the preview: long names and addresses keep their place,
 * empty sections stay off the public page, headings and months follow the CV's language, one name per
 * template with "Use this template", and a "CV not found" page that says why, in EN and FI.
 */
import { test, type Page } from '@playwright/test';
import { THEMES, type Theme } from '@/domain/cv';
import { LONG_CV } from '../fixtures/sample-cv';
import { signInNewAccount, signInWithStorage } from './fixtures/accounts';
import { createOwner, editCv, signInNewOwner, squarePhoto } from './fixtures/cvs';
import {
  alsoOnDesktopIn,
  holdBack,
  screenshot,
  seriousViolations,
  LANGUAGES,
  slowExpect as expect,
  type Language,
  wakeTheApp,
} from './support';

const NAMES: Record<Language, Record<Theme, string>> = {
  en: {
    templateA: 'Classic',
    templateB: 'Modern',
    templateC: 'Compact',
    templateD: 'Creative',
    templateE: 'Bold',
    templateF: 'Clear',
    templateG: 'Nordic',
    templateH: 'Portrait',
  },
  fi: {
    templateA: 'Klassinen',
    templateB: 'Moderni',
    templateC: 'Tiivis',
    templateD: 'Luova',
    templateE: 'Rohkea',
    templateF: 'Selkeä',
    templateG: 'Pohjoismainen',
    templateH: 'Muotokuva',
  },
};

const TEXT = {
  en: {
    experience: 'Experience',
    skills: 'Skills',
    // Classic, Bold and Clear write months in full, the others short.
    longMonth: 'August 2017',
    shortMonth: 'Aug 2017',
    notFound: 'CV not found',
    notFoundText: 'There is no public CV at this address.',
    home: 'Go to the home page',
    cta: 'Make your own CV',
    use: 'Use this template',
    noPhoto: 'No photo',
    emptySkills: 'No skills added yet.',
  },
  fi: {
    experience: 'Työkokemus',
    skills: 'Taidot',
    longMonth: 'elokuu 2017',
    shortMonth: 'elo 2017',
    notFound: 'CV:tä ei löytynyt',
    notFoundText: 'Tässä osoitteessa ei ole julkista CV:tä.',
    home: 'Siirry etusivulle',
    cta: 'Tee oma CV',
    use: 'Käytä tätä pohjaa',
    noPhoto: 'Ei kuvaa',
    emptySkills: 'Taitoja ei ole lisätty.',
  },
} satisfies Record<Language, Record<string, string>>;

const LONG_MONTHS: readonly Theme[] = ['templateA', 'templateE', 'templateF'];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of every line of text in an element (a wrapped heading is several). */
async function lineBoxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].map((r) => ({
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
      }));
    }),
  );
}

/** Nothing of the header runs over the photo or out of the CV, and the page never scrolls sideways. */
async function expectHeaderHolds(page: Page) {
  const article = (await page.locator('article').boundingBox())!;
  const photos = page.locator('article .cv-photo img, article .cv-photo svg');
  const photo = (await photos.count()) > 0 ? await photos.first().boundingBox() : null;
  const texts = [
    ...(await lineBoxes(page, 'article .cv-name')),
    ...(await lineBoxes(page, 'article .cv-title')),
  ];
  expect(texts.length).toBeGreaterThan(1);
  for (const line of texts) {
    if (photo)
      expect(overlaps(line, photo), 'a line of the name or title runs over the photo').toBe(false);
    expect(line.x).toBeGreaterThanOrEqual(article.x - 1);
    expect(line.x + line.width).toBeLessThanOrEqual(article.x + article.width + 1);
  }
  // Addresses wrap inside the CV too.
  for (const line of await lineBoxes(page, 'article .cv-url, article .cv-contact-text')) {
    expect(line.x + line.width).toBeLessThanOrEqual(article.x + article.width + 1);
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(
    `every template holds a 60-character name and job title, in the CV's language (${language})`,
    alsoOnDesktopIn(language),
    async ({ page, baseURL }, testInfo) => {
      // Five pages, each measured and checked with axe.
      test.setTimeout(300_000);
      const { account, id } = await createOwner(
        baseURL!,
        'long',
        { ...LONG_CV, language },
        await squarePhoto(),
      );
      // Whoever visits, the CV's own headings and months are in its language.
      for (const theme of THEMES) {
        await editCv(baseURL!, account, id, { theme });
        await page.goto(`/${account.username}`);
        const cv = page.getByRole('article');
        await expect(cv.getByRole('heading', { level: 1 })).toContainText(LONG_CV.last_name);
        await expect(cv.getByRole('heading', { level: 2, name: text.experience })).toBeVisible();
        await expect(cv).toContainText(
          LONG_MONTHS.includes(theme) ? text.longMonth : text.shortMonth,
        );
        await expectHeaderHolds(page);
        await screenshot(page, testInfo, `long-${theme}-${language}`);
        expect(await seriousViolations(page)).toEqual([]);
      }
    },
  );

  test(`the public page leaves empty sections out; the owner still sees them (${language})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const { account, id } = await createOwner(baseURL!, 'empty', {
      language,
      theme: 'templateB',
      skills: [],
      links: [],
      educations: [],
    });
    await page.goto(`/${account.username}`);
    const cv = page.getByRole('article');
    await expect(cv.getByRole('heading', { level: 2, name: text.experience })).toBeVisible();
    await expect(cv.getByRole('heading', { level: 2, name: text.skills })).toHaveCount(0);
    await expect(cv).not.toContainText(text.emptySkills);
    await screenshot(page, testInfo, `public-empty-${language}`);

    await signInWithStorage(page, account);
    await page.goto(`/cv/${id}?lng=${language}`);
    await expect(page.getByRole('article')).toContainText(text.emptySkills);
  });

  test(`"CV not found" says why and leads home or to a CV of one's own (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The visitor's language: the app's ?lng= (the browser's Accept-Language is tested in tests/api).
    const response = await page.goto(`/nobody-here-at-all?lng=${language}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
    await expect(page.getByText(text.notFoundText)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text.home })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `not-found-server-${language}`);
    await page.getByRole('main').getByRole('link', { name: text.cta }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);

    // Inside the app (a link followed without a page load), the same page.
    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await wakeTheApp(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nobody-here-either/some-cv');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
    await expect(page.getByText(text.notFoundText)).toBeVisible();
    await expect(page.getByRole('link', { name: text.home })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text.cta })).toBeVisible();
    await screenshot(page, testInfo, `not-found-app-${language}`);
  });

  test(
    `the preview names each template as the app does, and "Use this template" keeps the choice through sign-up (${language})`,
    alsoOnDesktopIn(language),
    async ({ page, baseURL }, testInfo) => {
      test.setTimeout(180_000);
      await page.goto(`/cv-template-preview?lng=${language}`);
      for (const theme of THEMES) {
        await page.getByRole('button', { name: NAMES[language][theme], exact: true }).click();
        await expect(
          page.getByRole('button', { name: NAMES[language][theme], exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expect(
          page.getByRole('article').getByRole('heading', { level: 2, name: text.experience }),
        ).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
      const templateC = page.getByRole('button', { name: NAMES[language].templateC, exact: true });
      await templateC.click();
      await expect(templateC).toHaveAttribute('aria-pressed', 'true');
      await screenshot(page, testInfo, `preview-${language}`);

      // Signed out: to sign-up, and the wizard opens on the template chosen here.
      await page.getByRole('button', { name: text.use }).click();
      await expect(page).toHaveURL(/\/auth\/register$/);
      await signInNewAccount(page, baseURL!, 'pick');
      await page.goto(`/cv-wizard/template?lng=${language}`);
      await expect(page.getByRole('radio', { name: NAMES[language].templateC })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      // The picker says which template shows no photo.
      await expect(
        page.getByRole('radio', { name: `${NAMES[language].templateA} (${text.noPhoto})` }),
      ).toBeVisible();
      await screenshot(page, testInfo, `wizard-template-chosen-${language}`);

      // Signed in: straight into the wizard with the template chosen. The same two screens as
      // above, so walked in English only.
      if (language !== 'en') return;
      await page.goto(`/cv-template-preview?lng=${language}`);
      const templateE = page.getByRole('button', { name: NAMES[language].templateE, exact: true });
      await templateE.click();
      await expect(templateE).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: text.use }).click();
      await expect(page).toHaveURL(/\/cv-wizard\/template$/);
      await expect(page.getByRole('radio', { name: NAMES[language].templateE })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    },
  );
}

test("the editor's template picker says which template shows no photo", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { id } = await signInNewOwner(page, baseURL!, 'pickr', { language: 'fi' });
  // An English interface: the CV's own headings stay Finnish.
  await page.goto(`/cv/${id}?lng=en`);
  await expect(
    page.getByRole('article').getByRole('heading', { name: 'Työkokemus' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('radio', { name: 'Classic (No photo)' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Modern', exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'editor-picker');
});

test('a template pressed while the app loads, signed in, is the one chosen once it is there', async ({
  page,
  baseURL,
}) => {
  await signInNewAccount(page, baseURL!, 'held');
  // The app held back: the press comes while only the page the server drew for visitors is there.
  const release = await holdBack(page, /\/assets\/main-[\w-]+\.js$/);
  await page.goto('/cv-template-preview?lng=en');
  const bold = page.getByRole('button', { name: NAMES.en.templateE, exact: true });
  await bold.click();
  release();
  // The app draws the signed-in header where the visitor's was, so it draws the page anew.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: NAMES.en.templateA, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
