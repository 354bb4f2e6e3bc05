/**
 * Sessions end when their owner ends them: every access token of an ended session is refused at
 * once, whichever phone holds it, and nothing renews a token without its session. Each way of
 * ending sessions is shown with two phones signed in to one account.
 */
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashToken } from '@server/lib/secrets';
import { appForFile, call, queryRows } from './harness';
import { newOwner } from './owner-helpers';
import { PASSWORD, lastLink, post, randomIp, refreshTokens, waitForMail } from './users-helpers';

const t = appForFile();
const NEW_PASSWORD = 'Harbour-Violin-Cloud-93';

/** A phone signed in with the password: its own session. */
async function phone(email: string, password = PASSWORD) {
  const res = await post(t, '/api/users/login/', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.tokens as { access: string; refresh: string };
}

/** Two phones of one new account, each in a session of its own. */
async function twoPhones(prefix: string) {
  const owner = await newOwner(t, prefix);
  return { owner, a: await phone(owner.email), b: await phone(owner.email) };
}

const me = (access: string) => call(t, 'GET', '/api/users/me/', { token: access });
const refresh = (token: string) => post(t, '/api/users/refresh/', { refresh: token });

/** What a phone can still do: read its account, rename it, and renew its tokens. */
async function reach(tokens: { access: string; refresh: string }) {
  return {
    me: (await me(tokens.access)).statusCode,
    refresh: (await refresh(tokens.refresh)).statusCode,
  };
}

describe('ending sessions', () => {
  it('logout ends that phone’s access token at once, and only that phone’s', async () => {
    const { owner, a, b } = await twoPhones('lo');
    expect((await me(a.access)).statusCode).toBe(200);
    expect((await post(t, '/api/users/logout/', { refresh: a.refresh })).statusCode).toBe(200);

    expect((await me(a.access)).statusCode).toBe(401);
    // The old token renews nothing either: set-username mints no token, and refuses it.
    const renamed = await call(t, 'PATCH', '/api/users/set-username/', {
      token: a.access,
      json: { username: owner.username },
    });
    expect(renamed.statusCode).toBe(401);
    expect(renamed.body).not.toMatch(/"access"/);
    expect((await refresh(a.refresh)).statusCode).toBe(401);
    expect(await reach(b)).toEqual({ me: 200, refresh: 200 });
  });

  it('a password change ends the other phones and keeps this one', async () => {
    const { owner, a, b } = await twoPhones('pw');
    const res = await call(t, 'POST', '/api/users/me/password/', {
      token: a.access,
      json: { current_password: PASSWORD, new_password: NEW_PASSWORD },
      ip: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(b.access)).statusCode).toBe(401);
    expect((await refresh(b.refresh)).statusCode).toBe(401);
    expect(await reach(a)).toEqual({ me: 200, refresh: 200 });
    expect((await me(owner.token)).statusCode).toBe(401);
  });

  it('a password reset ends every phone, the one that asked too', async () => {
    const { owner, a, b } = await twoPhones('rs');
    const mails = t.mail.length;
    await post(t, '/api/users/forgot-password/', { email: owner.email });
    await waitForMail(t, mails + 1);
    const { uuid, token } = lastLink(t, 'reset-password', owner.email);
    const res = await post(t, `/api/users/password-reset-confirm/${uuid}/${token}/`, {
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const tokens of [a, b]) expect(await reach(tokens)).toEqual({ me: 401, refresh: 401 });
    expect((await me(owner.token)).statusCode).toBe(401);
    expect(await reach(await phone(owner.email, NEW_PASSWORD))).toEqual({ me: 200, refresh: 200 });
  });

  it('deleting the account ends every phone', async () => {
    const { a, b } = await twoPhones('del');
    const res = await call(t, 'DELETE', '/api/users/me/', {
      token: a.access,
      json: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    for (const tokens of [a, b]) expect(await reach(tokens)).toEqual({ me: 401, refresh: 401 });
  });

  it('refuses a validly signed token whose session never existed or is another user’s', async () => {
    const { owner, a } = await twoPhones('forge');
    const other = await newOwner(t, 'forge2');
    const [session] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from sessions where user_id = ${other.user.uuid} limit 1`,
    );
    // The server's own signer, so only the session can make the difference.
    const { createAccessTokens } = await import('@server/modules/users/sessions/tokens');
    const tokens = createAccessTokens(t.settings.JWT_SECRET);
    const sign = (sid: string) => tokens.sign({ sub: owner.user.uuid, username: null, sid });
    expect((await me(await sign(crypto.randomUUID()))).statusCode).toBe(401);
    expect((await me(await sign(session!.id))).statusCode).toBe(401);
    expect((await me(a.access)).statusCode).toBe(200);
  });
});

describe('the refresh grace', () => {
  it('answers a replay within the grace with the same successor, never a new branch', async () => {
    const { owner, a } = await twoPhones('grace');
    const first = await refreshTokens(t, a.refresh);
    // A thief replays the leaked token many times within the grace.
    const replays = await Promise.all(Array.from({ length: 10 }, () => refresh(a.refresh)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data.refresh).toBe(first.refresh);
    }
    // One session, two refresh tokens: the leaked one and its one successor.
    const rows = await queryRows<{ family: string; tokens: number }>(
      t.database,
      sql`select family_id as family, count(*)::int as tokens from refresh_tokens
          where user_id = ${owner.user.uuid}
            and family_id = (select family_id from refresh_tokens where user_id = ${owner.user.uuid}
                             order by created_at desc limit 1)
          group by family_id`,
    );
    expect(rows).toEqual([{ family: expect.any(String), tokens: 2 }]);
    // The successor goes on as one chain.
    const next = await refreshTokens(t, first.refresh);
    expect((await me(next.access)).statusCode).toBe(200);
  });

  it('ends the session when a rotated token comes back after the grace', async () => {
    const { a } = await twoPhones('late');
    const next = await refreshTokens(t, a.refresh);
    // As if the grace had run out since the rotation.
    await t.database.db.execute(
      sql`update refresh_tokens set rotated_at = now() - interval '1 minute' where token_hash = ${hashToken(a.refresh)}`,
    );
    expect((await refresh(a.refresh)).statusCode).toBe(401);
    expect((await me(next.access)).statusCode).toBe(401);
    expect((await refresh(next.refresh)).statusCode).toBe(401);
  });
});

describe('recent proof for an account without a password', () => {
  const sessionOf = (access: string) => decodeJwt(access).sid as string;
  /** Makes the session look proven `minutes` ago, as if signed in back then. */
  const provenAgo = (access: string, minutes: number) =>
    t.database.db.execute(
      sql`update sessions set proven_at = now() - make_interval(mins => ${minutes}) where id = ${sessionOf(access)}`,
    );
  const setFirstPassword = (access: string) =>
    call(t, 'POST', '/api/users/me/password/', {
      token: access,
      json: { current_password: '', new_password: NEW_PASSWORD },
      ip: randomIp(),
    });

  it('reads the session’s last sign-in, which a refresh does not renew', async () => {
    const { owner, a, b } = await twoPhones('social');
    // As an account made with Google or Facebook: no password.
    await t.database.db.execute(
      sql`update users set password_hash = null where id = ${owner.user.uuid}`,
    );
    await provenAgo(a.access, 11);
    await provenAgo(b.access, 5);

    // A fresh access token from a refresh is no new proof.
    const renewed = await refreshTokens(t, a.refresh);
    const firstPassword = await setFirstPassword(renewed.access);
    expect(firstPassword.statusCode).toBe(400);
    expect(firstPassword.json().error_code).toBe('reauth_required');
    const deletion = await call(t, 'DELETE', '/api/users/me/', {
      token: renewed.access,
      json: {},
    });
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json().error_code).toBe('reauth_required');
    expect((await me(renewed.access)).statusCode).toBe(200);

    // Signed in a few minutes ago on the other phone: the first password goes through there.
    const set = await setFirstPassword(b.access);
    expect(set.statusCode, set.body).toBe(200);
  });
});
