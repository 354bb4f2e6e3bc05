import { decodeJwt, SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, refreshTokens, users } from '@server/db/schema';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { appForFile, bearer, call } from './harness';
import { createCv } from './owner-helpers';
import {
  lastLink,
  makePremium,
  PASSWORD,
  post,
  randomIp,
  signUp,
  signUpWithUsername,
  waitForMail,
} from './users-helpers';

const t = appForFile();

describe('sign-up', () => {
  it('creates the account, mails a single-use link and stores neither password nor token in clear', async () => {
    const res = await post(t, '/api/users/register/', {
      email: 'Ann@Example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toMatch(/e-mail/);
    await waitForMail(t, 1);
    const { uuid, token } = lastLink(t, 'verify-email', 'ann@example.com');

    const dump = JSON.stringify([
      await t.database.db.select().from(users),
      await t.database.db.select().from(oneTimeTokens),
    ]);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(PASSWORD);
    expect(dump).toContain('$argon2id$v=19$m=19456,t=2,p=1$');

    const verified = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`);
    expect(verified.statusCode).toBe(200);
    const data = verified.json().data;
    expect(data.tokens.access).toBeTruthy();
    expect(data.tokens.refresh).toBeTruthy();
    expect(data.user).toEqual({
      uuid,
      email: 'ann@example.com',
      username: null,
      is_premium: false,
      first_name: null,
    });

    // Opened again by its verified owner: no second session, only the news that it is done.
    const again = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_code).toBe('already_verified');
  });

  it('answers a known address exactly like a new one and mails the owner a notice', async () => {
    await signUp(t, 'known@example.com');
    const mailsBefore = t.mail.length;
    const fresh = await post(t, '/api/users/register/', {
      email: 'brand-new@example.com',
      password: PASSWORD,
    });
    const known = await post(t, '/api/users/register/', {
      email: 'known@example.com',
      password: PASSWORD,
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    await waitForMail(t, mailsBefore + 2);
    const notice = t.mail.filter((m) => m.to === 'known@example.com').at(-1)!;
    expect(notice.subject).toMatch(/tried to sign up/);
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'known@example.com'`);
    expect(accounts).toHaveLength(1);
  });

  it.each([
    ['short', 'Ab3-xyz', /at least 8/],
    ['all digits', '12345678901', /only digits/],
    ['common', 'password123', /most common/],
    ['too long', 'x'.repeat(129), /at most 128/],
  ])('refuses a %s password and says which rule failed', async (_name, password, message) => {
    const res = await post(t, '/api/users/register/', { email: 'rules@example.com', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().password[0]).toMatch(message);
  });

  it('accepts 128 characters and never truncates them', async () => {
    // Varied words: a repeated block would be refused as too easy to guess.
    const long =
      'Quiet-Harbour-Lantern-Birch-Falcon-Meadow-Copper-Violin-Glacier-Orchid-Tundra-Ember-Willow-Saffron-Pebble-Comet-Juniper-Nectar-71'.slice(
        0,
        128,
      );
    expect(long).toHaveLength(128);
    await signUp(t, 'long@example.com', long);
    const cut = await post(t, '/api/users/login/', {
      email: 'long@example.com',
      password: long.slice(0, 72),
    });
    expect(cut.statusCode).toBe(400);
    const whole = await post(t, '/api/users/login/', { email: 'long@example.com', password: long });
    expect(whole.statusCode).toBe(200);
  });

  it('refuses a malformed e-mail in the user language', async () => {
    const res = await post(
      t,
      '/api/users/register/',
      { email: 'nobody@nowhere', password: PASSWORD },
      { 'accept-language': 'fi' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Anna kelvollinen sähköpostiosoite.'] });
  });

  it('refuses a form post with 415 and an empty body with 400, never 500', async () => {
    const register = (raw: string, type: string) =>
      call(t, 'POST', '/api/users/register/', { raw, type });
    const form = await register('email=a', 'text/plain');
    expect(form.statusCode).toBe(415);
    const empty = await register('', 'application/json');
    expect(empty.statusCode).toBe(400);
    const wrongTypes = await post(t, '/api/users/register/', { email: 5, password: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json()).sort()).toEqual(['email', 'password']);
  });
});

describe('e-mail links', () => {
  it('tells an altered and an expired link apart', async () => {
    const mailed = t.mail.length;
    await post(t, '/api/users/register/', { email: 'links@example.com', password: PASSWORD });
    await waitForMail(t, mailed + 1);
    const { uuid, token } = lastLink(t, 'verify-email', 'links@example.com');
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const bad = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${altered}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('link_invalid');

    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error_code).toBe('link_expired');

    const malformed = await call(t, 'GET', `/api/users/verify-email/?uuid=nope&token=x`);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('login', () => {
  it('refuses an unverified account after the right password and can resend the link', async () => {
    await post(t, '/api/users/register/', { email: 'pending@example.com', password: PASSWORD });
    const res = await post(t, '/api/users/login/', {
      email: 'pending@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('email_not_verified');
    const count = t.mail.length;
    const resend = await post(t, '/api/users/resend-verification/', {
      email: 'pending@example.com',
    });
    expect(resend.statusCode).toBe(200);
    await waitForMail(t, count + 1);
    expect(t.mail.at(-1)!.to).toBe('pending@example.com');
  });

  it('answers a wrong password and an unknown address alike', async () => {
    await signUp(t, 'lena@example.com');
    const wrong = await post(t, '/api/users/login/', {
      email: 'lena@example.com',
      password: 'Not-Her-Password-1',
    });
    const unknown = await post(t, '/api/users/login/', {
      email: 'ghost@example.com',
      password: 'Not-Her-Password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      detail: 'Incorrect e-mail or password.',
      error_code: 'invalid_credentials',
    });
  });

  it('logs in with the token payload the spec describes', async () => {
    await signUpWithUsername(t, 'mia@example.com', 'mia');
    const res = await post(t, '/api/users/login/', {
      email: 'MIA@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { tokens, user } = res.json().data;
    expect(user).toMatchObject({ email: 'mia@example.com', username: 'mia', is_premium: false });
    const claims = decodeJwt(tokens.access);
    expect(claims).toMatchObject({ username: 'mia', type: 'access', sub: user.uuid });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it("answers the name the dashboard welcomes by: the newest CV's first name, the owner's own", async () => {
    const login = async (email: string) => {
      const res = await post(t, '/api/users/login/', { email, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.user as Record<string, unknown>;
    };
    const owner = await signUpWithUsername(t, 'aino@example.com', 'ainov');
    const stranger = await signUpWithUsername(t, 'eero@example.com', 'eerok');
    await createCv(t, stranger.tokens.access, { ...SAMPLE_CV, first_name: 'Eero' });
    // No CV yet: no name, and the rest of the answer as before.
    expect(await login('aino@example.com')).toEqual({
      uuid: owner.user.uuid,
      email: 'aino@example.com',
      username: 'ainov',
      is_premium: false,
      first_name: null,
    });
    await makePremium(t, owner.user.uuid);
    await createCv(t, owner.tokens.access, { ...SAMPLE_CV, first_name: 'Aino' });
    expect((await login('aino@example.com')).first_name).toBe('Aino');
    // The newest CV's name, as its owner wrote it less the spaces around it.
    await createCv(t, owner.tokens.access, { ...SAMPLE_CV, first_name: ' Aino-Maria ' });
    const user = await login('aino@example.com');
    expect(user).toMatchObject({ username: 'ainov', is_premium: true, first_name: 'Aino-Maria' });
    expect((await login('eero@example.com')).first_name).toBe('Eero');
  });

  it('answers the 11th wrong password from one address within 15 minutes with 429 and Retry-After', async () => {
    await signUp(t, 'target@example.com');
    const remoteAddress = randomIp();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        remoteAddress,
        payload: { email: 'target@example.com', password: 'Wrong-Password-9' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json().error_code).toBe('rate_limited');
    // The limit is this address's on this account: the owner still gets in from another one.
    const elsewhere = await post(t, '/api/users/login/', {
      email: 'target@example.com',
      password: PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('lets a token read /me and refuses a missing, forged or wrong-kind token', async () => {
    const session = await signUp(t, 'tok@example.com');
    const me = await call(t, 'GET', '/api/users/me/', { token: session.tokens.access });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: 'tok@example.com',
      email_verified: true,
      has_password: true,
    });

    const none = await call(t, 'GET', '/api/users/me/');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'token_not_valid' });

    const claims = decodeJwt(session.tokens.access);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const wrongKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const expired = await new SignJWT({ username: null, type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.uuid)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.settings.JWT_SECRET));
    for (const token of [unsigned, wrongKey, expired, session.tokens.refresh]) {
      const res = await call(t, 'GET', '/api/users/me/', { token });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('refresh tokens', () => {
  async function refresh(token: string) {
    return post(t, '/api/users/refresh/', { refresh: token });
  }

  it('rotates on every use and kills the family when an old token is replayed', async () => {
    const session = await signUp(t, 'rot@example.com');
    const first = await refresh(session.tokens.refresh);
    expect(first.statusCode).toBe(200);
    const { access, refresh: next } = first.json().data;
    expect(access).toBeTruthy();
    expect(next).not.toBe(session.tokens.refresh);

    // Past the 10-second grace, the old token is a replay.
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 11_000) })
      .where(sql`${refreshTokens.rotatedAt} is not null`);
    const replay = await refresh(session.tokens.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('lets 20 concurrent refreshes of one token through without making a second family', async () => {
    const session = await signUp(t, 'tabs@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refresh(session.tokens.refresh)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const families = await t.database.db
      .selectDistinct({ family: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        sql`${refreshTokens.userId} = ${session.user.uuid} and ${refreshTokens.revokedAt} is null`,
      );
    expect(families).toHaveLength(1);
  });

  it('stops working after logout', async () => {
    const session = await signUp(t, 'bye@example.com');
    const res = await post(
      t,
      '/api/users/logout/',
      { refresh: session.tokens.refresh },
      bearer(session.tokens.access),
    );
    expect(res.statusCode).toBe(200);
    expect((await refresh(session.tokens.refresh)).statusCode).toBe(401);
  });

  it('refuses garbage', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await post(t, '/api/users/refresh/', {})).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('works once, revokes every session and mails a notice', async () => {
    const session = await signUp(t, 'reset@example.com');
    const other = await post(t, '/api/users/login/', {
      email: 'reset@example.com',
      password: PASSWORD,
    });
    const count = t.mail.length;
    const forgot = await post(t, '/api/users/forgot-password/', { email: 'reset@example.com' });
    const unknown = await post(t, '/api/users/forgot-password/', {
      email: 'nobody-here@example.com',
    });
    expect(forgot.statusCode).toBe(200);
    expect(unknown.body).toBe(forgot.body);
    await waitForMail(t, count + 1);
    const { uuid, token } = lastLink(t, 'reset-password', 'reset@example.com');

    const mismatch = await post(t, `/api/users/password-reset-confirm/${uuid}/${token}/`, {
      new_password: 'River-Stone-77',
      confirm_password: 'River-Stone-78',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ confirm_password: ['Passwords do not match.'] });

    const body = { new_password: 'River-Stone-77', confirm_password: 'River-Stone-77' };
    const ok = await post(t, `/api/users/password-reset-confirm/${uuid}/${token}/`, body);
    expect(ok.statusCode).toBe(200);
    const twice = await post(t, `/api/users/password-reset-confirm/${uuid}/${token}/`, body);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error_code).toBe('link_used');

    for (const r of [session.tokens.refresh, other.json().data.tokens.refresh]) {
      expect((await post(t, '/api/users/refresh/', { refresh: r })).statusCode).toBe(401);
    }
    expect(
      (await post(t, '/api/users/login/', { email: 'reset@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(t, '/api/users/login/', {
          email: 'reset@example.com',
          password: 'River-Stone-77',
        })
      ).statusCode,
    ).toBe(200);
    await waitForMail(t, count + 2);
    expect(t.mail.at(-1)!.subject).toMatch(/password was changed/);
  });

  it('limits forgot-password to 10 a quarter hour per account', async () => {
    for (let i = 0; i < 10; i++)
      await post(t, '/api/users/forgot-password/', { email: 'spam@example.com' });
    const last = await post(t, '/api/users/forgot-password/', { email: 'spam@example.com' });
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});

describe('usernames', () => {
  it('applies the format, reserved names and case-insensitive uniqueness', async () => {
    await signUpWithUsername(t, 'first@example.com', 'Jääskeläinen');
    const session = await signUp(t, 'second@example.com');
    const set = (username: unknown) =>
      call(t, 'PATCH', '/api/users/set-username/', {
        token: session.tokens.access,
        json: { username },
      });

    expect((await set('ab')).json().username[0]).toMatch(/3–20/);
    expect((await set('john.doe')).statusCode).toBe(400);
    expect((await set('Dashboard')).json().username[0]).toMatch(/reserved/);
    expect((await set('jääskeläinen')).json().username[0]).toMatch(/taken/);

    const ok = await set('  Second_2 ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.username).toBe('Second_2');
    expect(ok.json().data).not.toHaveProperty('access');
    const renewed = await post(t, '/api/users/refresh/', { refresh: session.tokens.refresh });
    expect(decodeJwt(renewed.json().data.access).username).toBe('Second_2');

    // Set once: the same name again is fine (a retry), another goes through me/username.
    expect((await set('Second_2')).statusCode).toBe(200);
    const again = await set('Third_3');
    expect(again.statusCode).toBe(400);
    expect(again.json().username[0]).toMatch(/account page/);
  });

  it('needs a signed-in user', async () => {
    const res = await call(t, 'PATCH', '/api/users/set-username/', {
      json: { username: 'nobody' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('premium status', () => {
  it('answers the signed-in user flag and needs a token', async () => {
    const session = await signUp(t, 'premium-status@example.com');
    const res = await call(t, 'GET', '/api/payments/premium-status/', {
      token: session.tokens.access,
    });
    expect(res.json()).toEqual({ data: { is_premium: false } });
    await makePremium(t, session.user.uuid);
    const after = await call(t, 'GET', '/api/payments/premium-status/', {
      token: session.tokens.access,
    });
    expect(after.json()).toEqual({ data: { is_premium: true } });
    expect((await call(t, 'GET', '/api/payments/premium-status/')).statusCode).toBe(401);
  });
});
