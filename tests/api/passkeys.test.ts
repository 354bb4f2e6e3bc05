/**
 * Passkeys through the API with a software authenticator: both ceremonies, what is refused
 * (a replayed challenge, another origin or relying party, another key's signature, a counter that
 * went back), the list, rename and removal (another's passkey is not found), the mails, strangers,
 * and bad input. With PostgreSQL and Redis, a ceremony begun on one instance ends on another.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { describe, expect, it, vi } from 'vitest';
import { passkeys, sessions, users } from '@server/db/schema';
import { call, appForFile, twoInstancesForFile, usingPostgres, type TestApp } from './harness';
import { newKeyPair, softwarePasskey, type Ceremony } from './passkey-authenticator';
import { lastLink, PASSWORD, randomIp, signUp, waitForMail } from './users-helpers';
import { testRedisUrl } from '../fixtures/test-redis';

const t = appForFile();
const BASE = '/api/users/passkeys';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let n = 0;
const email = (name: string) => `${name}.${Date.now().toString(36)}.${n++}@example.com`;

type Passkey = ReturnType<typeof softwarePasskey>;

/** The options call, with the account's password unless `json` says otherwise. */
const registerOptions = (app: TestApp, token: string, json: object = { password: PASSWORD }) =>
  call(app, 'POST', `${BASE}/register/options/`, { token, json, ip: randomIp() });

/** Both calls of a registration (the password sent unless `proof` says otherwise); the verification's answer. */
async function addPasskey(
  app: TestApp,
  token: string,
  key: Passkey,
  c: Ceremony & { name?: string; lang?: string; proof?: object } = {},
) {
  const options = await registerOptions(app, token, c.proof);
  expect(options.statusCode).toBe(200);
  const credential = key.register(options.json().data.options, c);
  return call(app, 'POST', `${BASE}/register/verify/`, {
    token,
    json: { credential, ...(c.name ? { name: c.name } : {}) },
    headers: { 'user-agent': ANDROID_CHROME, 'accept-language': c.lang ?? 'en' },
    ip: randomIp(),
  });
}

const loginOptions = async (app: TestApp) => {
  const res = await call(app, 'POST', `${BASE}/login/options/`, { json: {}, ip: randomIp() });
  expect(res.statusCode).toBe(200);
  return res.json().data.options as { challenge: string; rpId: string };
};

const loginVerify = (app: TestApp, credential: object) =>
  call(app, 'POST', `${BASE}/login/verify/`, { json: { credential }, ip: randomIp() });

/** A signed-up account with one passkey. */
async function withPasskey(name: string) {
  const session = await signUp(t, email(name));
  const key = softwarePasskey();
  const added = await addPasskey(t, session.tokens.access, key);
  expect(added.statusCode).toBe(201);
  return { session, key, passkey: added.json().data.passkey as { id: string; name: string } };
}

const list = async (token: string) => {
  const res = await call(t, 'GET', `${BASE}/`, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data.passkeys as {
    id: string;
    name: string;
    last_used_at: string | null;
    created_at: string;
    device_type: string;
    backed_up: boolean;
  }[];
};

/** The session's last proof an hour ago, as if the sign-in were old. */
async function ageProof(app: TestApp, userId: string) {
  await app.database.db
    .update(sessions)
    .set({ provenAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(sessions.userId, userId));
  app.app.liveSessions.changed(userId);
}

describe('registration', () => {
  it('stores the passkey named after the device, lists it and mails the owner', async () => {
    const session = await signUp(t, email('reg'));
    const options = await registerOptions(t, session.tokens.access);
    const data = options.json().data.options;
    expect(data.rp).toEqual({ id: 'localhost', name: 'CV Builder' });
    expect(data.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(data.excludeCredentials).toEqual([]);
    // EdDSA, ES256 and RS256, whatever the runtime: a post-quantum key that Node 24 offers by
    // default would not verify on Node 22, nor fit an answer's bounds (2.4 KB signatures).
    expect(data.pubKeyCredParams).toEqual([
      { alg: -8, type: 'public-key' },
      { alg: -7, type: 'public-key' },
      { alg: -257, type: 'public-key' },
    ]);

    const mails = t.mail.length;
    const key = softwarePasskey();
    const added = await addPasskey(t, session.tokens.access, key);
    expect(added.statusCode).toBe(201);
    expect(added.json().data.passkey).toMatchObject({
      id: key.id,
      name: 'Chrome on Android',
      last_used_at: null,
      device_type: 'singleDevice',
      backed_up: false,
    });
    const [row] = await list(session.tokens.access);
    expect(row).toMatchObject({ id: key.id, name: 'Chrome on Android' });
    expect(Object.keys(row!).sort()).toEqual(
      [
        'backed_up',
        'created_at',
        'device_type',
        'id',
        'last_used_at',
        'name',
        'user_verified',
      ].sort(),
    );

    await waitForMail(t, mails + 1);
    const mail = t.mail.at(-1)!;
    expect(mail.subject).toBe('A passkey was added to your CV Builder account');
    expect(mail.text).toContain('“Chrome on Android”');

    // The next options exclude it, so the same authenticator is not registered twice.
    const again = await registerOptions(t, session.tokens.access);
    expect(again.json().data.options.excludeCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('takes the name the person gives, and mails in their language', async () => {
    const session = await signUp(t, email('named'));
    const mails = t.mail.length;
    const added = await addPasskey(t, session.tokens.access, softwarePasskey(), {
      name: '  Työpuhelin ',
      lang: 'fi',
    });
    expect(added.json().data.passkey.name).toBe('Työpuhelin');
    await waitForMail(t, mails + 1);
    expect(t.mail.at(-1)!.subject).toBe('CV Builder -tiliisi lisättiin pääsyavain');
  });

  it('needs the password, even right after a sign-in with it', async () => {
    const session = await signUp(t, email('stale'));
    const none = await registerOptions(t, session.tokens.access, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ password: ['This field is required.'] });
    await ageProof(t, session.user.uuid);
    expect((await registerOptions(t, session.tokens.access, {})).statusCode).toBe(400);
    const wrong = await registerOptions(t, session.tokens.access, { password: 'Wrong-Lake-42' });
    expect(wrong.statusCode).toBe(400);
    const right = await registerOptions(t, session.tokens.access, { password: PASSWORD });
    expect(right.statusCode).toBe(200);
  });

  it('lets an account without a password (Google, Facebook) add one after a fresh sign-in', async () => {
    const session = await signUp(t, email('social'));
    await t.database.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, session.user.uuid));
    const added = await addPasskey(t, session.tokens.access, softwarePasskey(), { proof: {} });
    expect(added.statusCode).toBe(201);
    await ageProof(t, session.user.uuid);
    const stale = await registerOptions(t, session.tokens.access, {});
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error_code).toBe('reauth_required');
  });

  it('refuses another account’s challenge, a used one, another origin or relying party', async () => {
    const a = await signUp(t, email('ra'));
    const b = await signUp(t, email('rb'));
    const verify = (token: string, credential: object) =>
      call(t, 'POST', `${BASE}/register/verify/`, { token, json: { credential }, ip: randomIp() });

    const forA = (await registerOptions(t, a.tokens.access)).json().data.options;
    const byB = await verify(b.tokens.access, softwarePasskey().register(forA));
    expect(byB.statusCode).toBe(400);
    expect(byB.json().error_code).toBe('passkey_expired');
    // B's try used A's challenge up.
    expect((await verify(a.tokens.access, softwarePasskey().register(forA))).statusCode).toBe(400);

    for (const lie of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const options = (await registerOptions(t, a.tokens.access)).json().data.options;
      const res = await verify(a.tokens.access, softwarePasskey().register(options, lie));
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('passkey_invalid');
    }
    const options = (await registerOptions(t, a.tokens.access)).json().data.options;
    const credential = softwarePasskey().register(options);
    expect((await verify(a.tokens.access, credential)).statusCode).toBe(201);
    const replay = await verify(a.tokens.access, credential);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error_code).toBe('passkey_expired');
    expect(await list(a.tokens.access)).toHaveLength(1);
    expect(await list(b.tokens.access)).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('answers as a password sign-in does, and records the use', async () => {
    const { session, key } = await withPasskey('login');
    const options = await loginOptions(t);
    expect(options.rpId).toBe('localhost');
    const res = await loginVerify(t, key.authenticate(options));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['tokens', 'user']);
    expect(data.user.uuid).toBe(session.user.uuid);
    const me = await call(t, 'GET', '/api/users/me/', { token: data.tokens.access });
    expect(me.statusCode).toBe(200);
    const refreshed = await call(t, 'POST', '/api/users/refresh/', {
      json: { refresh: data.tokens.refresh },
      ip: randomIp(),
    });
    expect(refreshed.statusCode).toBe(200);
    const [row] = await list(data.tokens.access);
    expect(row!.last_used_at).not.toBeNull();
    const [stored] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, key.id));
    expect(stored!.counter).toBe(1);
  });

  it('is a fresh proof: a passkey session adds a passkey without the password', async () => {
    const { session, key } = await withPasskey('fresh');
    await ageProof(t, session.user.uuid);
    expect((await registerOptions(t, session.tokens.access, {})).statusCode).toBe(400);
    const signedIn = await loginVerify(t, key.authenticate(await loginOptions(t)));
    const token = signedIn.json().data.tokens.access as string;
    expect((await addPasskey(t, token, softwarePasskey(), { proof: {} })).statusCode).toBe(201);
  });

  it('refuses a replayed answer, another origin or relying party, another key, a counter gone back', async () => {
    const { key } = await withPasskey('refuse');
    const refused = async (credential: object, code: string) => {
      const res = await loginVerify(t, credential);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe(code);
      expect(res.json().data).toBeUndefined();
    };
    const good = key.authenticate(await loginOptions(t));
    expect((await loginVerify(t, good)).statusCode).toBe(200);
    await refused(good, 'passkey_expired');
    await refused(
      key.authenticate(await loginOptions(t), { origin: 'https://evil.example' }),
      'passkey_invalid',
    );
    await refused(
      key.authenticate(await loginOptions(t), { rpId: 'evil.example' }),
      'passkey_invalid',
    );
    await refused(
      key.authenticate(await loginOptions(t), { key: newKeyPair().privateKey }),
      'passkey_invalid',
    );
    // The stored counter is 1: an answer that says 1 again comes from a copy.
    await refused(key.authenticate(await loginOptions(t), { counter: 1 }), 'passkey_invalid');
    // A challenge the server never gave.
    await refused(
      key.authenticate({ challenge: randomBytes(32).toString('base64url') }),
      'passkey_expired',
    );
    expect((await loginVerify(t, key.authenticate(await loginOptions(t)))).statusCode).toBe(200);
  });

  it('needs no second code when two-step sign-in is on: the passkey is two factors, and stops a waiting reset', async () => {
    const { session, key } = await withPasskey('twostep');
    const token = session.tokens.access;
    const started = await call(t, 'POST', '/api/users/me/totp/', {
      token,
      json: { password: PASSWORD },
      ip: randomIp(),
    });
    const { secret } = started.json().data as { secret: string };
    const confirmed = await call(t, 'POST', '/api/users/me/totp/confirm/', {
      token,
      json: { code: generateSync({ secret }) },
      ip: randomIp(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const email = (await call(t, 'GET', '/api/users/me/', { token })).json().data.email as string;
    const withPassword = await call(t, 'POST', '/api/users/login/', {
      json: { email, password: PASSWORD },
      ip: randomIp(),
    });
    expect(Object.keys(withPassword.json().data)).toEqual(['second_factor']);
    // Someone with the password and the mailbox asks for the seven-day reset of two-step sign-in.
    const asked = await call(t, 'POST', '/api/users/login/second-factor/reset/', {
      json: { token: withPassword.json().data.second_factor.token },
      ip: randomIp(),
    });
    expect(asked.statusCode).toBe(202);
    await vi.waitFor(() => lastLink(t, 'second-factor-reset', email));
    const wait = await call(t, 'POST', '/api/users/second-factor-reset/', {
      json: lastLink(t, 'second-factor-reset', email),
      ip: randomIp(),
    });
    expect(wait.statusCode, wait.body).toBe(200);
    // A reset link of the account says a passkey could sign in instead.
    await call(t, 'POST', '/api/users/forgot-password/', { json: { email }, ip: randomIp() });
    const link = await vi.waitFor(() => lastLink(t, 'reset-password', email));
    const asks = await call(
      t,
      'GET',
      `/api/users/password-reset-confirm/${link.uuid}/${link.token}/`,
    );
    expect(asks.json().data.second_factor).toEqual({
      methods: ['totp', 'recovery_code'],
      passkey: true,
    });

    const byPasskey = await loginVerify(t, key.authenticate(await loginOptions(t)));
    expect(byPasskey.statusCode).toBe(200);
    expect(Object.keys(byPasskey.json().data).sort()).toEqual(['tokens', 'user']);
    const status = await call(t, 'GET', '/api/users/me/', {
      token: byPasskey.json().data.tokens.access,
    });
    expect(status.json().data.two_step).toMatchObject({ on: true, reset_due_at: null });
    await vi.waitFor(() =>
      expect(t.mail.filter((m) => m.to === email).at(-1)?.subject).toBe(
        'The reset of two-step sign-in was stopped',
      ),
    );
  });

  it('refuses a passkey nobody registered', async () => {
    const res = await loginVerify(t, softwarePasskey().authenticate(await loginOptions(t)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('passkey_invalid');
  });
});

describe('the account’s passkeys', () => {
  it('renames and removes its own, mails the removal and ends no session', async () => {
    const { session, key, passkey } = await withPasskey('own');
    const token = session.tokens.access;
    const renamed = await call(t, 'PATCH', `${BASE}/${passkey.id}/`, {
      token,
      json: { name: 'Pixel' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.passkey.name).toBe('Pixel');
    const mails = t.mail.length;
    const removed = await call(t, 'DELETE', `${BASE}/${passkey.id}/`, {
      token,
      json: { password: PASSWORD },
      headers: { 'accept-language': 'fi' },
    });
    expect(removed.statusCode).toBe(204);
    await waitForMail(t, mails + 1);
    expect(t.mail.at(-1)!.subject).toBe('CV Builder -tililtäsi poistettiin pääsyavain');
    expect(t.mail.at(-1)!.text).toContain('”Pixel”');
    expect(await list(token)).toEqual([]);
    expect((await call(t, 'GET', '/api/users/me/', { token })).statusCode).toBe(200);
    const gone = await loginVerify(t, key.authenticate(await loginOptions(t)));
    expect(gone.statusCode).toBe(400);
  });

  it('removes one only with the password or a recent passkey: a stolen access token alone cannot', async () => {
    const { session, key, passkey } = await withPasskey('stolen');
    const path = `${BASE}/${passkey.id}/`;
    const mails = t.mail.length;
    const bare = await call(t, 'DELETE', path, {
      token: session.tokens.access,
      json: {},
      ip: randomIp(),
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ password: ['This field is required.'] });
    const wrong = await call(t, 'DELETE', path, {
      token: session.tokens.access,
      json: { password: 'Wrong-Lake-42' },
      ip: randomIp(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(await list(session.tokens.access)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mail).toHaveLength(mails);
    // A passkey sign-in of the last minutes stands in for the password.
    const signedIn = await loginVerify(t, key.authenticate(await loginOptions(t)));
    const byPasskey = signedIn.json().data.tokens.access as string;
    const removed = await call(t, 'DELETE', path, { token: byPasskey, json: {}, ip: randomIp() });
    expect(removed.statusCode, removed.body).toBe(204);
  });

  it('cannot rename or remove another account’s passkey (404), which stays as it was', async () => {
    const owner = await withPasskey('owner');
    const other = await signUp(t, email('other'));
    const path = `${BASE}/${owner.passkey.id}/`;
    for (const res of [
      await call(t, 'PATCH', path, { token: other.tokens.access, json: { name: 'Mine now' } }),
      await call(t, 'DELETE', path, { token: other.tokens.access, json: { password: PASSWORD } }),
      await call(t, 'DELETE', `${BASE}/${randomBytes(16).toString('base64url')}/`, {
        token: other.tokens.access,
        json: { password: PASSWORD },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('passkey_not_found');
    }
    expect((await list(owner.session.tokens.access))[0]!.name).toBe(owner.passkey.name);
  });

  it('are in the data export by name and dates, never by key', async () => {
    const { session, key, passkey } = await withPasskey('export');
    const res = await call(t, 'GET', '/api/users/me/export/', { token: session.tokens.access });
    expect(res.statusCode).toBe(200);
    const [row] = await list(session.tokens.access);
    expect(res.json().account.passkeys).toEqual([
      { name: passkey.name, created_at: row!.created_at, last_used_at: null },
    ]);
    expect(res.body).not.toContain(key.id);
  });

  it('answers a stranger 401 on every signed-in call', async () => {
    const { session, passkey } = await withPasskey('stranger');
    const path = `${BASE}/${passkey.id}/`;
    const options = (await registerOptions(t, session.tokens.access)).json().data.options;
    const credential = softwarePasskey().register(options);
    for (const [method, url, json] of [
      ['POST', `${BASE}/register/options/`, {}],
      ['POST', `${BASE}/register/verify/`, { credential }],
      ['GET', `${BASE}/`, undefined],
      ['PATCH', path, { name: 'x' }],
      ['DELETE', path, {}],
    ] as const) {
      const res = await call(t, method, url, { json, ip: randomIp() });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers bad input with 400, never 500', async () => {
    const { session, passkey } = await withPasskey('bad');
    const token = session.tokens.access;
    const options = (await registerOptions(t, token)).json().data.options;
    const good = softwarePasskey().register(options);
    const junk = Buffer.from('not json').toString('base64url');
    const bodies: ['POST' | 'PATCH' | 'DELETE', string, object | string][] = [
      ['POST', `${BASE}/register/verify/`, {}],
      ['POST', `${BASE}/register/verify/`, { credential: 'x' }],
      ['POST', `${BASE}/register/verify/`, { credential: { ...good, id: 'not base64url!' } }],
      [
        'POST',
        `${BASE}/register/verify/`,
        { credential: { ...good, response: { ...good.response, clientDataJSON: junk } } },
      ],
      [
        'POST',
        `${BASE}/register/verify/`,
        { credential: { ...good, response: { ...good.response, attestationObject: 'AAAA' } } },
      ],
      ['POST', `${BASE}/register/verify/`, 'not json at all'],
      ['POST', `${BASE}/register/options/`, { password: 'x'.repeat(5000) }],
      ['POST', `${BASE}/login/verify/`, {}],
      [
        'POST',
        `${BASE}/login/verify/`,
        {
          credential: {
            id: 'abc',
            rawId: 'abc',
            type: 'public-key',
            response: { clientDataJSON: junk, authenticatorData: 'AAAA', signature: 'AAAA' },
          },
        },
      ],
      ['PATCH', `${BASE}/${passkey.id}/`, { name: '' }],
      ['PATCH', `${BASE}/${passkey.id}/`, { name: 'x'.repeat(61) }],
      ['PATCH', `${BASE}/${passkey.id}/`, { name: 42 }],
      ['PATCH', `${BASE}/${'x!'.repeat(50)}/`, { name: 'ok' }],
      ['DELETE', `${BASE}/%00/`, {}],
    ];
    for (const [method, url, body] of bodies) {
      const res = await call(t, method, url, {
        token,
        ...(typeof body === 'string' ? { raw: body, type: 'application/json' } : { json: body }),
        ip: randomIp(),
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
    }
    // Longer than the router takes: refused before any route, in the contract's shape.
    const long = await call(t, 'PATCH', `${BASE}/${'x'.repeat(300)}/`, { token, json: {} });
    expect(long.statusCode).toBe(414);
  });
});

describe.runIf(usingPostgres && testRedisUrl)('two instances sharing Redis', () => {
  const { a, b } = twoInstancesForFile(testRedisUrl!);

  it('end on one instance the ceremonies begun on the other, each once', async () => {
    const session = await signUp(a, email('cluster'));
    const key = softwarePasskey();
    const options = (await registerOptions(a, session.tokens.access)).json().data.options;
    const credential = key.register(options);
    const verify = (app: TestApp) =>
      call(app, 'POST', `${BASE}/register/verify/`, {
        token: session.tokens.access,
        json: { credential },
        ip: randomIp(),
      });
    expect((await verify(b)).statusCode).toBe(201);
    expect((await verify(a)).statusCode).toBe(400);

    const answer = key.authenticate(await loginOptions(b));
    const signedIn = await loginVerify(a, answer);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.uuid).toBe(session.user.uuid);
    expect((await loginVerify(b, answer)).statusCode).toBe(400);
  });
});
