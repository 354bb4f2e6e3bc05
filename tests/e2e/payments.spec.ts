/**
 * The pages Stripe Checkout returns to. The e2e server runs without Stripe keys, so the premium
 * flag the success page polls for is answered by a route handler; the page, its polling, waits and
 * texts are the real ones, with the browser's clock fast-forwarded through the waits.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInWithStorage, type TestAccount } from './fixtures/accounts';
import { createOwner } from './fixtures/cvs';
import { screenshot } from './support';

/** Far shorter than the page's shortest wait between tries (1.5 s). */
const CLOCK_STEP_MS = 250;

/**
 * One free account owning one CV serves every test here (sign-ups are rate limited per address):
 * the premium flag is answered by route handlers and checkout is never completed, so it stays free.
 */
let shared: Promise<TestAccount> | undefined;
function freeAccount(baseURL: string): Promise<TestAccount> {
  shared ??= createOwner(baseURL, 'pay').then(({ account }) => account);
  return shared;
}

async function signIn(page: Page, baseURL: string) {
  await signInWithStorage(page, await freeAccount(baseURL));
}

const texts = {
  en: {
    verifying: 'Verifying your payment…',
    confirmedTitle: 'Welcome to Premium!',
    failed: 'Failed to verify premium status.',
    network: 'Network error',
    dashboard: 'Go to dashboard',
    failedTitle: 'Payment Failed',
    failedMessage:
      'Your payment could not be completed. You can try again or choose another payment method.',
    failedNote: 'You have not been charged for this attempt.',
    retry: 'Try again',
  },
  fi: {
    verifying: 'Tarkistetaan maksuasi…',
    confirmedTitle: 'Tervetuloa Premiumiin!',
    failed: 'Premium-tilan vahvistaminen epäonnistui.',
    network: 'Verkkovirhe',
    dashboard: 'Siirry hallintapaneeliin',
    failedTitle: 'Maksu epäonnistui',
    failedMessage:
      'Maksuasi ei voitu suorittaa loppuun. Voit yrittää uudelleen tai valita toisen maksutavan.',
    failedNote: 'Tästä yrityksestä ei veloitettu mitään.',
    retry: 'Yritä uudelleen',
  },
} as const;

/**
 * Answers the premium-status call with the given flags in turn (the last one repeats). With the
 * page's clock installed, the first call stops it before it is answered (the page waits only after
 * an answer): from then on only passWait moves it. Left running, a busy machine's seconds between
 * two steps let the page's own waits pass, and it tried again before the test looked (CI once saw
 * three tries where one was due).
 */
async function scriptPremium(page: Page, answers: (boolean | 'offline')[]) {
  const calls = { count: 0 };
  await page.route('**/api/payments/premium-status/', async (route) => {
    const answer = answers[Math.min(calls.count, answers.length - 1)];
    if (calls.count === 0) {
      const now = await page.evaluate(() => Date.now());
      // A second ahead, so the moment has not passed by the time the call arrives. pauseAt fires
      // the page's timers due within that second, once; the wait before a retry is not among
      // them, as the page sets it only after this call's answer.
      await page.clock.pauseAt(now + 1000);
    }
    calls.count++;
    if (answer === 'offline') return route.abort('internetdisconnected');
    await route.fulfill({ json: { data: { is_premium: answer } } });
  });
  return calls;
}

/**
 * Lets the page make try `n`, then moves the clock on in short steps until try `n + 1` arrives.
 * The page sets its wait only once it has read the answer to try `n`, which may be after the
 * handler has counted the call: one jump of the wait's length could come before the wait is set
 * and leave it pending (CI once saw two tries where three were due). A step is far shorter than
 * any wait, so no step passes the wait after try `n + 1`. The waits' lengths are held by
 * poll-premium.test.ts.
 */
async function passWait(page: Page, calls: { count: number }, n: number) {
  await expect.poll(() => calls.count).toBe(n);
  await expect(async () => {
    if (calls.count === n) await page.clock.runFor(CLOCK_STEP_MS);
    expect(calls.count).toBe(n + 1);
  }).toPass({ intervals: [0], timeout: 20_000 });
}

for (const lng of ['en', 'fi'] as const) {
  const t = texts[lng];

  test(`payment success (${lng}): polls until premium, then confirms and opens the dashboard`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!);
    const calls = await scriptPremium(page, [false, false, true]);
    await page.clock.install();
    await page.goto(`/payments/success?session_id=cs_test_e2e&lng=${lng}`);

    await expect(page.getByText(t.verifying)).toBeVisible();
    const dashboard = page.getByRole('button', { name: t.dashboard });
    await expect(dashboard).toBeDisabled();
    await screenshot(page, testInfo, `payment-verifying-${lng}`);

    await passWait(page, calls, 1);
    await expect(page.getByText(t.verifying)).toBeVisible();
    await passWait(page, calls, 2);

    await expect(page.getByRole('heading', { level: 1, name: t.confirmedTitle })).toBeVisible();
    await expect(page.getByText(t.verifying)).toHaveCount(0);
    await expect(dashboard).toBeEnabled();
    expect(calls.count).toBe(3);
    expect(await page.evaluate(() => localStorage.getItem('is_premium'))).toBe('true');
    await screenshot(page, testInfo, `payment-confirmed-${lng}`);

    await dashboard.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(`payment success (${lng}): after five tries without premium says it could not verify`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!);
    const calls = await scriptPremium(page, [false]);
    await page.clock.install();
    await page.goto(`/payments/success?session_id=cs_test_e2e&lng=${lng}`);

    for (let n = 1; n <= 4; n++) await passWait(page, calls, n);
    await expect(page.getByText(t.failed)).toBeVisible();
    expect(calls.count).toBe(5);
    await expect(page.getByText(t.verifying)).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.dashboard })).toBeDisabled();
    // No sixth try, however long the page stays open.
    await page.clock.runFor(60_000);
    expect(calls.count).toBe(5);
    expect(await page.evaluate(() => localStorage.getItem('is_premium'))).toBe('false');
    await screenshot(page, testInfo, `payment-unverified-${lng}`);
  });

  test(`payment failed page (${lng}) explains and leads back to the dashboard`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!);
    await page.goto(`/payments/failed?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: t.failedTitle })).toBeVisible();
    await expect(page.getByText(t.failedMessage)).toBeVisible();
    await expect(page.getByText(t.failedNote)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t.failedTitle));
    await screenshot(page, testInfo, `payment-failed-${lng}`);
    await page.getByRole('link', { name: t.retry }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('payment success: a network failure says so and can be checked again', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  const calls = await scriptPremium(page, ['offline', true]);
  await page.clock.install();
  await page.goto('/payments/success?session_id=cs_test_e2e&lng=en');
  await expect(page.getByText(texts.en.network, { exact: true })).toBeVisible();
  expect(calls.count).toBe(1);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: texts.en.confirmedTitle }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: texts.en.dashboard })).toBeEnabled();
});

/** Makes the app believe paid plans are on sale (the e2e server has no Stripe keys). */
async function pretendOnSale(page: Page) {
  // An owner screen's first HTML carries the server's set-up too (the app reads it, not the API).
  await page.route(
    (url) => url.pathname === '/dashboard',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace('"payments_enabled":false', '"payments_enabled":true')
        .replace('"payments_on_sale":false', '"payments_on_sale":true');
      await route.fulfill({ response, body });
    },
  );
  await page.route('**/api/config/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { data: { ...body.data, payments_enabled: true, payments_on_sale: true } },
    });
  });
}

test('dashboard: a second CV shows "coming soon" while paid plans are not on sale', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  await page.goto('/dashboard?lng=en');
  await page.getByRole('button', { name: 'Create a CV' }).click();
  const dialog = page.getByRole('dialog', { name: 'More CVs are coming soon' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

for (const lng of ['en', 'fi'] as const) {
  test(`dashboard (${lng}): on sale, the modal offers the plans and starts checkout`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!);
    await pretendOnSale(page);
    const sent: unknown[] = [];
    await page.route('**/api/payments/stripe/create-checkout-session/', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({
        json: {
          data: { id: 'cs_test_e2e', url: 'https://checkout.stripe.test/c/pay/cs_test_e2e' },
        },
      });
    });
    await page.route('https://checkout.stripe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Fake Stripe Checkout</h1>' }),
    );
    await page.goto(`/dashboard?lng=${lng}`);
    await page.getByRole('button', { name: lng === 'fi' ? 'Luo CV' : 'Create a CV' }).click();

    const dialog = page.getByRole('dialog');
    const pro = dialog.getByRole('region', { name: 'Pro' });
    // The documented prices, as the server answers them without Stripe.
    await expect(pro).toContainText(lng === 'fi' ? '4,99' : '4.99');
    await expect(dialog.getByRole('region', { name: 'Ultra' })).toContainText(
      lng === 'fi' ? '9,99' : '9.99',
    );
    await dialog.getByRole('button', { name: lng === 'fi' ? 'Vuosittain' : 'Yearly' }).click();
    await expect(pro).toContainText(lng === 'fi' ? '49,90' : '49.90');
    await expect(pro).toContainText(lng === 'fi' ? '2 kuukautta ilmaiseksi' : '2 months free');
    await screenshot(page, testInfo, `plans-modal-${lng}`);

    await pro.getByRole('button', { name: lng === 'fi' ? 'Valitse Pro' : 'Choose Pro' }).click();
    await expect(page).toHaveURL('https://checkout.stripe.test/c/pay/cs_test_e2e');
    expect(sent).toEqual([{ price_id: 'pro_yearly' }]);
  });
}

test('dashboard: when the server cannot take payments the modal falls back to "coming soon"', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  await pretendOnSale(page);
  await page.goto('/dashboard?lng=en');
  await page.getByRole('button', { name: 'Create a CV' }).click();
  const dialog = page.getByRole('dialog');
  // The real server has no Stripe keys: checkout answers 503.
  await dialog.getByRole('button', { name: 'Choose Ultra' }).click();
  await expect(page.getByRole('dialog', { name: 'More CVs are coming soon' })).toBeVisible();
});
