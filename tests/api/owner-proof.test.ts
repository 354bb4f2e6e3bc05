/**
 * One rule for the account's sensitive changes (the password, the address, two-step sign-in, a
 * passkey, deletion): the password, or a passkey of the last ten minutes, a sign-in with it or a
 * confirmation in the signed-in session (confirm/options/ and confirm/verify/). A password sign-in
 * proves nothing more, a proof belongs to its own session only, and what is refused changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, sessions, users } from '@server/db/schema';
import { call, startTestApp, type TestApp } from './harness';
import { softwarePasskey } from './passkey-authenticator';
import { PASSWORD, randomIp, refreshTokens, signUp, waitForMail } from './users-helpers';

const BASE = '/api/users/passkeys';
const TEN_MINUTES = 10 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const email = (name: string) => `${name}.${Date.now().toString(36)}.${n++}@example.com`;

const req = (
  ...[method, url, c]: Parameters<typeof call> extends [TestApp, ...infer R] ? R : never
) => call(t, method, url, { ip: randomIp(), ...c });

type Key = ReturnType<typeof softwarePasskey>;

/** A password account with one passkey, and a session signed in with that passkey. */
async function ownerWithPasskey(name: string) {
  const address = email(name);
  const first = await signUp(t, address);
  const key = softwarePasskey();
  const options = await req('POST', `${BASE}/register/options/`, {
    token: first.tokens.access,
    json: { password: PASSWORD },
  });
  const added = await req('POST', `${BASE}/register/verify/`, {
    token: first.tokens.access,
    json: { credential: key.register(options.json().data.options) },
  });
  expect(added.statusCode).toBe(201);
  return { email: address, userId: first.user.uuid, key, passwordToken: first.tokens.access };
}

async function passkeySignIn(key: Key): Promise<string> {
  const options = await req('POST', `${BASE}/login/options/`, { json: {} });
  const res = await req('POST', `${BASE}/login/verify/`, {
    json: { credential: key.authenticate(options.json().data.options) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.tokens.access as string;
}

async function passwordSignIn(address: string): Promise<string> {
  const res = await req('POST', '/api/users/login/', {
    json: { email: address, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.tokens.access as string;
}

const me = async (token: string) => {
  const res = await req('GET', '/api/users/me/', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { passkey_proof_until: string | null };
};

const userRow = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0];

/** Every session of the user proven an hour ago, as if its sign-in were old. */
async function ageProofs(userId: string) {
  await t.database.db
    .update(sessions)
    .set({ provenAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(sessions.userId, userId));
  t.app.liveSessions.changed(userId);
}

const emailChange = (token: string, json: object) =>
  req('POST', '/api/users/me/email/', { token, json });

const REQUIRED = { password: ['This field is required.'] };

describe('a passkey sign-in', () => {
  it('proves a password account’s changes for ten minutes, and then no longer', async () => {
    const owner = await ownerWithPasskey('proof');
    const token = await passkeySignIn(owner.key);
    const until = Date.parse((await me(token)).passkey_proof_until ?? '');
    expect(until).toBeGreaterThan(Date.now() + TEN_MINUTES - 30_000);
    expect(until).toBeLessThanOrEqual(Date.now() + TEN_MINUTES);

    const mails = t.mail.length;
    const moved = await emailChange(token, { email: email('new') });
    expect(moved.statusCode).toBe(202);
    await waitForMail(t, mails + 1);
    expect((await req('POST', '/api/users/me/totp/', { token, json: {} })).statusCode).toBe(200);
    const renewed = await req('POST', '/api/users/me/password/', {
      token,
      json: { new_password: 'River-Stone-77' },
    });
    expect(renewed.statusCode).toBe(200);

    await ageProofs(owner.userId);
    expect((await me(token)).passkey_proof_until).toBeNull();
    const before = await userRow(owner.userId);
    const stale = await emailChange(token, { email: email('later') });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(REQUIRED);
    const keep = await req('DELETE', '/api/users/me/', { token, json: {} });
    expect(keep.statusCode).toBe(400);
    expect(await userRow(owner.userId)).toEqual(before);
  });

  it('deletes the account without the password', async () => {
    const owner = await ownerWithPasskey('gone');
    const token = await passkeySignIn(owner.key);
    expect((await req('DELETE', '/api/users/me/', { token, json: {} })).statusCode).toBe(204);
    expect(await userRow(owner.userId)).toBeUndefined();
  });
});

describe('a password sign-in', () => {
  it('is no passkey: the password is still asked, and a refusal changes nothing', async () => {
    const owner = await ownerWithPasskey('pw');
    const token = await passwordSignIn(owner.email);
    expect((await me(token)).passkey_proof_until).toBeNull();
    const before = await userRow(owner.userId);
    for (const [method, url, json] of [
      ['POST', '/api/users/me/email/', { email: email('x') }],
      ['POST', '/api/users/me/password/', { new_password: 'River-Stone-77' }],
      ['POST', '/api/users/me/totp/', {}],
      ['POST', `${BASE}/register/options/`, {}],
      ['DELETE', '/api/users/me/', {}],
    ] as const) {
      const res = await req(method, url, { token, json });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await userRow(owner.userId)).toEqual(before);
  });
});

describe('confirming with a passkey while signed in', () => {
  it('proves this session only, offers only the account’s own passkeys, and moves the counter', async () => {
    const owner = await ownerWithPasskey('confirm');
    const phone = await passwordSignIn(owner.email);
    const laptop = await passwordSignIn(owner.email);

    const options = await req('POST', `${BASE}/confirm/options/`, { token: phone, json: {} });
    expect(options.statusCode).toBe(200);
    const offered = options.json().data.options as {
      challenge: string;
      allowCredentials: { id: string }[];
    };
    expect(offered.allowCredentials.map((c) => c.id)).toEqual([owner.key.id]);
    const [before] = await t.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.id, owner.key.id));

    const proven = await req('POST', `${BASE}/confirm/verify/`, {
      token: phone,
      json: { credential: owner.key.authenticate(offered) },
    });
    expect(proven.statusCode).toBe(200);
    const until = proven.json().data.passkey_proof_until as string;
    expect(Date.parse(until)).toBeGreaterThan(Date.now() + TEN_MINUTES - 30_000);
    expect((await me(phone)).passkey_proof_until).toBe(until);
    const [after] = await t.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.id, owner.key.id));
    expect(after!.counter).toBeGreaterThan(before!.counter);
    expect(after!.lastUsedAt).not.toBeNull();

    // The phone changes the address without the password; the laptop is still asked for it.
    expect((await emailChange(phone, { email: email('phone') })).statusCode).toBe(202);
    expect((await me(laptop)).passkey_proof_until).toBeNull();
    expect((await emailChange(laptop, { email: email('laptop') })).json()).toEqual(REQUIRED);
  });

  it('refuses another account’s passkey, another session’s challenge, a replay and strangers', async () => {
    const owner = await ownerWithPasskey('victim');
    const thief = await ownerWithPasskey('thief');
    const phone = await passwordSignIn(owner.email);
    const laptop = await passwordSignIn(owner.email);
    const options = async (token: string) =>
      (await req('POST', `${BASE}/confirm/options/`, { token, json: {} })).json().data.options as {
        challenge: string;
      };
    const verify = (token: string, credential: object) =>
      req('POST', `${BASE}/confirm/verify/`, { token, json: { credential } });

    const foreign = await verify(phone, thief.key.authenticate(await options(phone)));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_code).toBe('passkey_invalid');

    const elsewhere = await verify(laptop, owner.key.authenticate(await options(phone)));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error_code).toBe('passkey_expired');

    const answer = owner.key.authenticate(await options(phone));
    expect((await verify(phone, answer)).statusCode).toBe(200);
    expect((await verify(phone, answer)).statusCode).toBe(400);
    expect((await me(laptop)).passkey_proof_until).toBeNull();

    const stranger = await req('POST', `${BASE}/confirm/options/`, { json: {} });
    expect(stranger.statusCode).toBe(401);
    const strangerVerify = await req('POST', `${BASE}/confirm/verify/`, {
      json: { credential: answer },
    });
    expect(strangerVerify.statusCode).toBe(401);

    for (const json of [{}, { credential: 'x' }, { credential: { id: '!', response: {} } }]) {
      const res = await verify(phone, json);
      expect(res.statusCode).toBe(400);
    }
  });

  it('tells an account without passkeys to use its password', async () => {
    const address = email('nokeys');
    const session = await signUp(t, address);
    const res = await req('POST', `${BASE}/confirm/options/`, {
      token: session.tokens.access,
      json: {},
      headers: { 'accept-language': 'fi' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('no_passkeys');
    expect(res.json().detail).toBe('Tililläsi ei ole vielä pääsyavaimia. Kirjoita salasanasi.');
  });

  it('is not renewed by refreshing the token', async () => {
    const owner = await ownerWithPasskey('refresh');
    const options = await req('POST', `${BASE}/login/options/`, { json: {} });
    const signedIn = await req('POST', `${BASE}/login/verify/`, {
      json: { credential: owner.key.authenticate(options.json().data.options) },
    });
    const { refresh } = signedIn.json().data.tokens as { refresh: string };
    await ageProofs(owner.userId);
    const { access: token } = await refreshTokens(t, refresh);
    expect((await me(token)).passkey_proof_until).toBeNull();
    expect((await emailChange(token, { email: email('r') })).json()).toEqual(REQUIRED);
  });
});

describe('a passkey that did not verify the user', () => {
  const noUv = { noUserVerification: true };

  it('is not registered: the options require user verification', async () => {
    const session = await signUp(t, email('no-uv-add'));
    const options = await req('POST', `${BASE}/register/options/`, {
      token: session.tokens.access,
      json: { password: PASSWORD },
    });
    const data = options.json().data.options;
    expect(data.authenticatorSelection.userVerification).toBe('required');
    const added = await req('POST', `${BASE}/register/verify/`, {
      token: session.tokens.access,
      json: { credential: softwarePasskey().register(data, noUv) },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().error_code).toBe('passkey_invalid');
  });

  it('signs nobody in and proves no session; an older one is marked until it verifies once', async () => {
    const owner = await ownerWithPasskey('no-uv');
    const loginOptions = await req('POST', `${BASE}/login/options/`, { json: {} });
    expect(loginOptions.json().data.options.userVerification).toBe('required');
    const refused = await req('POST', `${BASE}/login/verify/`, {
      json: { credential: owner.key.authenticate(loginOptions.json().data.options, noUv) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_code).toBe('passkey_invalid');

    const phone = await passwordSignIn(owner.email);
    const options = await req('POST', `${BASE}/confirm/options/`, { token: phone, json: {} });
    const confirm = await req('POST', `${BASE}/confirm/verify/`, {
      token: phone,
      json: { credential: owner.key.authenticate(options.json().data.options, noUv) },
    });
    expect(confirm.statusCode).toBe(400);
    expect((await me(phone)).passkey_proof_until).toBeNull();

    // A passkey stored before user verification was required, which never sent it, is marked.
    await t.database.db
      .update(passkeys)
      .set({ userVerified: false })
      .where(eq(passkeys.id, owner.key.id));
    const list = async () =>
      (await req('GET', `${BASE}/`, { token: phone })).json().data.passkeys as {
        user_verified: boolean;
      }[];
    expect((await list())[0]!.user_verified).toBe(false);
    await passkeySignIn(owner.key);
    expect((await list())[0]!.user_verified).toBe(true);
  });
});
