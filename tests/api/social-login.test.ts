import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, queryRows, startTestApp } from './harness';
import { socialAppForFile } from './social-app';
import {
  lastLink,
  PASSWORD,
  post,
  register,
  signUp,
  verifyLink,
  waitForMail,
} from './users-helpers';

const { t, google, facebook } = socialAppForFile();

describe('Google sign-in', () => {
  it('signs a new person up and signs them in again by the same subject', async () => {
    const idToken = await google.idToken({ sub: 'g-new', email: 'new.google@example.com' });
    const first = await post(t, '/api/users/google_login/', { id_token: idToken });
    expect(first.statusCode).toBe(200);
    const { tokens, user } = first.json().data;
    expect(tokens.access && tokens.refresh).toBeTruthy();
    expect(user).toMatchObject({ email: 'new.google@example.com', username: null });

    // A changed address at Google still finds the same account.
    const again = await post(t, '/api/users/google_login/', {
      id_token: await google.idToken({ sub: 'g-new', email: 'renamed@example.com' }),
    });
    expect(again.json().data.user.uuid).toBe(user.uuid);
  });

  it('links to an existing account through a verified address', async () => {
    const existing = await signUp(t, 'both@example.com');
    const res = await post(t, '/api/users/google_login/', {
      id_token: await google.idToken({ sub: 'g-both', email: 'both@example.com' }),
    });
    expect(res.json().data.user.uuid).toBe(existing.user.uuid);
    const me = await call(t, 'GET', '/api/users/me/', {
      headers: { authorization: `Bearer ${res.json().data.tokens.access}` },
    });
    expect(me.json().data.providers).toEqual(['google']);
  });

  it('takes over an unverified account without its password (pre-hijacking)', async () => {
    // The attacker registers the victim's address with a password of their own and never verifies.
    const mailsBefore = t.mail.length;
    const registered = await post(t, '/api/users/register/', {
      email: 'victim@example.com',
      password: 'Attacker-Knows-This-31',
    });
    expect(registered.statusCode).toBe(201);
    await waitForMail(t, mailsBefore + 1);
    const attackerLogin = () =>
      post(t, '/api/users/login/', {
        email: 'victim@example.com',
        password: 'Attacker-Knows-This-31',
      });
    expect((await attackerLogin()).json().error_code).toBe('email_not_verified');

    // The victim signs in with Google, which proves the address.
    const social = await post(t, '/api/users/google_login/', {
      id_token: await google.idToken({ sub: 'g-victim', email: 'victim@example.com' }),
    });
    expect(social.statusCode).toBe(200);
    const { tokens } = social.json().data;
    const me = await call(t, 'GET', '/api/users/me/', {
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(me.json().data).toMatchObject({
      email_verified: true,
      has_password: false,
      providers: ['google'],
    });

    // The attacker's password no longer opens the account, now that it is verified.
    const after = await attackerLogin();
    expect(after.statusCode).toBe(400);
    expect(after.json().error_code).toBe('invalid_credentials');
    // Nor does the verification link mailed at registration sign anyone in.
    const { uuid, token } = lastLink(t, 'verify-email', 'victim@example.com');
    const link = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`);
    expect(link.statusCode).toBe(400);
    expect(link.json().error_code).toBe('already_verified');
  });

  it('keeps the password of a verified account it links to', async () => {
    await signUp(t, 'keeps@example.com');
    await post(t, '/api/users/google_login/', {
      id_token: await google.idToken({ sub: 'g-keeps', email: 'keeps@example.com' }),
    });
    const login = await post(t, '/api/users/login/', {
      email: 'keeps@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['a wrong issuer', { iss: 'https://evil.example.com' }, {}],
    ['an expired token', {}, { expiresIn: '-1m' }],
    ['a bad signature', {}, { key: 'wrong' as const }],
    ['an unverified e-mail', { sub: 'g-unverified', email_verified: false }, {}],
  ])('refuses %s', async (_name, claims, options) => {
    const res = await post(t, '/api/users/google_login/', {
      id_token: await google.idToken(claims, options),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toMatch(/^social_/);
  });

  it('refuses a token that is not a JWT at all', async () => {
    const res = await post(t, '/api/users/google_login/', { id_token: 'garbage' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('social_token_invalid');
  });
});

describe('Facebook sign-in', () => {
  it('signs in with the user id Facebook reports', async () => {
    facebook.addToken('fb-good', { user_id: 'fb-42', email: 'fb42@example.com' });
    const res = await post(t, '/api/users/fb_login/', { fb_access_token: 'fb-good' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('fb42@example.com');
  });

  it.each([
    ["another app's token", { app_id: '999' }],
    ['an expired token', { expires_at: Math.floor(Date.now() / 1000) - 10 }],
    ['a page token', { type: 'PAGE' }],
    ['an invalid token', { is_valid: false }],
    // Never registered with the fake: Facebook does not know it.
    ['a token Facebook does not know', undefined],
  ])('refuses %s', async (_name, overrides) => {
    const token = `fb-${Math.random()}`;
    if (overrides) facebook.addToken(token, overrides);
    const res = await post(t, '/api/users/fb_login/', { fb_access_token: token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('social_token_invalid');
  });
});

describe('Facebook’s address is no proof', () => {
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

  it('drops a Facebook sign-in made with the address before the owner proved it', async () => {
    const email = 'fb-first@example.com';
    facebook.addToken('fb-squatter', { user_id: 'fb-squatter', email });
    const squatter = await post(t, '/api/users/fb_login/', { fb_access_token: 'fb-squatter' });
    expect(squatter.statusCode).toBe(200);
    const squatterAccess = squatter.json().data.tokens.access as string;
    // Facebook's word is not a proof: the address stays unconfirmed.
    const me = await call(t, 'GET', '/api/users/me/', { token: squatterAccess });
    expect(me.json().data.email_verified).toBe(false);

    expect((await verifyLink(t, await register(t, email, PASSWORD))).statusCode).toBe(200);
    expect((await post(t, '/api/users/login/', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    // The squatter's session ended, and Facebook no longer opens the account.
    expect((await call(t, 'GET', '/api/users/me/', { token: squatterAccess })).statusCode).toBe(
      401,
    );
    const again = await post(t, '/api/users/fb_login/', { fb_access_token: 'fb-squatter' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('social_sign_in_first');
  });
});

describe('without configuration', () => {
  it('answers 503 with a clear message', async () => {
    const plain = await startTestApp();
    try {
      const res = await post(plain, '/api/users/google_login/', { id_token: 'x' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error_code: 'social_unavailable',
        detail: 'Sign-in with Google is not available.',
      });
    } finally {
      await plain.close();
    }
  });
});
