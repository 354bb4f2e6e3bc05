/**
 * The dashboard's CV cards (address, visibility, copy and share), the share dialog, the dashboard
 * offline, a verification link opened twice and the social buttons of a server without them.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { signUpByApi } from './fixtures/accounts';
import type { TestAccount } from './fixtures/accounts';
import { prepareShareDialog, readClipboard } from './fixtures/share-dialog';
import { createOwner, signInNewOwner } from './fixtures/cvs';
import {
  allowSlowTests,
  alsoOnDesktopIn,
  drawnForAxe,
  screenshot,
  seriousViolations,
  slowExpect as expect,
  withServiceWorker,
  workerInControl,
} from './support';
import { isPhone } from './support-auth';

allowSlowTests(300_000);

const WORDS = {
  en: {
    welcome: 'Welcome, Aino!',
    list: 'Your CVs',
    public: 'Public',
    private: 'Private',
    copy: 'Copy link',
    share: 'Share',
    copied: 'Link copied to clipboard',
    dialog: 'Share your CV',
    field: 'Link to your CV',
    instagram: 'Copy for Instagram',
    instagramNote: /Instagram has no link sharing/,
    instagramCopied: 'Link copied for Instagram',
    privateHint: /Only you can open this address/,
    create: 'Create a CV',
    modal: 'More CVs are coming soon',
    editExisting: 'Edit my CV',
    dashboard: 'Dashboard',
    menu: 'Open menu',
    close: 'Close',
    offlineCached: /You're offline. This is your list/,
    offlineNoCopy: /this device has no copy of your list yet/,
    loadError: 'Failed to load CVs.',
    alreadyTitle: 'Your e-mail is already verified',
    login: 'Log in',
    // Google is set up on the browser tests' server (against a fake), Facebook is not.
    socialNote: /^Meta sign-in is not set up on this server/,
    google: 'Continue with Google',
    meta: 'Continue with Meta',
  },
  fi: {
    welcome: 'Tervetuloa, Aino!',
    list: 'CV:si',
    public: 'Julkinen',
    private: 'Yksityinen',
    copy: 'Kopioi linkki',
    share: 'Jaa',
    copied: 'Linkki kopioitu leikepöydälle',
    dialog: 'Jaa CV:si',
    field: 'Linkki CV:hesi',
    instagram: 'Kopioi Instagramiin',
    instagramNote: /Instagramissa linkkejä ei voi jakaa suoraan/,
    instagramCopied: 'Linkki kopioitu Instagramia varten',
    privateHint: /Vain sinä voit avata tämän osoitteen/,
    create: 'Luo CV',
    modal: 'Lisää CV:itä on tulossa pian',
    editExisting: 'Muokkaa CV:täni',
    dashboard: 'Hallintapaneeli',
    menu: 'Avaa valikko',
    close: 'Sulje',
    offlineCached: /Olet offline-tilassa. Näet listan/,
    offlineNoCopy: /eikä tällä laitteella ole vielä kopiota CV-listastasi/,
    loadError: 'CV:iden lataaminen epäonnistui.',
    alreadyTitle: 'Sähköpostiosoitteesi on jo vahvistettu',
    login: 'Kirjaudu sisään',
    socialNote: /^Meta-kirjautumista ei ole vielä otettu käyttöön/,
    google: 'Jatka Google-tilillä',
    meta: 'Jatka Meta-tilillä',
  },
} as const;

/** Long enough to overflow a phone-wide field unless it wraps. */
const SLUG = 'senior-frontend-developer-helsinki-espoo-vantaa-2026';

async function editCv(baseURL: string, account: TestAccount, id: string, patch: object) {
  const res = await fetch(`${baseURL}/api/cv/edit_cv/${id}/`, {
    method: 'PATCH',
    body: JSON.stringify(patch),
    headers: { authorization: `Bearer ${account.access}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`edit_cv: ${res.status} ${await res.text()}`);
}

/** Serious and critical axe findings inside the open dialog (a toast fading out is not the dialog's). */
async function dialogViolations(page: Page): Promise<string[]> {
  // A dialog still fading in is half transparent: its colours would be weighed wrong.
  await drawnForAxe(page);
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(
    `dashboard (${lng}): first name, address, visibility, copy, share and the coming-soon choice`,
    alsoOnDesktopIn(lng),
    async ({ page, context, baseURL }, testInfo) => {
      const { account, id } = await createOwner(baseURL!, 'dsh', { title: 'Frontend developer' });
      await editCv(baseURL!, account, id, { slug: SLUG });
      const address = `${baseURL}/${account.username}/${SLUG}`;
      await prepareShareDialog(page, context, account);
      await page.goto(`/dashboard?lng=${lng}`);

      await expect(page.getByRole('heading', { level: 1, name: w.welcome })).toBeVisible();
      const list = page.getByRole('list', { name: w.list });
      const card = list.getByRole('listitem');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('button', { name: /^Frontend developer/ })).toBeVisible();
      await expect(card.getByText(address, { exact: true })).toBeVisible();
      await expect(card.getByText(w.public, { exact: true })).toBeVisible();

      // The top bar's dashboard icon has a name (on a phone it is in the menu, with its text).
      if (isPhone(testInfo)) {
        await page.getByRole('button', { name: w.menu }).click();
        await expect(page.getByRole('link', { name: w.dashboard })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('link', { name: w.dashboard })).toBeHidden();
      } else {
        await expect(page.getByRole('link', { name: w.dashboard, exact: true })).toBeVisible();
      }

      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `dashboard-cards-${lng}`);

      // Copy: the whole public address lands on the clipboard, with its channel.
      const copy = card.getByRole('button', { name: w.copy });
      await expect(copy).toHaveAccessibleDescription('Frontend developer');
      await copy.click();
      await expect(page.getByText(w.copied)).toBeVisible();
      expect(await readClipboard(page)).toBe(`${address}?via=copy`);

      // Share: the dialog shows the whole address, wrapped.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await card.getByRole('button', { name: w.share, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      const field = dialog.getByRole('textbox', { name: w.field });
      await expect(field).toHaveValue(address);
      const measure = () =>
        field.evaluate((el) => ({
          wide: el.scrollWidth - el.clientWidth,
          tall: el.scrollHeight - el.clientHeight,
          lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
        }));
      // The field grows to its text in the frame after it opens (at once, without the fade).
      await expect.poll(async () => (await measure()).tall).toBeLessThanOrEqual(1);
      const fit = await measure();
      expect(fit.wide).toBeLessThanOrEqual(0);
      if (isPhone(testInfo)) expect(fit.lines).toBeGreaterThan(1);

      expect(await dialogViolations(page)).toEqual([]);

      // Instagram: says it takes no links, copies the link, opens nothing by itself.
      const instagram = dialog.getByRole('button', { name: w.instagram });
      await expect(instagram).toHaveAccessibleDescription(w.instagramNote);
      await instagram.click();
      // The dialog hides the rest of the page from the accessibility tree, the toasts included.
      await expect(page.getByText(w.instagramCopied)).toBeVisible();
      expect(await readClipboard(page)).toBe(`${address}?via=instagram`);
      expect(context.pages()).toHaveLength(1);
      await screenshot(page, testInfo, `share-dialog-${lng}`);
      await dialog.getByRole('button', { name: w.close }).click();
      await expect(dialog).toHaveCount(0);

      // The coming-soon modal offers to edit the CV the user has.
      await page.getByRole('button', { name: w.create }).click();
      const modal = page.getByRole('dialog', { name: w.modal });
      await expect(modal.getByRole('button', { name: w.editExisting })).toBeVisible();
      await screenshot(page, testInfo, `dashboard-coming-soon-${lng}`);
      await modal.getByRole('button', { name: w.editExisting }).click();
      await expect(page).toHaveURL(new RegExp(`/cv/${id}$`));

      // Made private: the card says so, and offers no sharing.
      await editCv(baseURL!, account, id, { is_public: false });
      await page.goto(`/dashboard?lng=${lng}`);
      await expect(card.getByText(w.private, { exact: true })).toBeVisible();
      await expect(card.getByText(w.privateHint)).toBeVisible();
      await expect(card.getByRole('button', { name: w.copy })).toHaveCount(0);
      await expect(card.getByRole('button', { name: w.share, exact: true })).toHaveCount(0);
      await screenshot(page, testInfo, `dashboard-private-${lng}`);
    },
  );

  test(`dashboard offline (${lng}): nothing kept on the device gives a calm note, not a red error`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInNewOwner(page, baseURL!, 'dso', { title: 'Harbour pilot' });
    await page.route('**/api/cv/get_cv_list/', (route) => route.abort('internetdisconnected'));
    await page.goto(`/dashboard?lng=${lng}`);
    await expect(page.getByText(w.offlineNoCopy)).toBeVisible();
    await expect(page.getByText(w.loadError)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: w.offlineNoCopy })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `dashboard-unreachable-${lng}`);

    // Reachable again: "Try again" loads the list.
    await page.unroute('**/api/cv/get_cv_list/');
    await page.getByRole('alert').getByRole('button').click();
    await expect(
      page.getByRole('list', { name: w.list }).getByRole('button', { name: /^Harbour pilot/ }),
    ).toBeVisible();
  });
}

withServiceWorker('the installed app offline', () => {
  // One installed worker for both languages: the list is kept once, and each language's screen
  // is opened offline from it.
  test('dashboard offline (en, fi): the list the device kept, with an offline note', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await signInNewOwner(page, baseURL!, 'dsw', { title: 'Harbour pilot' });
    await page.goto('/dashboard?lng=fi');
    await workerInControl(page);
    // Once the worker is in control, the list and each language's texts pass through it, and it
    // keeps them.
    await page.reload();
    const item = (lng: 'en' | 'fi') =>
      page.getByRole('list', { name: WORDS[lng].list }).getByRole('button', {
        name: /^Harbour pilot/,
      });
    await expect(item('fi')).toBeVisible();
    await page.goto('/dashboard?lng=en');
    await expect(item('en')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            const keys = await cache.keys();
            if (keys.some((r) => r.url.includes('/api/cv/get_cv_list/'))) return true;
          }
          return false;
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    for (const lng of ['en', 'fi'] as const) {
      const w = WORDS[lng];
      await page.goto(`/dashboard?lng=${lng}`);
      await expect(item(lng)).toBeVisible();
      await expect(page.getByText(w.offlineCached)).toBeVisible();
      await expect(page.getByText(w.loadError)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `dashboard-offline-${lng}`);
    }

    await context.setOffline(false);
    await expect(page.getByText(WORDS.fi.offlineCached)).toHaveCount(0);
    await expect(item('fi')).toBeVisible();
  });
});

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`a used verification link (${lng}) says the address is verified and leads to login, where the social buttons say why they cannot be used`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = `dsv-${lng}-${Date.now().toString(36)}@example.com`;
    const { link } = await signUpByApi(baseURL!, email);

    await page.goto(`${link}?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: w.alreadyTitle })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `verify-already-${lng}`);
    await page.getByRole('link', { name: w.login }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    // Not signed in by the second visit: the login screen stays.
    await expect(page.getByRole('button', { name: w.google })).toBeVisible();

    // There, the social buttons say why they cannot be used on this server.
    const note = page.getByText(w.socialNote);
    await expect(note).toBeVisible();
    await expect(page.getByRole('button', { name: w.meta })).toHaveAccessibleDescription(
      w.socialNote,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `login-social-note-${lng}`);
  });
}
