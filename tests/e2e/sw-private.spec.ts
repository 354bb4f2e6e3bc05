/**
 * The installed app forgets a public CV once it is made private: not online, not offline; and it
 * never stores what the server marks no-store.
 */
import { expect, test, type Page } from '@playwright/test';
import { createOwner } from './fixtures/cvs';
import { workerInControl } from './support';

/** Addresses the worker holds in one of its runtime caches. */
const cachedUrls = (page: Page, cacheName: string) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
    cacheName,
  );

/** Every address the worker holds, in any of its caches. */
const everyCachedUrl = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** The public API read from the page, so it goes through the worker. */
const readPublicApi = (page: Page, username: string) =>
  page.evaluate(async (name) => (await fetch(`/api/cv/${name}/`)).status, username);

test.describe('the service worker and a CV made private', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a 404 deletes the cached page and API answer', async ({ page, context, baseURL }) => {
    const { account, id } = await createOwner(baseURL!, 'swp');
    await page.goto('/');
    await workerInControl(page);

    // Seen once while public: the worker keeps the page and the API answer.
    await page.goto(`/${account.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aino');
    expect(await readPublicApi(page, account.username)).toBe(200);
    expect(await cachedUrls(page, 'public-cv-pages')).toContain(`${baseURL}/${account.username}`);
    await expect
      .poll(() => cachedUrls(page, 'public-cv-api'))
      .toContain(`${baseURL}/api/cv/${account.username}/`);

    const hide = await fetch(`${baseURL}/api/cv/edit_cv/${id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ is_public: false }),
      headers: { authorization: `Bearer ${account.access}`, 'content-type': 'application/json' },
    });
    expect(hide.status).toBe(200);

    expect((await page.goto(`/${account.username}`))?.status()).toBe(404);
    expect(await cachedUrls(page, 'public-cv-pages')).not.toContain(
      `${baseURL}/${account.username}`,
    );
    // Stale-while-revalidate may answer the old copy once; the 404 behind it deletes it.
    await readPublicApi(page, account.username);
    await expect.poll(() => readPublicApi(page, account.username)).toBe(404);
    expect(await cachedUrls(page, 'public-cv-api')).not.toContain(
      `${baseURL}/api/cv/${account.username}/`,
    );

    await context.setOffline(true);
    await page.goto(`/${account.username}`);
    await expect(page.getByText('Aino Virtanen')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('the account export and the JSON Resume download are kept in no cache', async ({
    page,
    baseURL,
  }) => {
    const { account, id } = await createOwner(baseURL!, 'swns');
    await page.goto('/');
    await workerInControl(page);

    // Both are marked `private, no-store`; the CV itself `private, no-cache`, which the owner's
    // cache keeps. Read in that order from the page, so they go through the worker.
    const paths = ['/api/users/me/export/', `/api/cv/get_cv/${id}/json-resume/`];
    const kept = `/api/cv/get_cv/${id}/`;
    const statuses = await page.evaluate(
      async ({ urls, token }) => {
        const answers: number[] = [];
        for (const url of urls)
          answers.push(
            (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status,
          );
        return answers;
      },
      { urls: [...paths, kept], token: account.access },
    );
    expect(statuses).toEqual([200, 200, 200]);

    // The worker stores after it answers: once the CV read last is in, the two before were offered.
    // None of the worker's caches (precache included) holds them.
    await expect.poll(() => cachedUrls(page, 'owner-api')).toContain(`${baseURL}${kept}`);
    const cachedApi = (await everyCachedUrl(page)).filter((url) => url.includes('/api/'));
    expect(cachedApi).toEqual([`${baseURL}${kept}`]);
  });
});
