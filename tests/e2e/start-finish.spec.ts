/**
 * The start and the finish of making a CV, in English and Finnish: the landing page's live username
 * check, signed-in visitors' ways on, the free plan said at the wizard's start, the live preview,
 * and "Create my CV" ending on 'CV ready' with "Edit my CV" one tap away.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, type Page, type TestInfo } from '@playwright/test';
import { createAccount, signInNewAccount, type TestAccount } from './fixtures/accounts';
import { signInNewOwner } from './fixtures/cvs';
import {
  alsoOnDesktopIn,
  seriousViolations,
  LANGUAGES,
  settle,
  settledScreenshot,
  slowExpect as expect,
  type Language,
} from './support';
import { isPhone } from './support-auth';
import { continueTo, expectStep, walkTo } from './support-wizard';

// Several test runs share two CPUs: a first load or the whole wizard may take a while.
test.describe.configure({ timeout: 420_000 });

/** The app's own texts (`ns:key.path`, with {{values}}), so a test reads what the user reads. */
function texts(lng: Language) {
  const files = new Map<string, unknown>();
  return (key: string, values: Record<string, string> = {}): string => {
    const [ns = '', keyPath = ''] = key.split(':');
    if (!files.has(ns))
      files.set(ns, JSON.parse(readFileSync(path.join('locales', lng, `${ns}.json`), 'utf8')));
    let node = files.get(ns);
    for (const part of keyPath.split('.'))
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined;
    if (typeof node !== 'string') throw new Error(`no text ${key} in ${lng}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** The names the page asks the availability endpoint about, in order. */
function countChecks(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/users/username-available/')
      seen.push(url.searchParams.get('username') ?? '');
  });
  return seen;
}

let holder: TestAccount;
test.beforeAll(async ({ baseURL }) => {
  holder = await createAccount(baseURL!, 'held');
});

for (const lng of LANGUAGES) {
  const tr = texts(lng);

  test.describe(`start (${lng})`, () => {
    test('the claim box checks the name as it is typed: rule, reserved, taken, free', async ({
      page,
    }, testInfo) => {
      const checks = countChecks(page);
      await page.goto(`/?lng=${lng}`);
      const host = new URL(page.url()).host;
      const box = page.getByRole('textbox', { name: tr('landing:claim.label') });
      const status = page
        .getByRole('form', { name: tr('landing:claim.formLabel') })
        .getByRole('status');

      // The sign-up rule and its reserved names, said without asking the server.
      await box.fill('ab');
      await expect(status).toHaveText(tr('common:validation.username_format'));
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await box.fill('Dashboard');
      await expect(status).toHaveText(tr('common:validation.username_reserved'));
      expect(checks).toEqual([]);

      // Typed quickly, a name is checked when typing pauses, not per key; case does not matter.
      const shouted = holder.username.toUpperCase();
      await box.fill('');
      await box.pressSequentially(shouted, { delay: 30 });
      await expect(status).toHaveText(tr('landing:claim.taken', { name: shouted }));
      expect(checks.at(-1)).toBe(shouted);
      expect(checks.length).toBeLessThan(shouted.length / 2);
      await settledScreenshot(page, testInfo, `claim-taken-${lng}`);

      // "Get started" with a name that is taken stays here, on the box.
      await page.getByRole('button', { name: tr('landing:claim.cta') }).click();
      await expect(box).toBeFocused();
      await expect(page).not.toHaveURL(/\/auth\/register$/);

      // A typed site address is dropped, as set-username does.
      const free = `free${Date.now().toString(36)}`.slice(0, 16);
      await box.fill(`${host}/${free}`);
      await expect(status).toHaveText(
        tr('landing:claim.available', { address: `${host}/${free}` }),
      );
      await expect(box).not.toHaveAttribute('aria-invalid', 'true');
      await settledScreenshot(page, testInfo, `claim-available-${lng}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: tr('landing:claim.cta') }).click();
      await expect(page).toHaveURL(/\/auth\/register$/);
      expect(checks.at(-1)).toBe(free);
    });

    // One signed-in owner for both: the landing's way to the wizard is how they meet the plan.
    test('a signed-in visitor is led to the dashboard and the wizard, where a free user who has a CV is told of the plan, with the ways on', async ({
      page,
      baseURL,
    }, testInfo) => {
      const { account } = await signInNewOwner(page, baseURL!, 'full');
      await page.goto(`/?lng=${lng}`);
      const host = new URL(page.url()).host;
      await expect(
        page.getByText(tr('landing:signedIn.title', { address: `${host}/${account.username}` })),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: tr('landing:claim.label') })).toHaveCount(0);
      const main = page.getByRole('main');
      const toDashboard = main.getByRole('link', { name: tr('landing:signedIn.dashboard') });
      // The hero's and the free plan's.
      await expect(toDashboard).toHaveCount(2);
      for (const link of await toDashboard.all())
        await expect(link).toHaveAttribute('href', '/dashboard');
      await expect(main.getByRole('link', { name: tr('landing:how.cta') })).toHaveAttribute(
        'href',
        '/cv-wizard',
      );
      await expect(main.locator('a[href="/auth/register"]')).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settledScreenshot(page, testInfo, `landing-signed-in-${lng}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The wizard's start, followed from the landing page and opened at a later step's address.
      const title = tr('wizardEnds:planGate.title');
      await main.getByRole('link', { name: tr('landing:signedIn.create') }).click();
      await expect(page).toHaveURL(/\/cv-wizard$/);
      for (const start of ['/cv-wizard', '/cv-wizard/basic-info']) {
        if (start !== '/cv-wizard') await page.goto(`${start}?lng=${lng}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // No step of the wizard behind it.
        await expect(page.getByRole('button', { name: tr('wizard:nav.continue') })).toHaveCount(0);
      }
      await settledScreenshot(page, testInfo, `plan-gate-${lng}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The payments feature's plans dialog (coming soon while paid plans are not on sale).
      await page.getByRole('button', { name: tr('wizardEnds:planGate.upgrade') }).click();
      const dialog = page.getByRole('dialog', { name: tr('cv:dashboard.modal.title') });
      await expect(dialog).toBeVisible();
      await settledScreenshot(page, testInfo, `plan-gate-dialog-${lng}`);
      await dialog.getByRole('button', { name: tr('cv:dashboard.modal.cancel') }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('link', { name: tr('wizardEnds:planGate.dashboard') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    // The next two check behaviour that reads the same in both languages: one language each.
    if (lng === 'en')
      test('the create button never lets a free user past the plan on a list that failed to load', async ({
        page,
        baseURL,
      }) => {
        await signInNewOwner(page, baseURL!, 'lst');
        let failing = true;
        await page.route('**/api/cv/get_cv_list/**', (route) =>
          failing
            ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
            : route.continue(),
        );
        await page.goto(`/dashboard?lng=${lng}`);
        await expect(page.getByText(tr('cv:dashboard.loadError'))).toBeVisible();
        const create = page.getByRole('button', { name: tr('cv:dashboard.create') });
        // The server still cannot say: nothing is decided, and the user is told.
        await create.click();
        await expect(page.getByText(tr('cv:dashboard.createCheckFailed'))).toBeVisible();
        await expect(page).toHaveURL(/\/dashboard/);
        // It answers now: the list says one CV, so the free plan's dialog, not the wizard.
        failing = false;
        await create.click();
        await expect(
          page.getByRole('dialog', { name: tr('cv:dashboard.modal.title') }),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/dashboard/);
      });

    if (lng === 'fi')
      test('while the list and a CV load, the screens say so in words', async ({
        page,
        baseURL,
      }) => {
        const { id } = await signInNewOwner(page, baseURL!, 'ldg');
        // Each answer waits until the test has seen the words.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/api\/cv\/get_cv(_list)?\//, async (route) => {
          await held;
          // The dashboard's request ended when the test moved on to the CV.
          await route.continue().catch(() => undefined);
        });
        await page.goto(`/dashboard?lng=${lng}`);
        await expect(page.getByText(tr('cv:dashboard.loading'))).toBeVisible();
        await page.goto(`/cv/${id}?lng=${lng}`);
        await expect(page.getByText(tr('cv:view.loading'))).toBeVisible();
        release();
        await expect(page.getByText(tr('cv:view.loading'))).toBeHidden();
      });
  });
}

/** Through the wizard with the least input it takes (in English), up to the finalize step. */
async function toFinalize(page: Page) {
  await page.goto('/cv-wizard?lng=en');
  await page.getByLabel('CV name').fill('Designer CV');
  await continueTo(page, 'template');
  const template = page.getByRole('radio').nth(1);
  await template.click();
  await expect(template).toHaveAttribute('aria-checked', 'true');
  await continueTo(page, 'basic-info');
  await page.getByLabel('First name').fill('Aino');
  await page.getByLabel('Last name').fill('Virtanen');
  await page.getByLabel('Email').fill('aino@example.com');
  await page.getByLabel('Current job title').fill('Service Designer');
  await walkTo(page, 'finalize');
}

/**
 * The least draft create_cv takes, typed on the two steps that hold it (in English), without the
 * walk between them that toFinalize takes; then the finalize step.
 */
async function draftToFinalize(page: Page) {
  await page.goto('/cv-wizard?lng=en');
  await expectStep(page, '');
  await page.getByLabel('CV name').fill('Designer CV');
  // Each address is a page load: the draft is stored on the device when the page hides.
  await page.goto('/cv-wizard/basic-info');
  await expectStep(page, 'basic-info');
  await page.getByLabel('First name').fill('Aino');
  await page.getByLabel('Last name').fill('Virtanen');
  await page.getByLabel('Email').fill('aino@example.com');
  await page.getByLabel('Current job title').fill('Service Designer');
}

/** The draft's preview: beside the form on a wide screen, full screen behind a button on a phone. */
async function openPreview(page: Page, testInfo: TestInfo, tr: ReturnType<typeof texts>) {
  const button = page.getByRole('button', { name: tr('wizardEnds:preview.open') });
  if (isPhone(testInfo)) {
    await button.click();
    const dialog = page.getByRole('dialog', { name: tr('wizardEnds:preview.title') });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(button).toBeHidden();
  return page.getByRole('complementary', { name: tr('wizardEnds:preview.panel') });
}

for (const lng of LANGUAGES) {
  const tr = texts(lng);
  test(
    `"Create my CV" ends on 'CV ready' with a preview; Edit is one tap away (${lng})`,
    alsoOnDesktopIn(lng),
    async ({ page, context, baseURL }, testInfo) => {
      const account = await signInNewAccount(page, baseURL!, `fin${lng}`);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The steps are walked once, in English; in Finnish the draft is typed straight into them.
      if (lng === 'en') await toFinalize(page);
      else {
        await draftToFinalize(page);
        await page.goto('/cv-wizard/finalize?lng=fi');
      }
      await expect(
        page.getByRole('heading', { level: 1, name: tr('wizard:finalize.title') }),
      ).toBeVisible();

      // The draft in the template chosen, following what is typed.
      const preview = await openPreview(page, testInfo, tr);
      await expect(preview.locator('.cv-name')).toContainText('Aino Virtanen');
      await expect(preview).toContainText('Service Designer');
      await settle(page);
      // The dialog covers the screen: the screen is what there is to see.
      await page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-finalize-preview-${lng}.png`),
        fullPage: !isPhone(testInfo),
      });
      expect(await seriousViolations(page)).toEqual([]);
      if (isPhone(testInfo)) {
        await preview.getByRole('button', { name: tr('wizardEnds:preview.close') }).click();
        await expect(preview).toBeHidden();
      }
      await page.getByLabel(tr('wizard:finalize.cvTitle')).fill('Portfolio CV');

      await page.getByRole('button', { name: tr('wizard:finalize.create') }).click();
      await expect(page).toHaveURL(/\/cv-wizard\/completed\/[0-9a-f-]{36}$/);
      const cvId = /completed\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
      const origin = new URL(page.url()).origin;
      await expect(
        page.getByRole('heading', { level: 1, name: tr('wizard:cvReady.title') }),
      ).toBeVisible();
      await expect(page.getByLabel(tr('cv:share.urlLabel'))).toHaveValue(
        `${origin}/${account.username}`,
      );
      const shown = page.getByRole('region', { name: tr('wizardEnds:ready.previewTitle') });
      await expect(shown.locator('.cv-name')).toContainText('Aino Virtanen');
      // The share panel's QR code draws a moment later (its module loads then), and its download
      // buttons turn from disabled to enabled with it: the screen is settled once it is there.
      await expect(
        page.getByRole('img', { name: new RegExp(`/${account.username}\\?via=qr$`) }),
      ).toBeVisible();
      await settledScreenshot(page, testInfo, `cv-ready-${lng}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: tr('cv:share.copy') }).click();
      await expect(page.getByText(tr('cv:share.copiedToClipboard'))).toBeVisible();
      // The copied link names its channel (views are counted per channel); the field shows it without.
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${origin}/${account.username}?via=copy`,
      );
      await expect(
        page.getByRole('link', { name: tr('wizardEnds:ready.openPublic') }),
      ).toHaveAttribute('href', `/${account.username}`);

      // "Edit my CV": the editor in edit mode, with no ?edit=true in the address.
      await page.getByRole('link', { name: tr('wizardEnds:ready.edit') }).click();
      await expect(page).toHaveURL(new RegExp(`/cv/${cvId}$`));
      const save = page.getByRole('button', { name: tr('cv:editor.save'), exact: true });
      await expect(save).toBeVisible();
      await save.click();
      // A save stays in the editor: it never jumps back to 'CV ready'.
      await expect(
        page.getByRole('button', { name: tr('cv:editor.edit'), exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/cv/${cvId}$`));
      await expect(page.getByRole('heading', { name: tr('wizard:cvReady.title') })).toHaveCount(0);

      const saved = await page.request.get(`/api/cv/get_cv/${cvId}/`, {
        headers: { authorization: `Bearer ${account.access}` },
      });
      expect((await saved.json()).data).toMatchObject({
        title: 'Portfolio CV',
        first_name: 'Aino',
        last_name: 'Virtanen',
        current_job_title: 'Service Designer',
      });
    },
  );
}
