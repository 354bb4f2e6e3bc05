/** The account page's changes: password, e-mail address and username. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { releasedUsernames, users } from '@server/db/schema';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { appForFile, call, queryRows } from './harness';
import { createCv, newOwner } from './owner-helpers';
import { lastLink, PASSWORD, post, randomIp, signUp, waitForMail } from './users-helpers';

const t = appForFile();
const NEW_PASSWORD = 'Harbour-Violin-Cloud-93';

/** A new account with a username (see newOwner), with its id for reading the stored row. */
async function newUser(prefix = 'chg') {
  const owner = await newOwner(t, prefix);
  return { ...owner, id: owner.user.uuid };
}

/** The whole stored user row. */
async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
}

/** Every column but the ones named (and updated_at, which any write moves). */
function without(row: Awaited<ReturnType<typeof userRow>>, ...keys: string[]) {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => key !== 'updatedAt' && !keys.includes(key)),
  );
}

const login = (email: string, password: string) =>
  post(t, '/api/users/login/', { email, password });
const refresh = (token: string) => post(t, '/api/users/refresh/', { refresh: token });

const publicCv = (token: string) => createCv(t, token, { ...SAMPLE_CV, is_public: true });

describe('changing the password', () => {
  it('sets the new password, keeps this session and signs every other one out', async () => {
    const user = await newUser();
    const other = (await login(user.email, PASSWORD)).json().data.tokens as { refresh: string };
    const before = await userRow(user.id);
    const mails = t.mail.length;

    const res = await call(t, 'POST', '/api/users/me/password/', {
      token: user.token,
      json: { current_password: PASSWORD, new_password: NEW_PASSWORD },
      ip: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { message: 'Your password is changed. Other devices were signed out.' },
    });

    const after = await userRow(user.id);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(without(after, 'passwordHash')).toEqual(without(before, 'passwordHash'));
    // This session goes on (its refresh token rotates as usual); the other one is over.
    const mine = await refresh(user.tokens.refresh);
    expect(mine.statusCode).toBe(200);
    expect((await refresh(mine.json().data.refresh)).statusCode).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // The owner is told by mail.
    await waitForMail(t, mails + 1);
    const notice = t.mail.at(-1)!;
    expect(notice.to).toBe(user.email);
    expect(notice.subject).toBe('Your CV Builder password was changed');
  });

  it('refuses a wrong current password with 400 on its field and changes nothing', async () => {
    const user = await newUser();
    const other = (await login(user.email, PASSWORD)).json().data.tokens as { refresh: string };
    const before = await userRow(user.id);
    const res = await call(t, 'POST', '/api/users/me/password/', {
      token: user.token,
      json: { current_password: 'Not-The-Password-1', new_password: NEW_PASSWORD },
      headers: { 'accept-language': 'fi' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['current_password']);
    const missing = await call(t, 'POST', '/api/users/me/password/', {
      token: user.token,
      json: { new_password: NEW_PASSWORD },
    });
    expect(missing.json()).toEqual({ current_password: ['This field is required.'] });
    expect(await userRow(user.id)).toEqual(before);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('holds the new password to the sign-up rules', async () => {
    const user = await newUser('weakpw');
    const before = await userRow(user.id);
    // The address's local part (`weakpw-N`) is refused inside a password.
    const withAddress = `${user.email.split('@')[0]}-Mountain-99`;
    for (const weak of ['short', '12345678901', 'password123', withAddress]) {
      const res = await call(t, 'POST', '/api/users/me/password/', {
        token: user.token,
        json: { current_password: PASSWORD, new_password: weak },
      });
      expect(res.statusCode, weak).toBe(400);
      expect(Object.keys(res.json()), weak).toEqual(['new_password']);
    }
    expect(await userRow(user.id)).toEqual(before);
  });

  it('counts tries per account like sign-in: the 11th within 15 minutes is refused', async () => {
    const user = await newUser();
    for (let i = 0; i < 10; i++) {
      const res = await call(t, 'POST', '/api/users/me/password/', {
        token: user.token,
        json: { current_password: `Wrong-Guess-${i}x`, new_password: NEW_PASSWORD },
        ip: randomIp(),
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await call(t, 'POST', '/api/users/me/password/', {
      token: user.token,
      json: { current_password: PASSWORD, new_password: NEW_PASSWORD },
      ip: randomIp(),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('lets an account with only Google or Facebook set a first password without a current one', async () => {
    const user = await newUser();
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const me = await call(t, 'GET', '/api/users/me/', { token: user.token });
    expect(me.json().data.has_password).toBe(false);
    const res = await call(t, 'POST', '/api/users/me/password/', {
      token: user.token,
      json: { new_password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const now = await call(t, 'GET', '/api/users/me/', { token: user.token });
    expect(now.json().data.has_password).toBe(true);
  });
});

const changeEmail = (token: string, json: object, ip = randomIp()) =>
  call(t, 'POST', '/api/users/me/email/', { token, json, ip });
/** Opens the link; signed in on this device, the app sends the session's token along. */
const confirm = (link: { uuid: string; token: string }, token?: string) =>
  call(t, 'POST', '/api/users/confirm-email/', { json: link, token, ip: randomIp() });

describe('changing the e-mail address', () => {
  it('moves the account only when the link mailed to the new address is opened', async () => {
    const user = await newUser();
    const before = await userRow(user.id);
    const mails = t.mail.length;
    const res = await changeEmail(user.token, {
      email: 'New-Home@Example.com',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(202);
    await waitForMail(t, mails + 1);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe('new-home@example.com');
    expect(mail.subject).toBe('Confirm your new e-mail address');

    // Nothing moved yet: the old address still signs in, the new one does not.
    expect(await userRow(user.id)).toEqual(before);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await login('new-home@example.com', PASSWORD)).statusCode).toBe(400);

    const link = lastLink(t, 'confirm-email', 'new-home@example.com');
    expect(link.uuid).toBe(user.id);
    const otherPhone = await login(user.email, PASSWORD);
    const done = await confirm(link, user.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { email: 'new-home@example.com' } });

    const after = await userRow(user.id);
    expect(after.email).toBe('new-home@example.com');
    expect(after.emailVerifiedAt!.getTime()).toBeGreaterThan(before.emailVerifiedAt!.getTime());
    expect(without(after, 'email', 'emailVerifiedAt')).toEqual(
      without(before, 'email', 'emailVerifiedAt'),
    );
    expect((await login('new-home@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(400);
    // The session that opened the link goes on; the other phone, signed in under the old
    // address, is signed out at once.
    expect((await call(t, 'GET', '/api/users/me/', { token: user.token })).statusCode).toBe(200);
    expect((await refresh(user.tokens.refresh)).statusCode).toBe(200);
    const { access, refresh: otherRefresh } = otherPhone.json().data.tokens;
    expect((await call(t, 'GET', '/api/users/me/', { token: access })).statusCode).toBe(401);
    expect((await refresh(otherRefresh)).statusCode).toBe(401);

    // The old address is told where the account went.
    await waitForMail(t, mails + 2);
    const notice = t.mail.at(-1)!;
    expect(notice.to).toBe(user.email);
    expect(notice.subject).toBe('Your CV Builder e-mail address was changed');
    expect(notice.text).toContain('new-home@example.com');

    // One use only.
    const again = await confirm(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_code).toBe('link_used');
  });

  it('answers the same for an address another account has, and sends it no link', async () => {
    const user = await newUser();
    const holder = await newUser();
    const holderBefore = await userRow(holder.id);
    const userBefore = await userRow(user.id);

    const mails = t.mail.length;
    const free = await changeEmail(user.token, {
      email: 'nobody-yet@example.com',
      password: PASSWORD,
    });
    const taken = await changeEmail(user.token, { email: holder.email, password: PASSWORD });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    await waitForMail(t, mails + 2);

    const toHolder = t.mail.slice(mails).filter((m) => m.to === holder.email);
    expect(toHolder).toHaveLength(1);
    expect(toHolder[0]!.subject).toBe('Someone tried to use your address for another account');
    expect(toHolder[0]!.text).not.toMatch(/confirm-email/);
    expect(await userRow(holder.id)).toEqual(holderBefore);
    expect(await userRow(user.id)).toEqual(userBefore);
  });

  it('refuses at the link with a clear error when the address was taken meanwhile', async () => {
    const user = await newUser();
    const mails = t.mail.length;
    await changeEmail(user.token, { email: 'raced@example.com', password: PASSWORD });
    await waitForMail(t, mails + 1);
    const link = lastLink(t, 'confirm-email', 'raced@example.com');
    await signUp(t, 'raced@example.com');
    const before = await userRow(user.id);

    const res = await confirm(link);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        'Another account started using this address after the link was sent, so your address was not changed. Choose another address.',
      error_code: 'email_taken',
    });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('asks for the password, refuses the current address, and takes only the newest link', async () => {
    const user = await newUser();
    const before = await userRow(user.id);
    const wrong = await changeEmail(user.token, { email: 'x1@example.com', password: 'Wrong-1x' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['password']);
    const none = await changeEmail(user.token, { email: 'x1@example.com' });
    expect(none.json()).toEqual({ password: ['This field is required.'] });
    const same = await changeEmail(user.token, {
      email: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(same.json()).toEqual({ email: ['This is already your address.'] });

    const mails = t.mail.length;
    await changeEmail(user.token, { email: 'first@example.com', password: PASSWORD });
    await waitForMail(t, mails + 1);
    const first = lastLink(t, 'confirm-email', 'first@example.com');
    await changeEmail(user.token, { email: 'second@example.com', password: PASSWORD });
    await waitForMail(t, mails + 2);
    expect((await confirm(first)).statusCode).toBe(400);
    expect(await userRow(user.id)).toEqual(before);
    expect((await confirm(lastLink(t, 'confirm-email', 'second@example.com'))).statusCode).toBe(
      200,
    );
    expect((await userRow(user.id)).email).toBe('second@example.com');
  });
});

const rename = (token: string, username: string) =>
  call(t, 'PATCH', '/api/users/me/username/', { token, json: { username }, ip: randomIp() });
const available = async (username: string) =>
  (
    await call(t, 'GET', `/api/users/username-available/?username=${username}`, {
      ip: randomIp(),
    })
  ).json().data.available as boolean;

describe('changing the username', () => {
  it('moves the public addresses at once: the old one answers 404, the new one 200', async () => {
    const user = await newUser();
    const cv = await publicCv(user.token);
    // Read first, so the caches hold the old address.
    expect((await call(t, 'GET', `/${user.username}`)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/cv/${user.username}/`)).statusCode).toBe(200);
    const before = await userRow(user.id);

    const res = await rename(user.token, 'Moved_Name');
    expect(res.statusCode, res.body).toBe(200);
    // The user, and no token: no route mints an access token from another one.
    expect(res.json().data).toEqual({
      user: { uuid: user.id, email: user.email, username: 'Moved_Name', is_premium: false },
    });
    // The client refreshes for a token that names the new username.
    const renewed = await refresh(user.tokens.refresh);
    expect(renewed.statusCode).toBe(200);
    const access = renewed.json().data.access as string;
    const payload = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString());
    expect(payload.username).toBe('Moved_Name');

    const after = await userRow(user.id);
    expect(without(after, 'username')).toEqual(without(before, 'username'));
    expect(after.username).toBe('Moved_Name');

    expect((await call(t, 'GET', `/${user.username}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/cv/${user.username}/`)).statusCode).toBe(404);
    const page = await call(t, 'GET', '/Moved_Name');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Moved_Name');
    expect((await call(t, 'GET', '/api/cv/Moved_Name/')).statusCode).toBe(200);
    expect((await call(t, 'GET', `/media/og/${cv.uuid}.jpg`)).statusCode).toBe(200);
    // The new access token works, and so does the one from before the rename (same session).
    expect((await call(t, 'GET', '/api/users/me/', { token: access })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/users/me/', { token: user.token })).statusCode).toBe(200);
  });

  it('holds the old name for its owner for 30 days: nobody else gets it, the owner may take it back', async () => {
    const owner = await newUser();
    const other = await newUser();
    const fresh = await signUp(t, `fresh-${other.username}@example.com`);
    const old = owner.username;
    expect((await rename(owner.token, `${old}_b`)).statusCode).toBe(200);

    expect(await available(old)).toBe(false);
    expect(await available(old.toUpperCase())).toBe(false);
    const byRename = await rename(other.token, old.toUpperCase());
    expect(byRename.statusCode).toBe(400);
    expect(byRename.json()).toEqual({ username: ['This username is already taken.'] });
    const bySetUsername = await call(t, 'PATCH', '/api/users/set-username/', {
      token: fresh.tokens.access,
      json: { username: old },
    });
    expect(bySetUsername.statusCode).toBe(400);
    expect((await userRow(other.id)).username).toBe(other.username);

    // A day before the hold ends it still holds; once it has ended the name is free.
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const age = (days: number) =>
      t.database.db
        .update(releasedUsernames)
        .set({ releasedAt: daysAgo(days) })
        .where(eq(releasedUsernames.userId, owner.id));
    await age(LIMITS.usernameHoldDays - 1);
    expect(await available(old)).toBe(false);
    expect((await rename(other.token, old)).statusCode).toBe(400);
    await age(LIMITS.usernameHoldDays + 1);
    expect(await available(old)).toBe(true);

    // The owner takes a held name back at any time; the name given up for it is held in turn.
    await age(1);
    expect((await rename(owner.token, old)).statusCode).toBe(200);
    expect(await available(`${old}_b`)).toBe(false);
    const held = await queryRows<{ username: string }>(
      t.database,
      sql`select username from released_usernames where user_id = ${owner.id}`,
    );
    expect(held).toEqual([{ username: `${old}_b` }]);
  });

  it('refuses names the sign-up rule refuses, and names other accounts have', async () => {
    const user = await newUser();
    const other = await newUser();
    const before = await userRow(user.id);
    const cases: [string, string][] = [
      ['dashboard', 'This username is reserved. Please choose another.'],
      ['confirm-email', 'This username is reserved. Please choose another.'],
      ['ab', 'Use 3–20 letters, digits, _ or -.'],
      ['has space', 'Use 3–20 letters, digits, _ or -.'],
      [other.username.toUpperCase(), 'This username is already taken.'],
    ];
    for (const [name, message] of cases) {
      const res = await rename(user.token, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ username: [message] });
    }
    expect(await userRow(user.id)).toEqual(before);
  });
});

describe('bad input', () => {
  it('answers 401 without a session and 400, never 500, to malformed bodies', async () => {
    const user = await newUser();
    const routes: [string, string, object][] = [
      ['POST', '/api/users/me/password/', { new_password: NEW_PASSWORD }],
      ['POST', '/api/users/me/email/', { email: 'a@example.com' }],
      ['PATCH', '/api/users/me/username/', { username: 'someone' }],
    ];
    for (const [method, url, json] of routes) {
      const anonymous = await call(t, method, url, { json, ip: randomIp() });
      expect(anonymous.statusCode, url).toBe(401);
    }
    const bodies: unknown[] = [
      {},
      [],
      'text',
      { new_password: 123 },
      { new_password: 'x'.repeat(10_000) },
      { current_password: { $ne: 1 }, new_password: NEW_PASSWORD },
      { email: 'not-an-address', password: PASSWORD },
      { email: `${'a'.repeat(300)}@example.com` },
      { email: ['a@example.com'] },
      { username: null },
      { username: 'a'.repeat(5000) },
      { username: '\u0000abc' },
    ];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const res = await call(t, method, url, {
          token: user.token,
          raw: JSON.stringify(body),
          type: 'application/json',
          ip: randomIp(),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      }
      const broken = await call(t, method, url, {
        token: user.token,
        raw: '{"username":',
        type: 'application/json',
      });
      expect(broken.statusCode).toBe(400);
    }
    for (const body of [{}, { uuid: 'x', token: 'y' }, { uuid: user.id, token: 'a'.repeat(43) }]) {
      const res = await post(t, '/api/users/confirm-email/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
