/**
 * The visitor pages as the server sends them, with JavaScript off: each reads at once, in the
 * visitor's language (`?lng=`, then the cookie, then Accept-Language).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, screenshot, type Language } from './support';

type Texts = Record<string, Record<string, unknown>>;
const texts = (lng: Language, ns: string): Texts =>
  JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Texts;
const text = (lng: Language, ns: string, group: string, key: string) =>
  String(texts(lng, ns)[group]?.[key]);

/** Each page's main heading and first paragraph, from the texts the app shows. */
function pages(lng: Language) {
  return [
    {
      path: '/',
      heading: text(lng, 'landing', 'hero', 'title'),
      paragraph: text(lng, 'landing', 'hero', 'subtitle'),
    },
    {
      path: '/auth/login',
      heading: text(lng, 'auth', 'login', 'title'),
      paragraph: text(lng, 'auth', 'login', 'subtitle'),
    },
    {
      path: '/auth/register',
      heading: text(lng, 'auth', 'signup_page', 'title'),
      paragraph: text(lng, 'auth', 'signup_page', 'subtitle'),
    },
    {
      path: '/privacy-policy',
      heading: text(lng, 'legal', 'privacy', 'title'),
      paragraph: text(lng, 'legal', 'privacy', 'updated'),
    },
    {
      path: '/terms-of-service',
      heading: text(lng, 'legal', 'terms', 'title'),
      paragraph: text(lng, 'legal', 'terms', 'updated'),
    },
  ];
}

async function expectPage(page: Page, heading: string, paragraph: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of LANGUAGES) {
    test(`the visitor pages hold their heading and first paragraph (${lng})`, async ({
      page,
    }, testInfo) => {
      for (const { path, heading, paragraph } of pages(lng)) {
        const response = await page.goto(`${path}?lng=${lng}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expectPage(page, heading, paragraph);
        // No script ran: what shows is the HTML as served.
        await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
        if (path === '/' || path === '/auth/login')
          await screenshot(page, testInfo, `no-js${path.replaceAll('/', '-')}-${lng}`);
      }
    });
  }

  test('without ?lng=, the cookie decides, then the browser’s languages', async ({ browser }) => {
    const [fi] = pages('fi');
    const [en] = pages('en');
    const finnishBrowser = await browser.newContext({
      javaScriptEnabled: false,
      // Sent as Accept-Language: fi-FI.
      locale: 'fi-FI',
    });
    const page = await finnishBrowser.newPage();
    await page.goto('/');
    await expectPage(page, fi!.heading, fi!.paragraph);
    // A choice made in the app (kept in the `lng` cookie) wins over the browser's languages.
    await finnishBrowser.addCookies([{ name: 'lng', value: 'en', url: page.url() }]);
    await page.goto('/');
    await expectPage(page, en!.heading, en!.paragraph);
    await finnishBrowser.close();
  });
});

test('a language chosen on this device before the cookie existed is kept', async ({ page }) => {
  const [fi] = pages('fi');
  // Chosen in an earlier version, which kept it in localStorage only; the browser asks for English.
  await page.addInitScript(() => localStorage.setItem('language', 'fi'));
  await page.goto('/');
  await expectPage(page, fi!.heading, fi!.paragraph);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  expect((await page.context().cookies()).find((c) => c.name === 'lng')?.value).toBe('fi');
});

test('the app takes over where the visitor has scrolled to: what they tap stays under their finger', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  const box = page.locator('section[aria-labelledby="newsletter-title"]');
  const field = box.getByRole('textbox', { name: 'E-mail address' });
  await field.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  // The first touch wakes the app; its first render must leave the page where it is.
  await field.focus();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  await expect(field).toBeInViewport();
});
