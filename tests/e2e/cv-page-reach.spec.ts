/**
 * The owner's CV page says truthfully why it shows no CV: no network and no copy on this device
 * (it opens by itself once the phone is back online), or a failure a new try mends, never "CV not
 * found" for either. At phone size, in both languages.
 */
import { expect, test } from '@playwright/test';
import { signInNewOwner } from './fixtures/cvs';
import { LANGUAGES, screenshot } from './support';

const TEXTS = {
  en: {
    offline: "You're offline",
    offlineText: "This device has no copy of this CV yet. It opens when you're back online.",
    failed: 'The CV could not be loaded.',
    retry: 'Try again',
    notFound: 'CV not found',
  },
  fi: {
    offline: 'Olet offline-tilassa',
    offlineText:
      'Tällä laitteella ei ole vielä kopiota tästä CV:stä. Se aukeaa, kun yhteys toimii taas.',
    failed: 'CV:tä ei saatu ladattua.',
    retry: 'Yritä uudelleen',
    notFound: 'CV:tä ei löytynyt',
  },
};

const GET_CV = '**/api/cv/get_cv/*/';

for (const lng of LANGUAGES) {
  const w = TEXTS[lng];

  test(`${lng}: offline with no copy, the CV page says so and opens once back online`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { id } = await signInNewOwner(page, baseURL!, 'reach', { first_name: 'Aino' });
    await page.route(GET_CV, (route) => route.abort('internetdisconnected'));
    await page.goto(`/cv/${id}?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: w.offline })).toBeVisible();
    await expect(page.getByText(w.offlineText)).toBeVisible();
    await expect(page.getByText(w.notFound)).toHaveCount(0);
    await screenshot(page, testInfo, `cv-page-offline-${lng}`);

    // The network comes back: the page asks again by itself.
    await page.unroute(GET_CV);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: /Aino/ })).toBeVisible();
  });

  test(`${lng}: a server failure is not "CV not found", and Try again loads it`, async ({
    page,
    baseURL,
  }) => {
    const { id } = await signInNewOwner(page, baseURL!, 'reach5', { first_name: 'Aino' });
    await page.route(GET_CV, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`/cv/${id}?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: w.failed })).toBeVisible();
    await page.unroute(GET_CV);
    await page.getByRole('button', { name: w.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Aino/ })).toBeVisible();
  });
}
