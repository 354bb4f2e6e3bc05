/**
 * A password reset on an account with two-step sign-in on: the mailbox alone is one factor, so the
 * link also asks for a code or a recovery code. With one, the reset is whole (every session ends,
 * a waiting reset of two-step sign-in stops); without one (the owner says they have neither), the
 * password changes but the sessions that passed a second factor stay, and any of them, or a later
 * sign-in with a code or a passkey, stops a reset of two-step sign-in asked with the mailbox alone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken, newToken } from '@server/lib/secrets';
import { createSessionsRepository } from '@server/modules/users/sessions';
import { REFRESH_TTL_MS } from '@server/modules/users/sessions/tokens';
import { startTestApp, type TestApp } from './harness';
import { codeAt, twoStepHelpers } from './two-step-helpers';
import { lastLink, PASSWORD, signUp } from './users-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { req, owner, firstStep, newEmail } = twoStepHelpers(() => t);
const NEW_PASSWORD = 'Harbour-Pine-77';

const mailsTo = (to: string) => t.mail.filter((m) => m.to === to);
const mailed = async (email: string, count: number) => {
  await vi.waitFor(() => expect(mailsTo(email).length).toBeGreaterThanOrEqual(count));
  return mailsTo(email).at(-1)!;
};

/** Asks for a reset link and answers it from the mail. */
async function resetLinkOf(email: string) {
  const before = mailsTo(email).length;
  const asked = await req('POST', '/api/users/forgot-password/', { json: { email } });
  expect(asked.statusCode).toBe(200);
  await mailed(email, before + 1);
  return lastLink(t, 'reset-password', email);
}

const linkUrl = ({ uuid, token }: { uuid: string; token: string }) =>
  `/api/users/password-reset-confirm/${uuid}/${token}/`;
const confirm = (link: { uuid: string; token: string }, extra: object = {}, lang = 'en') =>
  req('POST', linkUrl(link), {
    json: { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, ...extra },
    headers: { 'accept-language': lang },
  });

const me = (access: string) => req('GET', '/api/users/me/', { token: access });
const refresh = (token: string) => req('POST', '/api/users/refresh/', { json: { refresh: token } });

/** A session that passed no second factor (as one from before two-step sign-in came to be). */
async function plainSession(userId: string) {
  const repo = createSessionsRepository(t.database.db);
  const sessionId = await repo.addSession(userId, 'password');
  const token = newToken();
  await repo.addRefreshToken({
    userId,
    familyId: sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  });
  return token;
}

/**
 * A sign-in with the password and a code (the app's, or a recovery code): a session that passed
 * the second factor. The app's code of a step is taken once, so each test spends a step at most.
 */
async function signInWithCode(email: string, code: string, password = PASSWORD) {
  const res = await req('POST', '/api/users/login/second-factor/', {
    json: { token: await firstStep(email, password), code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.tokens as { access: string; refresh: string };
}

/** Someone with the mailbox and the password asks for a reset of two-step sign-in and opens its link. */
async function twoStepResetAsked(email: string, password = PASSWORD) {
  const before = mailsTo(email).length;
  const asked = await req('POST', '/api/users/login/second-factor/reset/', {
    json: { token: await firstStep(email, password) },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  await mailed(email, before + 1);
  const started = await req('POST', '/api/users/second-factor-reset/', {
    json: lastLink(t, 'second-factor-reset', email),
  });
  expect(started.statusCode, started.body).toBe(200);
}

const resetDueAt = async (access: string) =>
  (await me(access)).json().data.two_step.reset_due_at as string | null;

describe('what a reset link asks', () => {
  it('says a code is asked when two-step sign-in is on, nothing when it is off, and refuses a dead link', async () => {
    const { email } = await owner('ask');
    const link = await resetLinkOf(email);
    const asked = await req('GET', linkUrl(link));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({
      second_factor: { methods: ['totp', 'recovery_code'], passkey: false },
    });

    const plain = newEmail('plain');
    await signUp(t, plain);
    const plainLink = await resetLinkOf(plain);
    expect((await req('GET', linkUrl(plainLink))).json().data).toEqual({ second_factor: null });
    // Asking does not spend it.
    expect((await confirm(plainLink)).statusCode).toBe(200);
    const used = await req('GET', linkUrl(plainLink));
    expect(used.statusCode).toBe(400);
    expect(used.json().error_code).toBe('link_used');
    const madeUp = await req('GET', linkUrl({ uuid: link.uuid, token: 'x'.repeat(43) }));
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error_code).toBe('link_invalid');
  });
});

describe('a reset with two-step sign-in on', () => {
  it('refuses the mailed link alone and a wrong code, spending neither the link nor the password', async () => {
    const { email } = await owner('refuse');
    const link = await resetLinkOf(email);
    const alone = await confirm(link);
    expect(alone.statusCode, alone.body).toBe(400);
    expect(alone.json().error_code).toBe('second_factor_required');
    const wrong = await confirm(link, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBeDefined();
    const badRecovery = await confirm(link, { code: 'aaaaa-bbbbb' });
    expect(badRecovery.statusCode).toBe(400);
    // The old password still leads to the second step, and the link still works.
    await firstStep(email, PASSWORD);
    expect((await req('GET', linkUrl(link))).statusCode).toBe(200);
  });

  it('with a code: every session ends, a waiting reset of two-step sign-in stops, and it stays on', async () => {
    const { email, session, secret, codes } = await owner('with-code');
    const phone = await signInWithCode(email, codes[0]!);
    await twoStepResetAsked(email);
    expect(await resetDueAt(session.tokens.access)).not.toBeNull();

    const link = await resetLinkOf(email);
    const before = mailsTo(email).length;
    const done = await confirm(link, { code: codeAt(secret, 1) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(session.tokens.access)).statusCode).toBe(401);
    expect((await me(phone.access)).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    await vi.waitFor(() =>
      expect(
        mailsTo(email)
          .slice(before)
          .map((m) => m.subject),
      ).toEqual(
        expect.arrayContaining([
          'The reset of two-step sign-in was stopped',
          'Your CV Builder password was changed',
        ]),
      ),
    );
    // The new password, then still a code; the reset that waited is gone.
    const fresh = await signInWithCode(email, codes[1]!, NEW_PASSWORD);
    expect(await resetDueAt(fresh.access)).toBeNull();
    expect((await confirm(link, { code: codes[2] })).json().error_code).toBe('link_used');
  });

  it('with a recovery code, which is then spent', async () => {
    const { email, codes } = await owner('recovery');
    const done = await confirm(await resetLinkOf(email), { code: codes[0] });
    expect(done.statusCode, done.body).toBe(200);
    const again = await confirm(await resetLinkOf(email), { code: codes[0] });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBeDefined();
  });

  it('without one: the password changes, the sessions that passed a second factor stay and can stop a reset', async () => {
    const { email, session, codes } = await owner('without', 'fi');
    const phone = await signInWithCode(email, codes[0]!);
    const old = await plainSession((await me(session.tokens.access)).json().data.uuid as string);

    const link = await resetLinkOf(email);
    const before = mailsTo(email).length;
    const done = await confirm(link, { without_second_factor: true }, 'fi');
    expect(done.statusCode, done.body).toBe(200);
    // What had passed the second factor stays; what had not is signed out.
    expect((await me(session.tokens.access)).statusCode).toBe(200);
    expect((await me(phone.access)).statusCode).toBe(200);
    expect((await refresh(phone.refresh)).statusCode).toBe(200);
    expect((await refresh(old)).statusCode).toBe(401);
    const notice = await mailed(email, before + 1);
    expect(notice.subject).toBe('CV Builderin salasanasi vaihdettiin');
    expect(notice.text).toContain('ilman todennussovelluksen koodia');

    // Whoever set the new password still meets the code, and can only ask for the seven-day reset,
    // which the owner's phone stops.
    await twoStepResetAsked(email, NEW_PASSWORD);
    expect(await resetDueAt(phone.access)).not.toBeNull();
    const stop = await req('DELETE', '/api/users/me/second-factor-reset/', { token: phone.access });
    expect(stop.statusCode).toBe(200);
    expect(await resetDueAt(phone.access)).toBeNull();
  });

  it('a later sign-in with a code stops a reset of two-step sign-in that waits', async () => {
    const { email, secret, session } = await owner('later');
    await twoStepResetAsked(email);
    const before = mailsTo(email).length;
    await signInWithCode(email, codeAt(secret, 1));
    expect(await resetDueAt(session.tokens.access)).toBeNull();
    expect((await mailed(email, before + 1)).subject).toBe(
      'The reset of two-step sign-in was stopped',
    );
  });

  it('counts code guesses per account across links and addresses', async () => {
    const { email } = await owner('guess');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const link = i % 10 === 0 ? await resetLinkOf(email) : lastLink(t, 'reset-password', email);
      statuses.push((await confirm(link, { code: String(100000 + i) })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
