import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { E2E_DATA_DIR } from '../../playwright.config';
import { createAccount } from './fixtures/accounts';

test('an expired access token is refreshed once for three parallel calls', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(baseURL!, 'ref');
  const secret = (await readFile(path.join(E2E_DATA_DIR, 'jwt-secret'), 'utf8')).trim();
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ username: account.username, type: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(decodeJwt(account.access).sub))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));

  await page.addInitScript(
    (seed) => {
      if (localStorage.getItem('auth')) return;
      localStorage.setItem(
        'auth',
        JSON.stringify({ accessToken: seed.access, refreshToken: seed.refresh }),
      );
      localStorage.setItem('username', seed.username);
    },
    { access: expired, refresh: account.refresh, username: account.username },
  );

  const refreshes: string[] = [];
  const answers = new Map<string, number[]>();
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/refresh/')) refreshes.push(request.url());
  });
  page.on('response', (response) => {
    const url = new URL(response.url()).pathname;
    if (['/api/users/me/', '/api/cv/get_cv_list/', '/api/payments/premium-status/'].includes(url)) {
      answers.set(url, [...(answers.get(url) ?? []), response.status()]);
    }
  });

  await page.goto('/dashboard');
  await expect(page.getByText('You have no CVs yet.', { exact: false })).toBeVisible();
  await expect.poll(() => answers.get('/api/payments/premium-status/')?.at(-1)).toBe(200);
  await expect.poll(() => answers.get('/api/users/me/')?.at(-1)).toBe(200);

  // One refresh for all three; a call refused with the old token is retried once, and a call
  // started while the refresh ran waits for it instead of failing.
  expect(refreshes).toHaveLength(1);
  expect([...answers.keys()].sort()).toEqual([
    '/api/cv/get_cv_list/',
    '/api/payments/premium-status/',
    '/api/users/me/',
  ]);
  for (const statuses of answers.values()) {
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(1);
  }
  expect([...answers.values()].flat().filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  expect(stored.accessToken).not.toBe(expired);
  expect(stored.refreshToken).not.toBe(account.refresh);
});
