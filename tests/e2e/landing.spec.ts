/** The landing page in both languages: claim box → sign-up → set-username, newsletter, a11y. */
import { expect, test } from '@playwright/test';
import { signUpByApi } from './fixtures/accounts';
import {
  ALSO_ON_DESKTOP,
  seriousViolations,
  LANGUAGES,
  settledScreenshot,
  type Language,
} from './support';
import { readMailMatch } from './support-auth';

const text = {
  en: {
    title: 'Your CV, ready to share in minutes',
    username: 'Your username',
    getStarted: 'Get started',
    pricing: 'Simple pricing, free to start',
    yearly: 'Yearly',
    newsletterEmail: 'E-mail address',
    subscribe: 'Subscribe',
    checkInbox: 'Check your inbox',
    confirmed: "You're subscribed!",
  },
  fi: {
    title: 'CV, joka on valmis jaettavaksi minuuteissa',
    username: 'Käyttäjänimesi',
    getStarted: 'Aloita',
    pricing: 'Selkeät hinnat – aloitus on ilmainen',
    yearly: 'Vuosittain',
    newsletterEmail: 'Sähköpostiosoite',
    subscribe: 'Tilaa',
    checkInbox: 'Tarkista sähköpostisi',
    confirmed: 'Tilaus on vahvistettu!',
  },
} satisfies Record<Language, Record<string, string>>;

const uniqueId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A verified account that has no username yet (it stops where set-username would begin). */
async function signUpWithoutUsername(baseURL: string) {
  const data = await signUpByApi(baseURL, `claim-${uniqueId()}@example.com`);
  expect(data.user.username).toBeNull();
  return data.tokens;
}

for (const lng of LANGUAGES) {
  const words = text[lng];

  test.describe(`landing page (${lng})`, () => {
    test(
      'shows the hero with a CV, benefits, steps, pricing and the newsletter box',
      ALSO_ON_DESKTOP,
      async ({ page }, testInfo) => {
        await page.goto(`/?lng=${lng}`);
        await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
        const host = new URL(page.url()).host;
        await expect(page.getByText(`${host}/`, { exact: true })).toBeVisible();
        // The hero's phone shows a real template with the sample CV (decorative, hidden from AT).
        await expect(page.locator('.cv-b')).toBeVisible();
        await expect(page.locator('.cv-b .cv-name')).toContainText(
          lng === 'fi' ? 'Aino' : 'Olivia',
        );

        for (const id of ['benefits-title', 'how-title', 'pricing-title', 'newsletter-title'])
          await expect(page.locator(`#${id}`)).toHaveText(/\S/);
        await expect(page.getByRole('heading', { level: 2, name: words.pricing })).toBeVisible();
        const pricing = page.locator('#pricing');
        await expect(pricing.getByRole('article')).toHaveCount(3);
        await expect(pricing).toContainText(lng === 'fi' ? '4,99' : '4.99');
        await pricing.getByRole('button', { name: words.yearly }).click();
        await expect(pricing).toContainText(lng === 'fi' ? '49,90' : '49.90');

        await page.evaluate(() => window.scrollTo(0, 0));
        await settledScreenshot(page, testInfo, `landing-${lng}`);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );

    test('Get started keeps the trimmed name and goes to sign-up; set-username shows it', async ({
      page,
      baseURL,
    }) => {
      const name = `ann${uniqueId()}`.slice(0, 16);
      await page.goto(`/?lng=${lng}`);
      await page.getByRole('textbox', { name: words.username }).fill(`  ${name}  `);
      await page.getByRole('button', { name: words.getStarted }).click();
      await expect(page).toHaveURL(/\/auth\/register$/);
      expect(await page.evaluate(() => localStorage.getItem('username_prefill'))).toBe(name);

      // Sign up (through the API), then the set-username screen starts from the claimed name.
      const tokens = await signUpWithoutUsername(baseURL!);
      await page.evaluate((t) => {
        localStorage.setItem(
          'auth',
          JSON.stringify({ accessToken: t.access, refreshToken: t.refresh }),
        );
      }, tokens);
      await page.goto('/auth/set-username');
      await expect(page).toHaveURL(/\/auth\/set-username$/);
      await expect(page.locator('input[name="username"]')).toHaveValue(name);
    });

    test('the newsletter box subscribes, and the mailed link confirms', async ({
      page,
    }, testInfo) => {
      const email = `news-${lng}-${uniqueId()}@example.com`;
      await page.goto(`/?lng=${lng}`);
      const since = Date.now();
      const box = page.locator('section[aria-labelledby="newsletter-title"]');
      await box.getByRole('textbox', { name: words.newsletterEmail }).fill(email);
      await box.getByRole('button', { name: words.subscribe }).click();
      await expect(box.getByRole('status')).toContainText(words.checkInbox);
      await box.scrollIntoViewIfNeeded();
      await settledScreenshot(page, testInfo, `landing-newsletter-sent-${lng}`);

      const [, confirm] = await readMailMatch(
        email,
        /(\/api\/newsletter\/confirm\/\?token=[A-Za-z0-9_-]{43})/,
        since,
      );
      const [, unsubscribe] = await readMailMatch(
        email,
        /(\/api\/newsletter\/unsubscribe\/\?token=[A-Za-z0-9_-]{43})/,
        since,
      );
      await page.goto(confirm!);
      await expect(page).toHaveURL(/\/\?newsletter=confirmed$/);
      const banner = page.getByRole('status').filter({ hasText: words.confirmed });
      await expect(banner).toBeVisible();
      await settledScreenshot(page, testInfo, `landing-newsletter-confirmed-${lng}`);
      await banner.getByRole('button').click();
      await expect(banner).toBeHidden();
      await expect(page).toHaveURL(/\/$/);

      // Every mail carries a working unsubscribe link.
      await page.goto(unsubscribe!);
      await expect(page).toHaveURL(/\/\?newsletter=unsubscribed$/);
    });
  });
}

test('the newsletter box checks the address before sending', async ({ page }) => {
  await page.goto('/?lng=en');
  // Every request the page sends from here on: a call, or the form posted as a page (before the
  // app has taken over the server-drawn form).
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  const box = page.locator('section[aria-labelledby="newsletter-title"]');
  await box.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText('Please enter a valid email address.')).toBeVisible();
  // A request of our own, after the click: the page reports its requests in the order sent, so
  // once this one is seen, any the click made has been seen too.
  await page.evaluate(() => fetch('/api/health/?after-subscribe'));
  await expect.poll(() => sent).toContain('/api/health/');
  expect(sent.filter((path) => path.startsWith('/api/newsletter/'))).toEqual([]);
  await expect(page).toHaveURL(/\/\?lng=en$/);
});

test('a stale newsletter link says so on the landing page', async ({ page }) => {
  await page.goto('/api/newsletter/confirm/?token=stale');
  await expect(page).toHaveURL(/\/\?newsletter=invalid$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'This link no longer works' }),
  ).toBeVisible();
});
