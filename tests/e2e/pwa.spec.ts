import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { ALSO_ON_DESKTOP, screenshot } from './support';
import { openNav } from './support-auth';

async function workerInControl(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  });
}

test.describe('the installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'is installable: Chrome reports no installability errors',
    ALSO_ON_DESKTOP,
    async ({ baseURL }) => {
      // Installability must be read in a persistent profile; an ordinary context is always "incognito".
      const profile = await mkdtemp(path.join(os.tmpdir(), 'cv-pwa-'));
      const context = await chromium.launchPersistentContext(profile, {
        ...chromiumLaunchOptions,
        headless: true,
      });
      try {
        const page = await context.newPage();
        await page.goto(`${baseURL}/`);
        await workerInControl(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: unknown[];
        };
        expect(installabilityErrors).toEqual([]);

        const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
        expect(manifest).toMatchObject({
          name: 'CV Builder',
          short_name: 'CV Builder',
          display: 'standalone',
          scope: '/',
          start_url: '/dashboard',
        });
        expect(
          manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}:${i.purpose}`),
        ).toEqual(
          expect.arrayContaining([
            '192x192:any',
            '512x512:any',
            '192x192:maskable',
            '512x512:maskable',
          ]),
        );
        expect(
          manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort(),
        ).toEqual(['narrow', 'wide']);
        await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
          'href',
          '/icons/apple-touch-icon.png',
        );
      } finally {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      }
    },
  );

  test('opens offline, says so, and the public pages it saw stay readable', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/demo');
    await page.goto('/');
    await workerInControl(page);
    // Seen once online, through the worker:
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Emma');
    await context.setOffline(true);
    await page.goto('/');
    await expect(
      page.getByText('You are offline. Your drafts are saved on this device.'),
    ).toBeVisible();
    await screenshot(page, testInfo, 'offline-landing');
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Emma');
    await context.setOffline(false);
  });

  test('a first visit to a server-drawn page is enough: offline, the app opens and goes back', async ({
    page,
    context,
  }, testInfo) => {
    // Drawn by the server; its boot script installs the worker, which keeps the app.
    await page.goto('/auth/register');
    await expect(page.locator('#root')).toHaveAttribute('data-server-drawn', '');
    await workerInControl(page);
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = await openNav(page, testInfo);
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  });

  test('announces a new version and reloads only when asked', async ({ page }) => {
    await page.goto('/');
    await workerInControl(page);
    const worker = path.resolve('dist/sw.js');
    const variants = ['', '.br', '.gz'];
    const originals = await Promise.all(
      variants.map((ext) => readFile(`${worker}${ext}`).catch(() => null)),
    );
    try {
      // A new deploy: the worker script (and its precompressed copies) change under the running app.
      const next = Buffer.from(`${originals[0]!.toString('utf8')}\n// deployed ${Date.now()}\n`);
      await writeFile(worker, next);
      if (originals[1]) await writeFile(`${worker}.br`, brotliCompressSync(next));
      if (originals[2]) await writeFile(`${worker}.gz`, gzipSync(next));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByText('A new version of CV Builder is ready.');
      await expect(prompt).toBeVisible();
      // Nothing reloads by itself.
      await page.waitForTimeout(500);
      await expect(prompt).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByText('A new version of CV Builder is ready.')).toBeHidden();
    } finally {
      await Promise.all(
        variants.flatMap((ext, i) => {
          const original = originals[i];
          return original ? [writeFile(`${worker}${ext}`, original)] : [];
        }),
      );
    }
  });
});
