/**
 * What a stranger made on an address before its owner proved it, in the owner's review on the
 * account page. The stranger signs in with Facebook using the owner's address (Facebook does not
 * vouch for it), names the account and makes a CV; the owner signs up with the address and opens
 * the mailed link: the stranger's sessions end, the CV and the username are private and listed,
 * and the owner keeps them. At phone size, in both languages, on the server with Facebook sign-in
 * set up (playwright.config.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { MeDto } from '@/domain/account';
import { E2E_FACEBOOK_DATA_DIR, E2E_FACEBOOK_PORT } from '../../playwright.config';
import { FAKE_FACEBOOK_FILE, type FakeFacebookAddress } from '../fakes/facebook-registrar';
import {
  apiCall,
  apiPost,
  signInWithStorage,
  signUpByApi,
  type TestAccount,
} from './fixtures/accounts';
import { createCv } from './fixtures/cvs';
import { LANGUAGES, settledScreenshot } from './support';

const baseURL = `http://localhost:${E2E_FACEBOOK_PORT}`;
test.use({ baseURL });

const TEXTS = {
  en: {
    section: 'Made before you proved your address',
    keepCv: (title: string) => `Keep the CV ${title}`,
    keepUsername: (username: string) => `Keep the username ${username}`,
  },
  fi: {
    section: 'Tehty ennen kuin vahvistit osoitteesi',
    keepCv: (title: string) => `Säilytä CV ${title}`,
    keepUsername: (username: string) => `Säilytä käyttäjänimi ${username}`,
  },
};

type Tokens = { access: string; refresh: string };

/** Facebook, as the fake Graph API tells the server, says `email` is this person's. */
async function facebookToken(email: string, id: string): Promise<string> {
  const { tokenUrl } = JSON.parse(
    await readFile(path.join(E2E_FACEBOOK_DATA_DIR, FAKE_FACEBOOK_FILE), 'utf8'),
  ) as FakeFacebookAddress;
  const token = `fb-token-${id}`;
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, user_id: `fb-${id}`, email }),
  });
  if (!res.ok) throw new Error(`The fake Facebook took no token: ${res.status}`);
  return token;
}

for (const lng of LANGUAGES) {
  test(`${lng}: the owner proves the address and keeps what was made before`, async ({
    page,
  }, testInfo) => {
    const t = TEXTS[lng];
    const id = `${lng}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `claimed-${id}@example.com`;
    const username = `claim${id}`.slice(0, 20);
    const title = `Harbour CV ${id}`;

    // The stranger: in with Facebook on the owner's address, a username, a public CV.
    const stranger = await apiPost<{ tokens: Tokens }>(baseURL, '/users/fb_login/', {
      fb_access_token: await facebookToken(email, id),
    });
    const strangerAccess = stranger.tokens.access;
    await apiCall(baseURL, 'PATCH', '/users/set-username/', {
      body: { username },
      access: strangerAccess,
    });
    const cvId = await createCv(
      baseURL,
      { email, username, ...stranger.tokens },
      { title, is_public: true },
    );

    // The owner: signs up with the address and opens the mailed link.
    const proven = await signUpByApi(baseURL, email, E2E_FACEBOOK_DATA_DIR);
    const owner: TestAccount = { email, username, ...proven.tokens };

    // The stranger's session ended with the proof.
    const strangersMe = await fetch(`${baseURL}/api/users/me/`, {
      headers: { authorization: `Bearer ${strangerAccess}` },
    });
    expect(strangersMe.status).toBe(401);

    await signInWithStorage(page, owner);
    await page.goto(`/account?lng=${lng}`);
    const review = page.getByRole('region', { name: t.section });
    await expect(review.getByText(title)).toBeVisible();
    await expect(review.getByText(username, { exact: true })).toBeVisible();
    await review.scrollIntoViewIfNeeded();
    await settledScreenshot(page, testInfo, `claim-review-${lng}`);

    await review.getByRole('button', { name: t.keepCv(title) }).click();
    await expect(review.getByText(title)).toBeHidden();
    await review.getByRole('button', { name: t.keepUsername(username) }).click();
    await expect(review).toBeHidden();

    // Kept: nothing waits for review, the CV is the owner's and still private, the name stays.
    const me = await apiCall<MeDto>(baseURL, 'GET', '/users/me/', { access: owner.access });
    expect(me.in_review).toEqual({ cvs: [], username: null });
    expect(me.username).toBe(username);
    const cv = await apiCall<{ uuid: string; title: string; is_public: boolean }>(
      baseURL,
      'GET',
      `/cv/get_cv/${cvId}/`,
      { access: owner.access },
    );
    expect(cv).toMatchObject({ uuid: cvId, title, is_public: false });
  });
}
