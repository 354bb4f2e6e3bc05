/**
 * Two-step sign-in end to end: turning TOTP on (a first code confirms it), signing in with a code or
 * a recovery code, each taken once, wrong codes limited, the first step's token short-lived and
 * single-use, turning it off with the password and a code, new recovery codes, Google and Facebook
 * sign-in, the mails in both languages, and bad input never a 500.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondFactorResets } from '@server/db/schema';
import { createTwoStepRepository } from '@server/modules/users/factors/two-step/repository';
import { socialAppForFile } from './social-app';
import { codeAt, twoStepHelpers } from './two-step-helpers';
import { lastLink, PASSWORD, post, randomIp, signUp, waitForMail } from './users-helpers';

const { t, google, facebook } = socialAppForFile();
afterEach(() => {
  vi.useRealTimers();
});

type Tokens = { access: string; refresh: string };

const { req, turnOn, owner, firstStep, newEmail } = twoStepHelpers(() => t);

/** Moves the clock on, so the next step's codes are new (the last one taken is stored). */
function laterBy(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

const me = async (access: string) => req('GET', '/api/users/me/', { token: access });

const mailsTo = (to: string) => t.mail.filter((m) => m.to === to);

const secondStep = (token: string, code: string, ip = randomIp(), lang = 'en') =>
  req('POST', '/api/users/login/second-factor/', {
    json: { token, code },
    ip,
    headers: { 'accept-language': lang },
  });

describe('turning two-step sign-in on', () => {
  it('asks for the password, then a right first code, and answers ten recovery codes once', async () => {
    const email = newEmail('on');
    const { tokens } = await signUp(t, email);
    const other = (await post(t, '/api/users/login/', { email, password: PASSWORD })).json().data
      .tokens as Tokens;

    const noPassword = await req('POST', '/api/users/me/totp/', { token: tokens.access, json: {} });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().password).toBeDefined();
    const wrong = await req('POST', '/api/users/me/totp/', {
      token: tokens.access,
      json: { password: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(400);

    const started = await req('POST', '/api/users/me/totp/', {
      token: tokens.access,
      json: { password: PASSWORD },
    });
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_url } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/CV%20Builder:/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    // Not on until a code confirms it: signing in asks for nothing yet.
    expect((await me(tokens.access)).json().data.two_step).toEqual({
      on: false,
      recovery_codes_left: 0,
      reset_due_at: null,
    });
    const plain = await post(t, '/api/users/login/', { email, password: PASSWORD });
    expect(plain.json().data.tokens).toBeDefined();

    const badCode = await req('POST', '/api/users/me/totp/confirm/', {
      token: tokens.access,
      json: { code: codeAt(secret) === '000000' ? '111111' : '000000' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().code).toBeDefined();

    const confirmed = await req('POST', '/api/users/me/totp/confirm/', {
      token: tokens.access,
      json: { code: codeAt(secret) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await me(tokens.access)).json().data.two_step).toEqual({
      on: true,
      recovery_codes_left: 10,
      reset_due_at: null,
    });

    // The other phone is signed out; this one goes on.
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await post(t, '/api/users/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
    expect((await me(tokens.access)).statusCode).toBe(200);

    // On already: no second secret replaces it.
    const again = await req('POST', '/api/users/me/totp/', {
      token: tokens.access,
      json: { password: PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('two_step_on');

    await waitForMail(t, t.mail.length);
    const mail = mailsTo(email).at(-1);
    expect(mail?.subject).toBe('Two-step sign-in was turned on for your CV Builder account');
    expect(mail?.text).not.toContain(codes[0]);
    expect(mail?.text).not.toContain(secret);
  });

  it('keeps the secret encrypted in the database', async () => {
    const { secret, email } = await owner('enc');
    const { queryRows } = await import('./harness');
    const { sql } = await import('drizzle-orm');
    const rows = await queryRows<{ secret_encrypted: string }>(
      t.database,
      sql`select secret_encrypted from totp_secrets s join users u on u.id = s.user_id where u.email = ${email}`,
    );
    expect(rows[0]?.secret_encrypted).toMatch(/^v1\./);
    expect(rows[0]?.secret_encrypted).not.toContain(secret);
    const hashes = await queryRows<{ code_hash: string }>(
      t.database,
      sql`select code_hash from recovery_codes r join users u on u.id = r.user_id where u.email = ${email}`,
    );
    expect(hashes).toHaveLength(10);
  });

  it('is in the data export as on and since when, never its secret or codes', async () => {
    const { secret, codes, session } = await owner('export');
    const res = await req('GET', '/api/users/me/export/', { token: session.tokens.access });
    expect(res.statusCode).toBe(200);
    const { two_step } = res.json().account as { two_step: { on: boolean; turned_on_at: string } };
    expect(two_step.on).toBe(true);
    expect(Math.abs(Date.parse(two_step.turned_on_at) - Date.now())).toBeLessThan(60_000);
    expect(res.body).not.toContain(secret);
    for (const code of codes) expect(res.body).not.toContain(code);
  });

  it('mails the notice in Finnish to a Finnish owner', async () => {
    const { email } = await owner('fi', 'fi');
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(email).at(-1)?.subject).toBe(
      'Kaksivaiheinen kirjautuminen otettiin käyttöön CV Builder -tililläsi',
    );
  });
});

describe('signing in with a second step', () => {
  it('answers no session for the password alone, and a session for a right code', async () => {
    const { email, secret } = await owner('code');
    const token = await firstStep(email);
    const res = await secondStep(token, codeAt(secret, 1));
    expect(res.statusCode, res.body).toBe(200);
    const { tokens, user } = res.json().data;
    expect(user.email).toBe(email);
    expect((await me(tokens.access)).statusCode).toBe(200);
  });

  it('takes a code once: a replay within its window is refused', async () => {
    const { email, secret } = await owner('replay');
    const code = codeAt(secret, 1);
    expect((await secondStep(await firstStep(email), code)).statusCode).toBe(200);
    const replay = await secondStep(await firstStep(email), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBeDefined();
    // The code of the step before the one taken is refused too.
    expect((await secondStep(await firstStep(email), codeAt(secret, 0))).statusCode).toBe(400);
  });

  it('accepts a step of drift either way, not two', async () => {
    const { email, secret } = await owner('drift');
    expect((await secondStep(await firstStep(email), codeAt(secret, 3))).statusCode).toBe(400);
    expect((await secondStep(await firstStep(email), codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('takes a recovery code once, however it is typed, and mails how many are left', async () => {
    const { email, codes, session } = await owner('recovery');
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    const res = await secondStep(await firstStep(email), typed);
    expect(res.statusCode, res.body).toBe(200);
    const again = await secondStep(await firstStep(email), codes[0]!);
    expect(again.statusCode).toBe(400);
    await waitForMail(t, t.mail.length);
    await new Promise((r) => setTimeout(r, 50));
    const mail = mailsTo(email).at(-1);
    expect(mail?.subject).toBe('A recovery code was used to sign in to your CV Builder account');
    expect(mail?.text).toContain('You have 9 recovery codes left');
    expect((await me(res.json().data.tokens.access)).json().data.two_step).toEqual({
      on: true,
      recovery_codes_left: 9,
      reset_due_at: null,
    });
    expect(session.uuid).toBe(res.json().data.user.uuid);
  });

  it('mails the recovery code notice in Finnish', async () => {
    const { email, codes } = await owner('recfi');
    expect((await secondStep(await firstStep(email), codes[3]!, randomIp(), 'fi')).statusCode).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 50));
    const mail = mailsTo(email).at(-1);
    expect(mail?.subject).toBe('CV Builder -tilillesi kirjauduttiin varakoodilla');
    expect(mail?.text).toContain('Sinulla on jäljellä 9 varakoodia');
  });

  it('limits wrong codes per account: 429 after ten, even for a right code', async () => {
    const { email, secret } = await owner('limit');
    const token = await firstStep(email);
    for (let i = 0; i < 10; i++) {
      const res = await secondStep(token, '999999' === codeAt(secret, 1) ? '888888' : '999999');
      expect(res.statusCode).toBe(400);
    }
    const limited = await secondStep(token, codeAt(secret, 1));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits wrong codes per address too', async () => {
    const ip = randomIp();
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i++) {
      const { email } = await owner(`addr${i}`);
      const token = await firstStep(email);
      for (let j = 0; j < 9 && status !== 429; j++)
        status = (await secondStep(token, '000001', ip)).statusCode;
    }
    expect(status).toBe(429);
  });

  it('refuses a token that expired, was forged or was used already', async () => {
    const { email, secret } = await owner('token');
    const used = await firstStep(email);
    expect((await secondStep(used, codeAt(secret, 1))).statusCode).toBe(200);
    laterBy(60_000);
    const reused = await secondStep(used, codeAt(secret, 0));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error_code).toBe('second_factor_expired');

    const old = await firstStep(email);
    laterBy(6 * 60_000);
    const expired = await secondStep(old, codeAt(secret, 0));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error_code).toBe('second_factor_expired');

    const { session } = await owner('forge');
    const forged = await new SignJWT({ type: 'second_factor' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.uuid)
      .setJti('x')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-guess-at-the-secret-a-guess-at-the-secret'));
    for (const token of [forged, session.tokens.access, 'not-a-token', `${old}x`]) {
      const res = await secondStep(token, '123456');
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error_code).toBe('second_factor_invalid');
    }
  });

  it('asks Google and Facebook sign-ins for a code too', async () => {
    const idToken = await google.idToken({ sub: 'g-2fa', email: 'google-2fa@example.com' });
    const first = await post(t, '/api/users/google_login/', { id_token: idToken });
    const { access } = first.json().data.tokens as Tokens;
    // Right after a Google sign-in, no password is asked (the account has none).
    const { secret } = await turnOn(access, {});
    const again = await post(t, '/api/users/google_login/', { id_token: idToken });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.tokens).toBeUndefined();
    const token = again.json().data.second_factor.token as string;
    const done = await secondStep(token, codeAt(secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.user.email).toBe('google-2fa@example.com');

    facebook.addToken('fb-2fa', { user_id: 'fb-2fa', email: 'fb-2fa@example.com' });
    const fb = await post(t, '/api/users/fb_login/', { fb_access_token: 'fb-2fa' });
    // Facebook does not vouch for the address: it is proven by its mailed link first, opened
    // signed in (so the Facebook sign-in is the mailbox owner's and stays).
    const fbAccess = fb.json().data.tokens.access as string;
    const mails = t.mail.length;
    await post(t, '/api/users/resend-verification/', { email: 'fb-2fa@example.com' });
    await waitForMail(t, mails + 1);
    const { uuid, token: linkToken } = lastLink(t, 'verify-email', 'fb-2fa@example.com');
    const verified = await req('GET', `/api/users/verify-email/?uuid=${uuid}&token=${linkToken}`, {
      token: fbAccess,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const codes = (await turnOn(fbAccess, {})).codes;
    const fbAgain = await post(t, '/api/users/fb_login/', { fb_access_token: 'fb-2fa' });
    expect(fbAgain.json().data.second_factor.methods).toEqual(['totp', 'recovery_code']);
    const fbDone = await secondStep(fbAgain.json().data.second_factor.token, codes[0]!);
    expect(fbDone.statusCode).toBe(200);
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password and a code, ends the other sessions and mails the owner', async () => {
    const { email, secret, session } = await owner('off');
    const other = (await secondStep(await firstStep(email), codeAt(secret, 1))).json().data
      .tokens as Tokens;
    const off = (json: object) =>
      req('DELETE', '/api/users/me/totp/', {
        token: session.tokens.access,
        json,
        headers: { 'accept-language': 'fi' },
      });
    expect((await off({ password: PASSWORD })).statusCode).toBe(400);
    expect((await off({ code: '123456' })).statusCode).toBe(400);
    laterBy(60_000); // past the step the other phone's code took
    const wrongPassword = await off({ password: 'Not-The-Password-1', code: codeAt(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().password).toBeDefined();
    const wrongCode = await off({ password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBeDefined();

    const done = await off({ password: PASSWORD, code: codeAt(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(session.tokens.access)).json().data.two_step.on).toBe(false);
    expect((await me(other.access)).statusCode).toBe(401);
    const plain = await post(t, '/api/users/login/', { email, password: PASSWORD });
    expect(plain.json().data.tokens).toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(email).at(-1)?.subject).toBe(
      'Kaksivaiheinen kirjautuminen poistettiin käytöstä CV Builder -tililläsi',
    );
    expect((await off({ password: PASSWORD, code: '123456' })).json().error_code).toBe(
      'two_step_off',
    );
  });

  it('turns off with a recovery code in place of the app’s', async () => {
    const { session, codes } = await owner('offrec');
    const res = await req('DELETE', '/api/users/me/totp/', {
      token: session.tokens.access,
      json: { password: PASSWORD, code: codes[9] },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('makes new recovery codes, and the old ones stop working', async () => {
    const { email, session, codes, secret } = await owner('renew');
    const res = await req('POST', '/api/users/me/totp/recovery-codes/', {
      token: session.tokens.access,
      json: { password: PASSWORD, code: codeAt(secret, 1) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);
    expect((await secondStep(await firstStep(email), codes[0]!)).statusCode).toBe(400);
    expect((await secondStep(await firstStep(email), fresh[0]!)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(email).some((m) => m.subject.startsWith('New recovery codes'))).toBe(true);
  });
});

describe('a lost phone and lost recovery codes', () => {
  const askReset = (token: string, lang = 'en') =>
    req('POST', '/api/users/login/second-factor/reset/', {
      json: { token },
      headers: { 'accept-language': lang },
    });
  const startReset = (link: { uuid: string; token: string }, lang = 'en') =>
    req('POST', '/api/users/second-factor-reset/', {
      json: link,
      headers: { 'accept-language': lang },
    });
  const mailed = async (email: string, count: number) => {
    await vi.waitFor(() => expect(mailsTo(email).length).toBeGreaterThanOrEqual(count));
    return mailsTo(email).at(-1)!;
  };
  const resetLink = (email: string) => lastLink(t, 'second-factor-reset', email);
  /** Asks from the second screen and opens the mailed link: the wait's answer. */
  async function resetAsked(email: string) {
    const before = mailsTo(email).length;
    expect((await askReset(await firstStep(email))).statusCode).toBe(202);
    await mailed(email, before + 1);
    const started = await startReset(resetLink(email));
    expect(started.statusCode, started.body).toBe(200);
    return started.json().data.due_at as string;
  }
  const sweep = () => t.app.users.sweepSecondFactorResets();
  const subjects = (email: string) => mailsTo(email).map((m) => m.subject);

  it('mails a link; opening it starts the seven-day wait, mailed; a signed-in device cancels it', async () => {
    const { email, session } = await owner('reset');
    const mails = mailsTo(email).length;
    const asked = await askReset(await firstStep(email));
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().data.message).toBe(
      'We mailed a link to your address. Open it to start the seven-day wait.',
    );
    const linkMail = await mailed(email, mails + 1);
    expect(linkMail.subject).toBe('Turn off two-step sign-in on your CV Builder account?');
    // Nothing waits until the link is opened.
    expect((await me(session.tokens.access)).json().data.two_step.reset_due_at).toBeNull();

    const link = resetLink(email);
    const started = await startReset(link);
    expect(started.statusCode, started.body).toBe(200);
    const dueAt = started.json().data.due_at as string;
    expect(Math.abs(Date.parse(dueAt) - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    const notice = await mailed(email, mails + 2);
    expect(notice.subject).toBe(
      'Two-step sign-in on your CV Builder account turns off in seven days',
    );
    expect(notice.text).toContain('(UTC)');
    expect(notice.text).toContain('http://localhost:3000/account');
    expect((await me(session.tokens.access)).json().data.two_step.reset_due_at).toBe(dueAt);

    // The link works once; a newer one answers the same date and mails nothing new.
    expect((await startReset(link)).json().error_code).toBe('link_used');
    expect((await askReset(await firstStep(email))).statusCode).toBe(202);
    await mailed(email, mails + 3);
    const again = await startReset(resetLink(email));
    expect(again.json().data.due_at).toBe(dueAt);
    // Until the date, a sign-in still needs a code.
    await firstStep(email);

    const cancel = () =>
      req('DELETE', '/api/users/me/second-factor-reset/', { token: session.tokens.access });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect((await me(session.tokens.access)).json().data.two_step.reset_due_at).toBeNull();
    expect((await mailed(email, mails + 4)).subject).toBe(
      'The reset of two-step sign-in was cancelled',
    );
    expect(mailsTo(email)).toHaveLength(mails + 4);
    // A cancelled wait is not reminded of nor finished.
    laterBy(8 * 24 * 3600 * 1000);
    await sweep();
    await firstStep(email);
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(email)).toHaveLength(mails + 4);
  });

  it('reminds the day before and turns it off at the end, each mailed once by parallel sweeps', async () => {
    const { email } = await owner('sweep');
    await resetAsked(email);
    const mails = mailsTo(email).length;
    await sweep();
    laterBy(5 * 24 * 3600 * 1000);
    await sweep();
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(email)).toHaveLength(mails);

    laterBy(24 * 3600 * 1000 + 60_000);
    await Promise.all([sweep(), sweep(), sweep()]);
    const reminder = await mailed(email, mails + 1);
    expect(reminder.subject).toBe('Two-step sign-in on your CV Builder account turns off tomorrow');
    expect(reminder.text).toContain('(UTC)');
    await Promise.all([sweep(), sweep()]);
    // Two-step sign-in is still on until the date.
    await firstStep(email);

    laterBy(24 * 3600 * 1000);
    await Promise.all([sweep(), sweep(), sweep()]);
    await mailed(email, mails + 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(subjects(email).slice(mails)).toEqual([
      'Two-step sign-in on your CV Builder account turns off tomorrow',
      'Two-step sign-in was turned off after the seven-day wait',
    ]);
    // A week on, the old session's access token has expired: the new sign-in needs no code.
    const signedIn = await post(t, '/api/users/login/', { email, password: PASSWORD });
    const access = signedIn.json().data.tokens.access as string;
    expect((await me(access)).json().data.two_step).toEqual({
      on: false,
      recovery_codes_left: 0,
      reset_due_at: null,
    });
  });

  it('finishes at the first sign-in after the date, even before a sweep', async () => {
    const { email } = await owner('latesign');
    await resetAsked(email);
    const mails = mailsTo(email).length;
    laterBy(7 * 24 * 3600 * 1000 + 60_000);
    const signedIn = await post(t, '/api/users/login/', { email, password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.tokens.access).toBeTruthy();
    expect((await mailed(email, mails + 1)).subject).toBe(
      'Two-step sign-in was turned off after the seven-day wait',
    );
    const access = signedIn.json().data.tokens.access as string;
    expect((await me(access)).json().data.two_step.on).toBe(false);
  });

  it('needs the first step’s token and a link of its own kind, and mails in Finnish', async () => {
    expect((await askReset('not-a-token')).statusCode).toBe(400);
    const { email, secret } = await owner('resetfi');
    const token = await firstStep(email);
    const mails = mailsTo(email).length;
    expect((await askReset(token, 'fi')).json().data.message).toBe(
      'Lähetimme linkin sähköpostiisi. Avaa se, niin seitsemän päivän odotus alkaa.',
    );
    const linkMail = await mailed(email, mails + 1);
    expect(linkMail.subject).toBe(
      'Poistetaanko kaksivaiheinen kirjautuminen CV Builder -tililtäsi?',
    );
    // Another kind of link (the sign-up's), or another account's id, starts nothing.
    const link = resetLink(email);
    const verify = lastLink(t, 'verify-email', email);
    expect((await startReset(verify)).statusCode).toBe(400);
    expect((await startReset({ ...link, uuid: crypto.randomUUID() })).statusCode).toBe(400);
    expect((await startReset(link, 'fi')).statusCode).toBe(200);
    const notice = await mailed(email, mails + 2);
    expect(notice.subject).toBe(
      'Kaksivaiheinen kirjautuminen poistuu CV Builder -tililtäsi seitsemän päivän kuluttua',
    );
    // The token was not spent: the owner who finds the phone still signs in with it.
    expect((await secondStep(token, codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('keeps one waiting reset per account, however many asks arrive at once', async () => {
    const { session } = await owner('parallel');
    const store = createTwoStepRepository(t.database.db);
    const due = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);
    const rows = await Promise.all(
      [1, 2, 3, 4].map((days) => store.askReset(session.uuid, due(days))),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    const waiting = await t.database.db
      .select()
      .from(secondFactorResets)
      .where(eq(secondFactorResets.userId, session.uuid));
    expect(waiting).toHaveLength(1);
  });

  it('refuses a token that opened a session: a spent token is spent for everything', async () => {
    const { email, secret } = await owner('spentreset');
    const token = await firstStep(email);
    expect((await secondStep(token, codeAt(secret, 1))).statusCode).toBe(200);
    const mails = mailsTo(email).length;
    const asked = await askReset(token);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().error_code).toBe('second_factor_expired');
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(email)).toHaveLength(mails);
  });

  it('starts nothing once two-step sign-in is off', async () => {
    const { email, secret, session } = await owner('offlink');
    const mails = mailsTo(email).length;
    expect((await askReset(await firstStep(email))).statusCode).toBe(202);
    await mailed(email, mails + 1);
    const off = await req('DELETE', '/api/users/me/totp/', {
      token: session.tokens.access,
      json: { password: PASSWORD, code: codeAt(secret, 1) },
    });
    expect(off.statusCode, off.body).toBe(200);
    const started = await startReset(resetLink(email));
    expect(started.statusCode).toBe(409);
    expect(started.json().error_code).toBe('two_step_off');
  });
});

describe('bad input', () => {
  it('answers 4xx, never 500', async () => {
    const { session } = await owner('bad');
    const access = session.tokens.access;
    const bodies: unknown[] = [
      {},
      { code: null },
      { code: 123456 },
      { code: '\u0000\u0000\u0000' },
      { code: 'x'.repeat(10_000) },
      { code: '\ud800' },
      { password: ['a'], code: '123456' },
      { token: 7, code: '123456' },
      { token: 'a'.repeat(5000), code: '123456' },
      { token: '\u0000', code: '\ud800abc' },
    ];
    const routes: [string, string, string | undefined][] = [
      ['POST', '/api/users/me/totp/', access],
      ['POST', '/api/users/me/totp/confirm/', access],
      ['DELETE', '/api/users/me/totp/', access],
      ['POST', '/api/users/me/totp/recovery-codes/', access],
      ['POST', '/api/users/login/second-factor/', undefined],
    ];
    for (const [method, url, token] of routes) {
      for (const json of bodies) {
        const res = await req(method === 'POST' ? 'POST' : 'DELETE', url, {
          json: json as object,
          token,
          ip: randomIp(),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(json)}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
      const raw = await req(method === 'POST' ? 'POST' : 'DELETE', url, {
        raw: '{"code":',
        type: 'application/json',
        token,
      });
      expect(raw.statusCode).toBe(400);
    }
    // Without a session the account's routes answer 401.
    expect((await req('POST', '/api/users/me/totp/', { json: {} })).statusCode).toBe(401);
  });
});
