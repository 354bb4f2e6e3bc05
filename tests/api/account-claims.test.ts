/**
 * Nobody can claim an address or a name ahead of its owner: an unproven sign-up keeps nothing once
 * the owner signs up, a deleted account's name stays held, and the reset link is checked (and
 * limited) before anything else. Facebook's part is in social-login.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { appForFile, call } from './harness';
import { newOwner } from './owner-helpers';
import {
  lastLink,
  PASSWORD,
  post,
  randomIp,
  register,
  signUp,
  verifyLink,
  waitForMail,
} from './users-helpers';

const t = appForFile();

const STRANGER_PASSWORD = 'Stranger-Knows-This-77';
const login = (email: string, password: string) =>
  post(t, '/api/users/login/', { email, password });
const verify = (link: { uuid: string; token: string }) => verifyLink(t, link);

describe('an address registered by a stranger first', () => {
  it('opens with the owner’s password once the owner signs up and verifies', async () => {
    const email = 'pre-claimed@example.com';
    const strangersLink = await register(t, email, STRANGER_PASSWORD);
    const ownersLink = await register(t, email, PASSWORD);

    const verified = await verify(ownersLink);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const stranger = await login(email, STRANGER_PASSWORD);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error_code).toBe('invalid_credentials');
    // The link mailed after the stranger's sign-up signs nobody in.
    expect((await verify(strangersLink)).statusCode).toBe(400);
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

  it('is limited per link: a stranger’s made-up links never spend the owner’s real one', async () => {
    const email = 'reset-walk@example.com';
    const owner = await signUp(t, email);
    const mails = t.mail.length;
    expect((await post(t, '/api/users/forgot-password/', { email })).statusCode).toBe(200);
    await waitForMail(t, mails + 1);
    const real = lastLink(t, 'reset-password', email);
    // Eleven made-up links of the right shape (43 characters) for the owner's account.
    const statuses: number[] = [];
    for (const last of 'ABCDEFGHIJK')
      statuses.push(
        (await confirm(owner.user.uuid, `${'B'.repeat(42)}${last}`, PASSWORD)).statusCode,
      );
    expect(statuses).toEqual(Array(11).fill(400));
    // One made-up link tried again and again meets its own limit.
    const again: number[] = [];
    for (let i = 0; i < 11; i++)
      again.push((await confirm(owner.user.uuid, 'C'.repeat(43), PASSWORD)).statusCode);
    expect(again.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(again[10]).toBe(429);
    const used = await confirm(real.uuid, real.token, 'Another-River-73');
    expect(used.statusCode, used.body).toBe(200);
  });
});
