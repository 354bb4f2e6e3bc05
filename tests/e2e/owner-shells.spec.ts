/**
 * The owner's screens as the server sends them, with JavaScript off: each first HTML already draws
 * the navigation and the screen's skeleton in the owner's language, so the phone paints it before
 * the app has loaded. It holds nothing of anyone: no CV id, no name, no e-mail.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { APP_SCRIPTS_ID } from '@/config/app-scripts';
import { E2E_PASSWORD } from './fixtures/accounts';
import { signInNewAccount } from './fixtures/accounts';
import { createOwner, signInNewOwner } from './fixtures/cvs';
import {
  LANGUAGES,
  screenshot,
  withServiceWorker,
  workerInControl,
  type Language,
} from './support';
import { logIn } from './support-auth';
import { continueTo, expectStep } from './support-wizard';

type Texts = Record<string, unknown>;
const CV_ID = '7d4c1a52-0b6e-4f0e-9a51-2f6f4c7f1e3a';

/** A text of the app's locales by its dotted key, as the screens show it. */
function text(lng: Language, ns: string, key: string): string {
  let at: unknown = JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Texts;
  for (const part of key.split('.')) at = (at as Texts)[part];
  if (typeof at !== 'string') throw new Error(`no text ${ns}:${key}`);
  return at;
}

/** A module's file in the build the server sends, by its source. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  return manifest[source]!.file;
}

/** Each owner screen and what its skeleton shows before any data. */
const screens = (lng: Language): [string, (page: Page) => Promise<void>][] => [
  [
    '/dashboard',
    async (page) => {
      await expect(
        page.getByRole('heading', { name: text(lng, 'cv', 'dashboard.yourCvs') }),
      ).toBeVisible();
      await expect(
        page.getByRole('status', { name: text(lng, 'cv', 'dashboard.loading') }),
      ).toBeVisible();
    },
  ],
  [
    `/cv/${CV_ID}`,
    async (page) => {
      await expect(page.getByText(text(lng, 'cv', 'view.loading'))).toBeVisible();
    },
  ],
  [
    `/cv/${CV_ID}?edit=true`,
    async (page) => {
      await expect(page.getByText(text(lng, 'cv', 'view.loading'))).toBeVisible();
    },
  ],
  [
    '/account',
    async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: text(lng, 'account', 'title') }),
      ).toBeVisible();
    },
  ],
  [
    `/cv/${CV_ID}/views`,
    async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: text(lng, 'views', 'title') }),
      ).toBeVisible();
    },
  ],
  [
    `/cv/${CV_ID}/ats`,
    async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: text(lng, 'ats', 'title') }),
      ).toBeVisible();
    },
  ],
  [
    '/cv-wizard',
    async (page) => {
      // The first step itself, as a new CV starts it: the same for every owner.
      await expect(
        page.getByRole('heading', { level: 1, name: text(lng, 'wizard', 'name.title') }),
      ).toBeVisible();
      await expect(page.getByText(text(lng, 'wizardEnds', 'linkedin.body'))).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    },
  ],
  [
    '/cv-wizard/bio',
    async (page) => {
      // A step's skeleton, not a spinner: the step arrives where its skeleton stood.
      await expect(
        page.getByRole('status', { name: text(lng, 'common', 'common.loading') }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    },
  ],
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of LANGUAGES) {
    test(`each owner screen's first HTML draws its navigation and skeleton (${lng})`, async ({
      page,
    }, testInfo) => {
      for (const [path, skeleton] of screens(lng)) {
        const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        const nav = page.getByRole('banner');
        await expect(nav.getByRole('link', { name: /CV Builder/ })).toBeVisible();
        await skeleton(page);
        // Drawn for anyone: the page names no CV.
        expect(await page.content(), path).not.toContain(CV_ID);
      }
      await page.goto(`/dashboard?lng=${lng}`);
      await screenshot(page, testInfo, `owner-shell-dashboard-${lng}`);
    });
  }

  test('the shell names its own screen to preload, not every screen of the app', async ({
    page,
  }) => {
    const fileOf = (screen: string) => `/${builtFile(`src/app/routes/${screen}.tsx`)}`;
    await page.goto('/dashboard');
    // Named, not yet asked for: without JavaScript nothing of the app is fetched.
    expect(await page.locator('head link[rel="modulepreload"], head script[src]').count()).toBe(0);
    const preloads = await page
      .locator(`template#${APP_SCRIPTS_ID}`)
      .evaluate((template: HTMLTemplateElement) =>
        [...template.content.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => link.getAttribute('href') ?? '',
        ),
      );
    expect(preloads).toContain(fileOf('dashboard'));
    for (const other of ['account', 'cv', 'wizard-steps', 'landing'])
      expect(preloads).not.toContain(fileOf(other));
  });
});

test("an owner screen paints its shell before it asks for the app's scripts", async ({
  page,
  baseURL,
}) => {
  await signInNewOwner(page, baseURL!, 'painted');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Aino/);
  const { firstPaint, firstScript, scripts } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0];
    const js = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      firstPaint: paint?.startTime ?? null,
      firstScript: Math.min(...js.map((entry) => entry.startTime)),
      scripts: js.length,
    };
  });
  expect(scripts).toBeGreaterThan(0);
  expect(firstPaint).not.toBeNull();
  expect(firstScript).toBeGreaterThanOrEqual(firstPaint!);
});

for (const lng of LANGUAGES)
  test(`the dashboard's shell welcomes its owner by the name it said last time, before the app (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInNewOwner(page, baseURL!, 'named');
    const welcome = (name: string) =>
      text(lng, 'cv', 'dashboard.welcome').replace('{{username}}', name);
    await page.goto(`/dashboard?lng=${lng}`);
    // The first name on the owner's CV, once the list is here.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(welcome('Aino'));
    // Opened again: only the shell's own first script runs, the app's entry never arrives. The
    // screen kept on the device is forgotten here: without one, the shell's welcome is said.
    await page.route(`**/${builtFile('index.html')}`, (route) => route.abort());
    await page.addInitScript(() => localStorage.removeItem('kept_screens'));
    await page.reload();
    await expect(heading).toHaveText(welcome('Aino'));
    await expect(
      page.getByRole('status', { name: text(lng, 'cv', 'dashboard.loading') }),
    ).toBeVisible();
    await screenshot(page, testInfo, `owner-shell-named-${lng}`);
    // Another account on the device is not greeted by this one's name.
    await page.evaluate(() => localStorage.setItem('username', 'someone-else'));
    await page.reload();
    await expect(heading).toHaveText(text(lng, 'cv', 'dashboard.welcomeNoName'));
    // A first name is the owner's free text: the shell shows it as text, never as markup.
    const markup = '<img src=x onerror="window.pwned=1">';
    await page.evaluate((name) => {
      localStorage.setItem('greeting_name', JSON.stringify({ for: 'someone-else', name }));
    }, markup);
    await page.reload();
    await expect(heading).toHaveText(welcome(markup));
    await expect(heading.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  });

for (const lng of LANGUAGES)
  test(`the wizard's first step paints with the page, still until the app's own step takes its place (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const { username } = await signInNewAccount(page, baseURL!, 'ahead');
    const root = page.locator('#root');
    const title = page.getByText(text(lng, 'wizard', 'name.title'), { exact: true });
    const field = page.getByRole('textbox', { name: text(lng, 'wizard', 'name.label') });
    // The app's entry never arrives: the server's step shows, and nothing on it answers or is named.
    const entry = `**/${builtFile('index.html')}`;
    await page.route(entry, (route) => route.abort());
    await page.goto(`/cv-wizard?lng=${lng}`);
    await expect(title).toBeVisible();
    await expect(page.getByText(text(lng, 'wizardEnds', 'linkedin.body'))).toBeVisible();
    await expect(root).toHaveAttribute('data-kept-screen', '');
    await expect(field).toHaveCount(0);
    await expect(page.locator('#root input:not([disabled]), #root a[href]')).toHaveCount(0);
    // The address under the field names the owner, as the app's step will (the device says who).
    const address = `${new URL(baseURL!).host}/${username}`;
    const hint = text(lng, 'wizard', 'name.addressHint').replace('{{address}}', address);
    await expect(page.getByText(hint, { exact: true })).toBeVisible();
    await expect(page.getByText(`${address}/`, { exact: true })).toBeVisible();
    await screenshot(page, testInfo, `owner-shell-wizard-${lng}`);

    // The app arrives: its own step takes the place, named, with the field to type in.
    await page.unroute(entry);
    await page.reload();
    await expectStep(page, '', { lng });
    await expect(root).not.toHaveAttribute('data-kept-screen', '');
    await expect(field).toBeFocused();
    await field.fill('Ahead');
    await continueTo(page, 'template', { lng });
    // A draft further on: the first step stands in, and the app opens the draft's own step.
    await page.goto(`/cv-wizard?lng=${lng}`);
    await expectStep(page, 'template', { lng });
    await expect(root).not.toHaveAttribute('data-kept-screen', '');
  });

test('someone signed out who opens the wizard is sent to log in at once, not held by its first step', async ({
  page,
}) => {
  const root = page.locator('#root');
  const entry = `**/${builtFile('index.html')}`;
  await page.route(entry, (route) => route.abort());
  await page.goto('/cv-wizard');
  // Still (nothing typed there could be kept), but not standing in for a screen of theirs.
  await expect(page.getByText(text('en', 'wizard', 'name.title'), { exact: true })).toBeVisible();
  await expect(root).not.toHaveAttribute('data-kept-screen', '');
  await expect(page.locator('#root input:not([disabled])')).toHaveCount(0);
  await page.unroute(entry);
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'auth', 'login.title') }),
  ).toBeVisible();
  await expect(page.getByText(text('en', 'wizard', 'name.title'), { exact: true })).toHaveCount(0);
});

test("signing in keeps the welcome's name: the dashboard and its shell say it before any CV list", async ({
  page,
  baseURL,
}) => {
  const { account } = await createOwner(baseURL!, 'welcomed', { first_name: 'Aino' });
  const welcome = text('en', 'cv', 'dashboard.welcome').replace('{{username}}', 'Aino');
  // The CV list never arrives: the name can only come from the sign-in's answer.
  await page.route('**/api/cv/get_cv_list/**', (route) => route.abort());
  await page.goto('/auth/login');
  await logIn(page, account.email, E2E_PASSWORD);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(welcome);
  // Opened again with the app's entry held off: the shell's first script says it alone.
  await page.route(`**/${builtFile('index.html')}`, (route) => route.abort());
  await page.reload();
  await expect(heading).toHaveText(welcome);
  expect(await page.locator('#root').getAttribute('data-kept-screen')).toBeNull();
});

for (const lng of LANGUAGES)
  test(`a screen opens as it last showed the owner's data, before the app, which then takes its place (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInNewOwner(page, baseURL!, 'kept', { title: 'Kept CV' });
    await page.goto(`/dashboard?lng=${lng}`);
    const title = page.getByText('Kept CV').first();
    await expect(title).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kept_screen:/dashboard')))
      .not.toBeNull();
    const create = page.getByRole('button', { name: text(lng, 'cv', 'dashboard.create') });
    const root = page.locator('#root');

    // Opened again with the app's entry never arriving: the owner's CV is there all the same, and
    // nothing on it can be pressed or followed (the app is not there to answer).
    const entry = `**/${builtFile('index.html')}`;
    await page.route(entry, (route) => route.abort());
    await page.reload();
    await expect(root).toHaveAttribute('data-kept-screen', '');
    await expect(title).toBeVisible();
    // Out of the accessibility tree too: found only among hidden elements, and disabled there.
    await expect(create).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: text(lng, 'cv', 'dashboard.create'), includeHidden: true }),
    ).toBeDisabled();
    await expect(page.locator('#root a[href]')).toHaveCount(0);
    await screenshot(page, testInfo, `owner-kept-dashboard-${lng}`);

    // Another account on the device, or the other language: not shown what this one kept.
    await page.evaluate(() => localStorage.setItem('username', 'someone-else'));
    await page.reload();
    await expect(root).not.toHaveAttribute('data-kept-screen', '');
    await expect(page.getByText('Kept CV')).toHaveCount(0);
    const username = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('kept_screens')!) as { for: string }).for,
    );
    await page.evaluate((name) => localStorage.setItem('username', name), username);
    const other = lng === 'en' ? 'fi' : 'en';
    await page.goto(`/dashboard?lng=${lng}`.replace(`lng=${lng}`, `lng=${other}`));
    await expect(root).not.toHaveAttribute('data-kept-screen', '');

    // What is kept is shown as the app drew it, never as markup that runs or leads away.
    await page.goto(`/dashboard?lng=${lng}`);
    await page.evaluate(() => {
      const key = 'kept_screen:/dashboard';
      localStorage.setItem(
        key,
        JSON.stringify({
          html: '<p>Planted</p><img src="x" onerror="window.pwned=1"><a href="javascript:window.pwned=1">go</a><script>window.pwned=1</script>',
          css: '',
        }),
      );
    });
    await page.reload();
    await expect(page.getByText('Planted')).toBeVisible();
    await expect(page.locator('#root script, #root [onerror], #root a[href]')).toHaveCount(0);
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);

    // The app arrives: it takes the kept screen's place with the owner's data, and answers.
    await page.unroute(entry);
    await page.reload();
    await expect(title).toBeVisible();
    await expect(root).not.toHaveAttribute('data-kept-screen', '');
    await expect(page.locator('#kept-screen-style')).toHaveCount(0);
    await expect(create).toBeEnabled();
    // The free plan's one CV is here: the app answers with the plans.
    await create.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

withServiceWorker('with the worker in control', () => {
  test('offline, an owner screen opens from its own shell, then shows the CV kept on the phone', async ({
    page,
    baseURL,
  }) => {
    const { id } = await signInNewOwner(page, baseURL!, 'shells', { title: 'Shell test CV' });
    await page.goto('/dashboard?lng=fi');
    await expect(page.getByText('Shell test CV').first()).toBeVisible();
    await workerInControl(page);
    // The worker kept every owner screen's shell when it was installed, the CV page's too.
    await page.context().setOffline(true);
    await page.goto(`/cv/${id}`);
    await expect(page.locator('#root')).toHaveAttribute('data-owner-shell', '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByText('Shell test CV').first()).toBeVisible();
  });
});
