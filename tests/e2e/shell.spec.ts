import { expect, test } from '@playwright/test';
import { signInNewAccount } from './fixtures/accounts';
import { isPhone } from './support-auth';
import { ALSO_ON_DESKTOP, screenshot } from './support';

test.describe('the global shell', () => {
  test(
    'shows the navigation and switches it to Finnish',
    ALSO_ON_DESKTOP,
    async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const onPhone = isPhone(testInfo);
      if (onPhone) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
      await expect(nav.getByRole('button', { name: 'Pricing' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
      await screenshot(page, testInfo, 'shell-en');

      await nav.getByRole('button', { name: 'Suomi' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
      const navFi = page.getByRole('navigation', { name: 'Päävalikko' }).last();
      await expect(navFi.getByRole('button', { name: 'Hinnat' })).toBeVisible();
      await expect(navFi.getByRole('link', { name: 'Rekisteröidy' })).toBeVisible();
      await screenshot(page, testInfo, 'shell-fi');

      // The choice is remembered across a reload.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('CV');
    },
  );

  test(
    'on a desktop the signed-in bar names its icon buttons on hover',
    ALSO_ON_DESKTOP,
    async ({ page, baseURL }, testInfo) => {
      test.skip(isPhone(testInfo), 'a phone shows them as named buttons in the menu');
      await signInNewAccount(page, baseURL!, 'tip');
      const tooltipCode: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/Tooltip-[\w-]+\.js$/.test(request.url())) tooltipCode.push(request.url());
      });
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
      const account = nav.getByRole('link', { name: 'Account' });
      // Named before any tooltip: its code loads only once a mouse moves (a finger never loads it).
      await expect(account).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(tooltipCode).toEqual([]);
      await page.mouse.move(5, 400);
      await expect(async () => {
        await page.mouse.move(5, 400);
        await account.hover();
        await expect(page.getByRole('tooltip', { name: 'Account' })).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(tooltipCode).toHaveLength(1);
    },
  );

  test('the lng query parameter picks the language', async ({ page }) => {
    await page.goto('/?lng=fi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  });

  test('Pricing from another page goes home and scrolls to the pricing section', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact-us');
    if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .last()
      .getByRole('button', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }, testInfo) => {
    const response = await page.goto('/some/deep/unknown/path');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await screenshot(page, testInfo, 'not-found-en');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer carries social and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  test('a link touched, focused or pointed at for a moment loads its screen ahead; the bar shows while one loads', async ({
    page,
  }) => {
    const screenCode = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const askedFor = (name: string) => asked.filter((path) => screenCode(name).test(path)).length;
    // The terms' code comes slowly, so its screen takes a while to open.
    await page.route(screenCode('terms-of-service'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const legal = page.getByRole('navigation', { name: 'Legal, contact and tools' });
    expect(askedFor('contact-us')).toBe(0);
    expect(askedFor('privacy-policy')).toBe(0);

    // A finger resting on a link, and the keyboard's focus, each fetch that screen's code.
    await legal.getByRole('link', { name: 'Contact us' }).dispatchEvent('touchstart');
    await expect.poll(() => askedFor('contact-us')).toBe(1);
    await legal.getByRole('link', { name: 'Privacy policy' }).focus();
    await expect.poll(() => askedFor('privacy-policy')).toBe(1);
    // So does a mouse pointer resting on a link.
    expect(askedFor('auth-register')).toBe(0);
    await page.locator('main a[href="/auth/register"]').first().hover();
    await expect.poll(() => askedFor('auth-register')).toBe(1);
    await expect(page).toHaveURL(/\/$/);

    // A screen whose code is still on its way: the bar runs across the top until it opens.
    // The router opens it in the same page: no reload (a mark left on the window stays).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await legal.getByRole('link', { name: 'Terms of service' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});
