/**
 * A returning user on a slow phone network: the expired access token is renewed by one refresh,
 * every call waits for it (whether its 401 came before, during or after the refresh), nothing fails.
 * This pins what src/lib/api-client.ts does on a 401 in a real browser.
 */
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, E2E_PASSWORD, signInWithStorage } from './fixtures/accounts';
import { createOwner } from './fixtures/cvs';
import { screenshot } from './support';
import { logInToDashboard, logOut, openNav, toasts } from './support-auth';
import {
  describeCalls,
  expiredAccessToken,
  forbid,
  seenForbidden,
  slowApi,
  storedDraftTitle,
  watchForTexts,
  whenAnswered,
  type ApiCall,
} from './support-session';

const REFRESH = '/api/users/refresh/';
const ME = '/api/users/me/';
const CV_LIST = '/api/cv/get_cv_list/';
const PREMIUM = '/api/payments/premium-status/';
const APPLICATIONS = '/api/applications/';

/** No error of any kind on the page: no alert, no error toast, not the list's load error. */
async function expectNoErrorShown(page: Page) {
  await expect(page.getByText('Failed to load CVs.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(toasts(page).locator('[data-type="error"]')).toHaveCount(0);
}

const find = (calls: ApiCall[], path: string, attempt: number) =>
  calls.find((c) => c.path === path && c.attempt === attempt);

test('the dashboard after the token expired: one refresh for calls refused before, during and after it', async ({
  page,
  baseURL,
}, testInfo) => {
  const { account } = await createOwner(baseURL!, 'race', { title: 'Harbour pilot' });
  await signInWithStorage(page, { ...account, access: await expiredAccessToken(account) });
  // Chosen so the three 401s come at different moments: me's starts the refresh, the list's
  // arrives while it runs, premium-status's after it (and after me's retry has been answered).
  // me's 401 waits until the dashboard has sent its calls: calls sent while a refresh runs are
  // held by the client, and the dashboard's chunk can load late on a busy machine.
  const calls = await slowApi(page, {
    [ME]: [{ ms: 400, afterSent: [CV_LIST, PREMIUM], gap: 100 }, 450],
    [REFRESH]: [900],
    [CV_LIST]: [700, 500],
    [PREMIUM]: [2100, 400],
  });

  try {
    await page.goto('/dashboard');
    await expect(
      page.getByRole('list', { name: 'Your CVs' }).getByText('Harbour pilot'),
    ).toBeVisible();
    await expect(
      // Greeted by the first name on the CV, now that the list is in.
      page.getByRole('heading', { level: 1, name: `Welcome, ${SAMPLE_CV.first_name}!` }),
    ).toBeVisible();
    await expect.poll(() => find(calls, PREMIUM, 2)?.status).toBe(200);
    await expectNoErrorShown(page);
    await screenshot(page, testInfo, 'refresh-race-dashboard');
  } finally {
    console.log(`${testInfo.project.name}: dashboard calls\n${describeCalls(calls)}`);
  }

  expect(calls.filter((c) => c.path === REFRESH)).toHaveLength(1);
  const refresh = find(calls, REFRESH, 1)!;
  // The race really happened as described above, as the page saw it: me's 401 before the refresh
  // was sent, the list's while it was in flight, premium-status's after it and after me's retry.
  for (const path of [ME, CV_LIST, PREMIUM]) expect(find(calls, path, 1)!.status).toBe(401);
  expect(
    [ME, CV_LIST, PREMIUM].map((path) => whenAnswered(find(calls, path, 1)!, refresh)),
  ).toEqual(['before', 'during', 'after']);
  expect(find(calls, PREMIUM, 1)!.receivedAt!).toBeGreaterThan(find(calls, ME, 2)!.receivedAt!);
  // Each call was sent again exactly once, with the new token.
  for (const path of [ME, CV_LIST, PREMIUM]) {
    expect(
      calls.filter((c) => c.path === path).map((c) => c.status),
      path,
    ).toEqual([401, 200]);
  }
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  expect(stored.refreshToken).not.toBe(account.refresh);
});

test('a CV opened after the token expired: calls sent while the refresh runs wait for it', async ({
  page,
  baseURL,
}, testInfo) => {
  const { account, id: cvId } = await createOwner(baseURL!, 'wait', { title: 'Lighthouse keeper' });
  await signInWithStorage(page, { ...account, access: await expiredAccessToken(account) });
  const calls = await slowApi(page, { [ME]: [400, 500], [REFRESH]: [800] });
  // The CV screen's code arrives once the refresh is under way (it takes 800 ms), so its call
  // starts while the refresh runs, however loaded the machine. Its chunk only (an 8-character
  // hash): the app's start imports the domain's cv-fields before it sends the session's call.
  await page.route(/\/assets\/cv-[\w-]{8}\.js$/, async (route) => {
    await expect.poll(() => calls.some((c) => c.path === REFRESH), { timeout: 20_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await route.continue();
  });

  try {
    await page.goto(`/cv/${cvId}`);
    await expect(page.getByText('Aino Virtanen').first()).toBeVisible();
    await expect(page.getByText('Lighthouse keeper').first()).toBeVisible();
    await expectNoErrorShown(page);
    await screenshot(page, testInfo, 'refresh-race-cv');
  } finally {
    console.log(`${testInfo.project.name}: CV page calls\n${describeCalls(calls)}`);
  }

  expect(calls.filter((c) => c.path === REFRESH)).toHaveLength(1);
  const getCv = calls.filter((c) => c.path === `/api/cv/get_cv/${cvId}/`);
  expect(getCv).toHaveLength(1);
  expect(getCv[0]!.status).toBe(200);
  // Held back until the page had the refresh's answer, then sent once, with the new token.
  expect(getCv[0]!.sentAt).toBeGreaterThanOrEqual(find(calls, REFRESH, 1)!.receivedAt!);
});

test('a refresh that fails sends the user to login once; the draft waits for their next sign-in', async ({
  page,
  baseURL,
}, testInfo) => {
  const a = await createAccount(baseURL!, 'exp');
  const b = await createAccount(baseURL!, 'oth');
  await watchForTexts(page);
  await signInWithStorage(page, a);
  await page.goto('/cv-wizard');
  await page.getByLabel('CV name').fill('Draft that outlives the session');
  await expect.poll(() => storedDraftTitle(page, a)).toBe('Draft that outlives the session');

  // Later the access token has expired and the refresh token no longer works (revoked elsewhere).
  const revoked = await fetch(`${baseURL}/api/users/logout/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh: a.refresh }),
  });
  expect(revoked.ok).toBe(true);
  const expired = await expiredAccessToken(a);
  await page.evaluate((tokens) => localStorage.setItem('auth', JSON.stringify(tokens)), {
    accessToken: expired,
    refreshToken: a.refresh,
  });
  // 401s before, during and after the failed refresh: premium-status's waits until the refresh
  // has been sent, and me's (which starts the refresh) until the dashboard has sent its calls: a
  // dashboard drawn late on a busy machine sent them while the refresh ran, and they were held.
  const calls = await slowApi(
    page,
    {
      [ME]: [{ ms: 400, afterSent: [CV_LIST, PREMIUM, APPLICATIONS], gap: 100 }],
      [REFRESH]: [700],
      [PREMIUM]: [{ ms: 300, afterSent: [REFRESH], gap: 100 }],
      [CV_LIST]: [1600],
      // The dashboard's applications summary asks too: its 401 must not start the refresh
      // before me's answer, which this test holds to come first.
      [APPLICATIONS]: [1600],
    },
    150,
  );
  const loginVisits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/auth/login')
      loginVisits.push(frame.url());
  });

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your session has expired.', { exact: false })).toBeVisible();
  await expect.poll(() => find(calls, CV_LIST, 1)?.answeredAt ?? null).not.toBeNull();
  await page.waitForTimeout(500);
  console.log(`${testInfo.project.name}: failed refresh calls\n${describeCalls(calls)}`);
  expect(calls.filter((c) => c.path === REFRESH).map((c) => c.status)).toEqual([401]);
  // The 401s came before, during and after the failed refresh, as the page saw them.
  const refresh = find(calls, REFRESH, 1)!;
  expect(
    [ME, PREMIUM, CV_LIST].map((path) => whenAnswered(find(calls, path, 1)!, refresh)),
  ).toEqual(['before', 'during', 'after']);
  expect(loginVisits).toHaveLength(1);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await screenshot(page, testInfo, 'session-ended-login');
  // Only the credentials went: the draft is still on the device.
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  expect(auth).toEqual({ accessToken: null, refreshToken: null });
  expect(await storedDraftTitle(page, a)).toBe('Draft that outlives the session');

  // Someone else signs in on this phone: a fresh wizard, nothing of A's.
  await forbid(page, ['Draft that outlives the session', a.username, a.email]);
  await logInToDashboard(page, b, E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create a CV' }).click();
  await expect(page.getByRole('heading', { name: 'Name your CV' })).toBeVisible();
  await expect(page.getByLabel('CV name')).toHaveValue('');
  expect(await seenForbidden(page)).toEqual([]);
  await logOut(page, testInfo);

  // A signs in again: the draft is back, as typed.
  await forbid(page, []);
  await (await openNav(page, testInfo)).getByRole('link', { name: 'Login' }).click();
  await logInToDashboard(page, a, E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create a CV' }).click();
  await expect(page.getByLabel('CV name')).toHaveValue('Draft that outlives the session');
  await screenshot(page, testInfo, 'session-ended-draft-kept');
});

test('a session that ends on a screen anyone may open (the home page) goes to login too, saying why', async ({
  page,
  baseURL,
}) => {
  const a = await createAccount(baseURL!, 'home');
  const revoked = await fetch(`${baseURL}/api/users/logout/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh: a.refresh }),
  });
  expect(revoked.ok).toBe(true);
  await signInWithStorage(page, { ...a, access: await expiredAccessToken(a) });
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your session has expired.', { exact: false })).toBeVisible();
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  expect(auth).toEqual({ accessToken: null, refreshToken: null });
});
