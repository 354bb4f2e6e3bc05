/**
 * What an unproven claimant of an address can set up, and what the owner's proof takes away: a
 * Facebook sign-in with someone else's address turns on no two-step sign-in and adds no passkey
 * (403 `email_not_verified`), and whatever such a claimant left from before (passkeys, the TOTP
 * secret, recovery codes, a waiting reset) goes when the owner takes the address back by signing up,
 * by Google, by a password reset or by the verification link, as do their sessions; the owner is
 * mailed what was removed.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeys, recoveryCodes, secondFactorResets, totpSecrets } from '@server/db/schema';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { call } from './harness';
import { createCv } from './owner-helpers';
import { socialAppForFile } from './social-app';
import {
  lastLink,
  makePremium,
  PASSWORD,
  post,
  randomIp,
  register,
  verifyLink,
  waitForMail,
} from './users-helpers';

const { t, google, facebook } = socialAppForFile();

let n = 0;
const newEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}@example.com`;

/** A stranger signs in with Facebook using `email`, which Facebook does not vouch for. */
async function strangerClaims(email: string) {
  const fbToken = `fb-claim-${++n}`;
  facebook.addToken(fbToken, { user_id: fbToken, email });
  const res = await post(t, '/api/users/fb_login/', { fb_access_token: fbToken });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { tokens: { access: string }; user: { uuid: string } };
  return { access: data.tokens.access, userId: data.user.uuid, fbToken };
}

/**
 * What a claimant could set up before unproven addresses were refused: a passkey, two-step sign-in
 * with its recovery codes, and a reset of it waiting. Written straight to the database.
 */
async function plantFactors(userId: string) {
  const { db } = t.database;
  await db.insert(passkeys).values({
    id: randomBytes(32).toString('base64url'),
    userId,
    publicKey: randomBytes(77),
    deviceType: 'singleDevice',
    name: 'Stranger’s phone',
  });
  await db
    .insert(totpSecrets)
    .values({ userId, secretEncrypted: 'sealed', confirmedAt: new Date() });
  await db.insert(recoveryCodes).values({ userId, codeHash: randomBytes(32).toString('hex') });
  await db
    .insert(secondFactorResets)
    .values({ userId, dueAt: new Date(Date.now() + 7 * 24 * 3600 * 1000) });
}

/** Every factor and waiting reset the account still has. */
async function factorsOf(userId: string) {
  const { db } = t.database;
  const [keys, totp, codes, resets] = await Promise.all([
    db.select().from(passkeys).where(eq(passkeys.userId, userId)),
    db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId)),
    db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.select().from(secondFactorResets).where(eq(secondFactorResets.userId, userId)),
  ]);
  return {
    passkeys: keys.length,
    totp: totp.length,
    recoveryCodes: codes.length,
    waitingResets: resets.filter((r) => !r.cancelledAt && !r.completedAt).length,
  };
}

const NONE = { passkeys: 0, totp: 0, recoveryCodes: 0, waitingResets: 0 };

const passwordLogin = (email: string, password = PASSWORD) =>
  post(t, '/api/users/login/', { email, password });

const removedMail = (email: string) =>
  t.mail.filter((m) => m.to === email && m.subject.includes('removed'));

describe('an unproven address', () => {
  it('turns on no two-step sign-in and adds no passkey: 403 email_not_verified', async () => {
    const { access } = await strangerClaims(newEmail('no-factors'));
    for (const url of ['/api/users/me/totp/', '/api/users/passkeys/register/options/']) {
      const res = await call(t, 'POST', url, { token: access, json: {}, ip: randomIp() });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.json().error_code).toBe('email_not_verified');
    }
  });
});

describe('the owner taking the address back', () => {
  it('by signing up: every factor the stranger left goes, and the password signs in at once', async () => {
    const email = newEmail('signup');
    const stranger = await strangerClaims(email);
    await plantFactors(stranger.userId);
    const link = await register(t, email, PASSWORD);
    expect(await factorsOf(stranger.userId)).toEqual(NONE);
    expect((await verifyLink(t, link)).statusCode).toBe(200);
    const signedIn = await passwordLogin(email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.second_factor).toBeUndefined();
    expect(signedIn.json().data.tokens.access).toBeTruthy();
    expect((await call(t, 'GET', '/api/users/me/', { token: stranger.access })).statusCode).toBe(
      401,
    );
  });

  it('by Google: every factor goes, and Google signs in without a code', async () => {
    const email = newEmail('google');
    const stranger = await strangerClaims(email);
    await plantFactors(stranger.userId);
    const mails = t.mail.length;
    const res = await post(t, '/api/users/google_login/', {
      id_token: await google.idToken({ sub: `g-${n}`, email }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.second_factor).toBeUndefined();
    expect(await factorsOf(stranger.userId)).toEqual(NONE);
    await waitForMail(t, mails + 1);
    const [notice] = removedMail(email);
    expect(notice?.text).toContain('Stranger’s phone');
    expect(notice?.text).toMatch(/two-step sign-in/i);
  });

  it('by the verification link opened outside the claimant’s session: their Facebook sign-in goes', async () => {
    const email = newEmail('verify');
    const stranger = await strangerClaims(email);
    await plantFactors(stranger.userId);
    const mails = t.mail.length;
    await post(t, '/api/users/resend-verification/', { email });
    await waitForMail(t, mails + 1);
    const opened = await verifyLink(t, lastLink(t, 'verify-email', email));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await factorsOf(stranger.userId)).toEqual(NONE);
    expect((await call(t, 'GET', '/api/users/me/', { token: stranger.access })).statusCode).toBe(
      401,
    );
    const again = await post(t, '/api/users/fb_login/', { fb_access_token: stranger.fbToken });
    expect(again.statusCode).toBe(409);
    // Opened in the account's own session, the link proves the one signed in: Facebook stays.
    const own = newEmail('verify-own');
    const owner = await strangerClaims(own);
    const before = t.mail.length;
    await post(t, '/api/users/resend-verification/', { email: own });
    await waitForMail(t, before + 1);
    const { uuid, token } = lastLink(t, 'verify-email', own);
    const kept = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`, {
      token: owner.access,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const fbAgain = await post(t, '/api/users/fb_login/', { fb_access_token: owner.fbToken });
    expect(fbAgain.statusCode).toBe(200);
  });

  it('by a password reset: every factor goes, and the new password signs in without a code', async () => {
    const email = newEmail('reset');
    const stranger = await strangerClaims(email);
    await plantFactors(stranger.userId);
    const mails = t.mail.length;
    expect((await post(t, '/api/users/forgot-password/', { email })).statusCode).toBe(200);
    await waitForMail(t, mails + 1);
    const { uuid, token } = lastLink(t, 'reset-password', email);
    const reset = await post(t, `/api/users/password-reset-confirm/${uuid}/${token}/`, {
      new_password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await factorsOf(stranger.userId)).toEqual(NONE);
    const signedIn = await passwordLogin(email);
    expect(signedIn.json().data.second_factor).toBeUndefined();
    expect(signedIn.json().data.tokens.access).toBeTruthy();
  });
});

describe('a password set by a sign-up the owner may not have made', () => {
  /** Signs `email` up in a browser of its own: the mark that browser keeps. */
  async function signUpIn(email: string, password: string) {
    const mails = t.mail.length;
    const res = await post(t, '/api/users/register/', { email, password });
    expect(res.statusCode, res.body).toBe(201);
    await waitForMail(t, mails + 1);
    const mark = res.cookies.find((c) => c.name === 'sign_up_device');
    expect(mark?.httpOnly).toBe(true);
    return { mark: mark!.value, link: lastLink(t, 'verify-email', email) };
  }
  /** The link opened in a browser with `mark` (null: a browser no sign-up was made in). */
  const openIn = (
    mark: string | null,
    { uuid, token }: { uuid: string; token: string },
    password?: string,
  ) => {
    const headers = { cookie: mark ? `sign_up_device=${mark}` : '' };
    return password === undefined
      ? call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`, { headers })
      : call(t, 'POST', '/api/users/verify-email/', {
          json: { uuid, token, password },
          headers,
          ip: randomIp(),
        });
  };
  const STRANGERS = 'Strangers-Own-Secret-77';
  const OWNERS = 'Owners-Chosen-Words-58';

  it('a stranger signing up again after the owner: the owner’s link asks for a password, and the stranger’s no longer signs in', async () => {
    const email = newEmail('again');
    const owner = await signUpIn(email, PASSWORD);
    const stranger = await signUpIn(email, STRANGERS);
    // The owner opens the newest mail's link in their own browser, which the stranger's sign-up is not.
    const asked = await openIn(owner.mark, stranger.link);
    expect(asked.statusCode, asked.body).toBe(400);
    expect(asked.json().error_code).toBe('password_required');
    // Nothing was used up or proven by the refusal.
    expect((await passwordLogin(email, STRANGERS)).json().error_code).toBe('email_not_verified');
    const weak = await openIn(owner.mark, stranger.link, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().password[0]).toMatch(/at least 8/);
    const done = await openIn(owner.mark, stranger.link, OWNERS);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.tokens.access).toBeTruthy();
    expect((await passwordLogin(email, STRANGERS)).json().error_code).toBe('invalid_credentials');
    expect((await passwordLogin(email, PASSWORD)).json().error_code).toBe('invalid_credentials');
    expect((await passwordLogin(email, OWNERS)).statusCode).toBe(200);
    // The link is spent: the stranger cannot use it to choose a password of their own.
    expect((await openIn(stranger.mark, stranger.link, STRANGERS)).json().error_code).toBe(
      'already_verified',
    );
  });

  it('a stranger’s only sign-up: the owner opening its link elsewhere chooses the password', async () => {
    const email = newEmail('only');
    const stranger = await signUpIn(email, STRANGERS);
    expect((await openIn(null, stranger.link)).json().error_code).toBe('password_required');
    expect((await openIn(null, stranger.link, OWNERS)).statusCode).toBe(200);
    expect((await passwordLogin(email, STRANGERS)).json().error_code).toBe('invalid_credentials');
    expect((await passwordLogin(email, OWNERS)).statusCode).toBe(200);
  });

  it('the sign-up’s own browser: the link signs in at once and keeps the password', async () => {
    const email = newEmail('own');
    const first = await signUpIn(email, STRANGERS);
    const own = await signUpIn(email, PASSWORD);
    // An older sign-up's browser is not this one's.
    expect((await openIn(first.mark, own.link)).json().error_code).toBe('password_required');
    const opened = await openIn(own.mark, own.link);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await passwordLogin(email, PASSWORD)).statusCode).toBe(200);
    expect((await passwordLogin(email, STRANGERS)).json().error_code).toBe('invalid_credentials');
  });
});

describe('what the claimant made', () => {
  it('goes private at the owner’s claim and waits for the owner to keep or delete it', async () => {
    const email = newEmail('made');
    const stranger = await strangerClaims(email);
    const username = `made${Date.now().toString(36)}${n}`;
    const named = await call(t, 'PATCH', '/api/users/set-username/', {
      token: stranger.access,
      json: { username },
    });
    expect(named.statusCode, named.body).toBe(200);
    await makePremium(t, stranger.userId);
    const first = await createCv(t, stranger.access, { ...SAMPLE_CV, title: 'Stranger one' });
    const second = await createCv(t, stranger.access, { ...SAMPLE_CV, title: 'Stranger two' });
    expect((await call(t, 'GET', `/api/cv/${username}/`)).statusCode).toBe(200);

    const mails = t.mail.length;
    const link = await register(t, email, PASSWORD);
    expect((await call(t, 'GET', `/api/cv/${username}/`)).statusCode).toBe(404);
    await waitForMail(t, mails + 2);
    const [notice] = removedMail(email);
    expect(notice?.text).toContain('the CV “Stranger one”');
    expect(notice?.text).toContain(`the username “${username}”`);

    const owner = (await verifyLink(t, link)).json().data.tokens.access as string;
    const me = async () =>
      (await call(t, 'GET', '/api/users/me/', { token: owner })).json().data.in_review;
    expect(await me()).toEqual({
      cvs: [
        { uuid: first.uuid, title: 'Stranger one', created_at: expect.any(String) },
        { uuid: second.uuid, title: 'Stranger two', created_at: expect.any(String) },
      ],
      username,
    });
    const keep = (path: string, token = owner) =>
      call(t, 'POST', `/api/users/me/review/${path}/keep/`, { token, json: {}, ip: randomIp() });

    // Another account cannot keep it, nor learn that it exists.
    const other = await strangerClaims(newEmail('other'));
    expect((await keep(`cvs/${first.uuid}`, other.access)).statusCode).toBe(404);
    expect((await keep('username', other.access)).statusCode).toBe(404);

    expect((await keep(`cvs/${first.uuid}`)).statusCode).toBe(200);
    expect((await keep(`cvs/${first.uuid}`)).json().error_code).toBe('not_in_review');
    const kept = await call(t, 'GET', `/api/cv/get_cv/${first.uuid}/`, { token: owner });
    expect(kept.json().data).toMatchObject({ title: 'Stranger one', is_public: false });
    const gone = await call(t, 'DELETE', `/api/cv/delete_cv/${second.uuid}/`, { token: owner });
    expect(gone.statusCode).toBeLessThan(300);
    expect((await keep('username')).statusCode).toBe(200);
    expect(await me()).toEqual({ cvs: [], username: null });
    // Kept, it stays private until the owner publishes it.
    expect((await call(t, 'GET', `/api/cv/${username}/`)).statusCode).toBe(404);
    expect((await keep('cvs/not-a-uuid')).statusCode).toBe(400);
  });
});
