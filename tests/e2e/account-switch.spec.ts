/**
 * Two accounts on one phone: what one account's server answers, cache or draft hold never shows
 * for the other, even when an answer to the first arrives after the second has signed in.
 */
import { expect, test } from '@playwright/test';
import { createAccount, E2E_PASSWORD, signInWithStorage } from './fixtures/accounts';
import { createCv, createOwner } from './fixtures/cvs';
import { screenshot } from './support';
import { logInToDashboard, logOut, openNav } from './support-auth';
import {
  describeCalls,
  forbid,
  seenForbidden,
  slowApi,
  storedDraftTitle,
  watchForTexts,
} from './support-session';

const CV_LIST = '/api/cv/get_cv_list/';
const PREMIUM = '/api/payments/premium-status/';
const LOGIN = '/api/users/login/';

test('A logs out and B logs in within seconds: B never sees anything of A', async ({
  page,
  baseURL,
}, testInfo) => {
  const a = await createAccount(baseURL!, 'swa');
  const { account: b } = await createOwner(baseURL!, 'swb', { title: 'Bravo portfolio' });
  await watchForTexts(page);
  await signInWithStorage(page, a);

  // A starts a draft while A has no CV yet (a free plan with a CV is stopped at the wizard's door).
  await page.goto('/cv-wizard');
  await page.getByLabel('CV name').fill('Plan for A only');
  await expect.poll(() => storedDraftTitle(page, a)).toBe('Plan for A only');
  await createCv(baseURL!, a, { title: 'Secret harbour plan' });
  // A's CV list and premium flag are still on their way when A logs out and B logs in.
  const calls = await slowApi(page, { [CV_LIST]: [6000], [PREMIUM]: [6000] }, 100);
  await (await openNav(page, testInfo)).getByRole('link', { name: 'Dashboard' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${a.username}!` }),
  ).toBeVisible();

  await logOut(page, testInfo);
  await forbid(page, ['Secret harbour plan', 'Plan for A only', a.username, a.email]);
  await (await openNav(page, testInfo)).getByRole('link', { name: 'Login' }).click();
  await logInToDashboard(page, b, E2E_PASSWORD);
  const list = page.getByRole('list', { name: 'Your CVs' });
  await expect(list.getByText('Bravo portfolio')).toBeVisible();

  // A's answers land now, with B signed in.
  const aList = () => calls.find((c) => c.path === CV_LIST && c.attempt === 1);
  await expect.poll(() => aList()?.answeredAt ?? null, { timeout: 15_000 }).not.toBeNull();
  await page.waitForTimeout(500);
  console.log(`${testInfo.project.name}: account switch calls\n${describeCalls(calls)}`);
  const bLogin = calls.find((c) => c.path === LOGIN)!;
  expect(aList()!.answeredAt!).toBeGreaterThan(bLogin.answeredAt!);
  await expect(list.getByText('Bravo portfolio')).toBeVisible();
  await expect(page.getByText('Secret harbour plan')).toHaveCount(0);
  // One CV card (each card also holds its copy and share buttons).
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await screenshot(page, testInfo, 'account-switch-dashboard');

  // A's logout took A's draft off the device; B (free, with a CV) meets the plan at the wizard.
  await page.goto('/cv-wizard');
  await expect(
    page.getByRole('heading', { name: 'Your free plan has room for one CV' }),
  ).toBeVisible();
  await expect(page.getByText('Plan for A only')).toHaveCount(0);
  expect(await storedDraftTitle(page, a)).toBeNull();
  await screenshot(page, testInfo, 'account-switch-wizard');

  expect(await seenForbidden(page)).toEqual([]);
});
