import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { ALSO_ON_DESKTOP, screenshot, workerInControl } from './support';
import { openNav } from './support-auth';

/**
 * The app at another origin (127.0.0.1), through a proxy that passes every request on as it is,
 * except that after `deploy(tail)` it sends the worker script with `tail` added.
 */
async function proxyWithWorker(baseURL: string) {
  const upstream = new URL(baseURL);
  let tail: string | null = null;
  let sent = false;
  const server = createServer((request, response) => {
    const isWorker = tail !== null && request.url === '/sw.js';
    const headers: IncomingHttpHeaders = { ...request.headers, host: upstream.host };
    if (isWorker) {
      // The whole script, uncompressed, so that it can be changed.
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) {
        delete headers[name];
      }
    }
    const outgoing = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        if (!isWorker) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const {
            etag: _etag,
            'last-modified': _modified,
            'content-length': _length,
            ...kept
          } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, kept);
          response.end(`${Buffer.concat(chunks).toString('utf8')}${tail}`);
          sent = true;
        });
      },
    );
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy(next: string) {
      tail = next;
    },
    newWorkerSent: () => sent,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
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
    // A visitor has nothing kept on the device, and is not told so.
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveText(
      'You are offline.',
    );
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

  test('announces a new version and reloads only when asked', async ({ page, baseURL }) => {
    // Through a proxy of the test's own, which can send a new worker script: dist/ (which other
    // tests read at the same time) is never written. Chrome fetches a worker's script itself, past
    // Playwright's routes.
    const app = await proxyWithWorker(baseURL!);
    try {
      await page.goto(`${app.origin}/`);
      await workerInControl(page);
      // A new deploy: the worker script changes under the running app.
      app.deploy(`\n// deployed ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByText('A new version of CV Builder is ready.');
      await expect(prompt).toBeVisible();
      expect(app.newWorkerSent()).toBe(true);
      // Nothing reloads by itself.
      await page.waitForTimeout(500);
      await expect(prompt).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByText('A new version of CV Builder is ready.')).toBeHidden();
    } finally {
      await app.close();
    }
  });
});
