import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '@/domain/limits';
import { releasedUsernames, users } from '@server/db/schema';
import { call, type TestApp } from './harness';

export const PASSWORD = 'Mountain-Lake-42';

/** A fresh address for each caller, so the brute-force counters of one test never touch another. */
export function randomIp(): string {
  return `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 254)}`;
}

export function lastLink(
  t: TestApp,
  kind: 'verify-email' | 'reset-password' | 'confirm-email' | 'second-factor-reset',
  to?: string,
) {
  const mails = t.mail.filter((m) => !to || m.to === to);
  for (let i = mails.length - 1; i >= 0; i--) {
    const match = new RegExp(`/${kind}/([0-9a-f-]{36})/([A-Za-z0-9_-]{43})`).exec(mails[i]!.text);
    if (match) return { uuid: match[1]!, token: match[2]! };
  }
  throw new Error(`no ${kind} link in the mail`);
}

/** Mail is sent after the answer; wait until it has been handed to the mailer. */
export async function waitForMail(t: TestApp, count: number) {
  for (let i = 0; i < 100 && t.mail.length < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  if (t.mail.length < count) throw new Error(`expected ${count} mails, have ${t.mail.length}`);
}

/** A POST from a fresh address, so no test meets another's brute-force counters. */
export async function post(
  t: TestApp,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return call(t, 'POST', url, { json: payload, headers, ip: randomIp() });
}

/** Registers the address and answers the verification link mailed for it. */
export async function register(t: TestApp, email: string, password: string) {
  const mails = t.mail.length;
  const res = await post(t, '/api/users/register/', { email, password });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  await waitForMail(t, mails + 1);
  return lastLink(t, 'verify-email', email);
}

export const verifyLink = (t: TestApp, { uuid, token }: { uuid: string; token: string }) =>
  call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`);

export async function signUp(t: TestApp, email: string, password = PASSWORD) {
  const before = t.mail.length;
  const res = await post(t, '/api/users/register/', { email, password });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  await waitForMail(t, before + 1);
  const { uuid, token } = lastLink(t, 'verify-email', email.toLowerCase());
  const verified = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const data = verified.json().data as {
    tokens: { access: string; refresh: string };
    user: { uuid: string };
  };
  return { ...data, uuid };
}

export async function signUpWithUsername(t: TestApp, email: string, username: string) {
  const session = await signUp(t, email);
  const res = await call(t, 'PATCH', '/api/users/set-username/', {
    token: session.tokens.access,
    json: { username },
  });
  if (res.statusCode !== 200) throw new Error(`set-username failed: ${res.body}`);
  // The access token names the username: the client refreshes for one that has it.
  return { ...session, tokens: await refreshTokens(t, session.tokens.refresh) };
}

/** A new token pair for the refresh token, as the client asks for one. */
export async function refreshTokens(t: TestApp, refresh: string) {
  const res = await post(t, '/api/users/refresh/', { refresh });
  if (res.statusCode !== 200) throw new Error(`refresh failed: ${res.body}`);
  return res.json().data as { access: string; refresh: string };
}

/** Makes the user premium in the database, as a paid subscription would. */
export async function makePremium(t: TestApp, userId: string) {
  await t.database.db.update(users).set({ isPremium: true }).where(eq(users.id, userId));
}

/** Moves a given-up username's hold into the past, as if its 30 days had gone by. */
export async function endUsernameHold(t: TestApp, username: string) {
  const past = new Date(Date.now() - (LIMITS.usernameHoldDays + 1) * 24 * 60 * 60 * 1000);
  await t.database.db
    .update(releasedUsernames)
    .set({ releasedAt: past })
    .where(sql`lower(${releasedUsernames.username}) = lower(${username})`);
}
