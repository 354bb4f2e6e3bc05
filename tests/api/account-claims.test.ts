/**
 * Nobody can claim an address or a name ahead of its owner: an unproven sign-up keeps nothing once
 * the owner signs up, an unconfirmed Facebook address opens no one's account, a deleted account's
 * name stays held, and the reset link is checked (and limited) before anything else.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FACEBOOK_TEST_APP_ID,
  FACEBOOK_TEST_APP_SECRET,
  startFakeFacebook,
  type FakeFacebook,
} from '../fakes/facebook';
import { call, queryRows, startTestApp, type TestApp } from './harness';
import { newOwner } from './owner-helpers';
import { PASSWORD, lastLink, post, randomIp, signUp, waitForMail } from './users-helpers';

let t: TestApp;
let facebook: FakeFacebook;

beforeAll(async () => {
  facebook = await startFakeFacebook();
  t = await startTestApp({
    FACEBOOK_APP_ID: FACEBOOK_TEST_APP_ID,
    FACEBOOK_APP_SECRET: FACEBOOK_TEST_APP_SECRET,
    FACEBOOK_GRAPH_URL: facebook.url,
  });
});
afterAll(async () => {
  await t.close();
  await facebook.close();
});

const STRANGER_PASSWORD = 'Stranger-Knows-This-77';
const login = (email: string, password: string) =>
  post(t, '/api/users/login/', { email, password });
const verify = ({ uuid, token }: { uuid: string; token: string }) =>
  call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`);

async function register(email: string, password: string) {
  const mails = t.mail.length;
  const res = await post(t, '/api/users/register/', { email, password });
  expect(res.statusCode).toBe(201);
  await waitForMail(t, mails + 1);
  return lastLink(t, 'verify-email', email);
}

describe('an address registered by a stranger first', () => {
  it('opens with the owner’s password once the owner signs up and verifies', async () => {
    const email = 'pre-claimed@example.com';
    const strangersLink = await register(email, STRANGER_PASSWORD);
    const ownersLink = await register(email, PASSWORD);

    const verified = await verify(ownersLink);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const stranger = await login(email, STRANGER_PASSWORD);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error_code).toBe('invalid_credentials');
    // The link mailed after the stranger's sign-up signs nobody in.
    expect((await verify(strangersLink)).statusCode).toBe(400);
  });

  it('drops a Facebook sign-in made with the address before the owner proved it', async () => {
    const email = 'fb-first@example.com';
    facebook.addToken('fb-squatter', { user_id: 'fb-squatter', email });
    const squatter = await post(t, '/api/users/fb_login/', { fb_access_token: 'fb-squatter' });
    expect(squatter.statusCode).toBe(200);
    const squatterAccess = squatter.json().data.tokens.access as string;
    // Facebook's word is not a proof: the address stays unconfirmed.
    const me = await call(t, 'GET', '/api/users/me/', { token: squatterAccess });
    expect(me.json().data.email_verified).toBe(false);

    expect((await verify(await register(email, PASSWORD))).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    // The squatter's session ended, and Facebook no longer opens the account.
    expect((await call(t, 'GET', '/api/users/me/', { token: squatterAccess })).statusCode).toBe(
      401,
    );
    const again = await post(t, '/api/users/fb_login/', { fb_access_token: 'fb-squatter' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('social_sign_in_first');
  });
});

describe('Facebook’s address', () => {
  it('opens no existing account: its owner signs in the way they did before', async () => {
    const owner = await signUp(t, 'has-password@example.com');
    facebook.addToken('fb-claims', { user_id: 'fb-claims', email: 'has-password@example.com' });
    const res = await post(t, '/api/users/fb_login/', { fb_access_token: 'fb-claims' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: 'social_sign_in_first',
      detail: expect.stringContaining('Facebook'),
    });
    const links = await queryRows(
      t.database,
      sql`select provider from social_accounts where user_id = ${owner.user.uuid}`,
    );
    expect(links).toEqual([]);
  });

  it('says so in Finnish too', async () => {
    await signUp(t, 'on-jo@example.com');
    facebook.addToken('fb-fi', { user_id: 'fb-fi', email: 'on-jo@example.com' });
    const res = await post(
      t,
      '/api/users/fb_login/',
      { fb_access_token: 'fb-fi' },
      { 'accept-language': 'fi' },
    );
    expect(res.json().detail).toMatch(/Kirjaudu sisään samalla tavalla kuin aiemmin/);
  });
});

describe('a deleted account’s username', () => {
  it('is held from everyone for the hold’s days, so shared links find no one else', async () => {
    const owner = await newOwner(t, 'leaver');
    const res = await call(t, 'DELETE', '/api/users/me/', {
      token: owner.token,
      json: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    const available = await call(
      t,
      'GET',
      `/api/users/username-available/?username=${owner.username.toUpperCase()}`,
      { ip: randomIp() },
    );
    expect(available.json().data.available).toBe(false);
    const stranger = await signUp(t, 'name-taker@example.com');
    const taken = await call(t, 'PATCH', '/api/users/set-username/', {
      token: stranger.tokens.access,
      json: { username: owner.username },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().username[0]).toMatch(/taken/);
  });
});

describe('the password-reset link', () => {
  const confirm = (uuid: string, token: string, password: string, ip = randomIp()) =>
    call(t, 'POST', `/api/users/password-reset-confirm/${uuid}/${token}/`, {
      json: { new_password: password, confirm_password: password },
      ip,
    });

  it('is checked before the password: a made-up link learns nothing of the rules', async () => {
    const owner = await signUp(t, 'reset-order@example.com');
    const res = await confirm(owner.user.uuid, 'A'.repeat(43), 'password1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('link_invalid');
  });

  it('is limited per account: the 11th try within 15 minutes answers 429', async () => {
    const owner = await signUp(t, 'reset-walk@example.com');
    const statuses: number[] = [];
    // Made-up links of the right shape (43 characters), each from its own address.
    for (const last of 'ABCDEFGHIJK')
      statuses.push(
        (await confirm(owner.user.uuid, `${'B'.repeat(42)}${last}`, PASSWORD)).statusCode,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
