/** Your data is yours: delete a CV, download everything, delete the account with everything in it. */
import { validate } from '@jsonresume/schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@server/db/schema';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { appForFile, call, queryRows, type TestApp } from './harness';
import { createCvWithPhoto, newOwner } from './owner-helpers';
import { PASSWORD, makePremium, signUp } from './users-helpers';

const t = appForFile();

const newUser = (prefix?: string) => newOwner(t, prefix);
const createCv = (token: string, extra?: Record<string, unknown>) =>
  createCvWithPhoto(t, token, extra);

/** Every row of every table (but those named), as text: what is left of anyone is found in it. */
async function everyRow(app: TestApp, except: object[] = []): Promise<string> {
  const dumps = await Promise.all(
    Object.values(schema)
      .filter((table) => !except.includes(table))
      .map(async (table) =>
        JSON.stringify(await queryRows(app.database, sql`select * from ${table}`)),
      ),
  );
  return dumps.join('\n');
}

describe('deleting a CV', () => {
  it('removes it for its owner (204) and for everyone: API, public page, photo, preview card', async () => {
    const owner = await newUser();
    const cv = await createCv(owner.token);
    const photoPath = new URL(cv.photo, 'http://x').pathname;
    expect((await call(t, 'GET', `/${owner.username}`)).statusCode).toBe(200);
    expect((await call(t, 'GET', photoPath)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/media/og/${cv.uuid}.jpg`)).statusCode).toBe(200);

    const res = await call(t, 'DELETE', `/api/cv/delete_cv/${cv.uuid}/`, { token: owner.token });
    expect(res.statusCode).toBe(204);

    for (const url of [
      `/api/cv/get_cv/${cv.uuid}/`,
      `/api/cv/${owner.username}/`,
      `/${owner.username}`,
      photoPath,
      `/media/og/${cv.uuid}.jpg`,
    ]) {
      expect((await call(t, 'GET', url, { token: owner.token })).statusCode, url).toBe(404);
    }
    const rows = await everyRow(t);
    expect(rows).not.toContain(cv.uuid);
    // The free plan's one CV is free again.
    await createCv(owner.token);
  });

  it('answers 404 to anyone else and deletes nothing of the owner', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const cv = await createCv(owner.token);
    const before = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/`, { token: owner.token });

    const res = await call(t, 'DELETE', `/api/cv/delete_cv/${cv.uuid}/`, { token: stranger.token });
    expect(res.statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/cv/delete_cv/${cv.uuid}/`)).statusCode).toBe(401);
    const bad = await call(t, 'DELETE', '/api/cv/delete_cv/not-a-uuid/', { token: owner.token });
    expect(bad.statusCode).toBe(400);

    const after = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/`, { token: owner.token });
    expect(after.json()).toEqual(before.json());
  });

  it('keeps the owner’s other CVs exactly as they were', async () => {
    const owner = await newUser();
    await makePremium(t, owner.user.uuid);
    const first = await createCv(owner.token);
    const second = await createCv(owner.token, { title: 'Second one' });
    const list = async () =>
      (await call(t, 'GET', '/api/cv/get_cv_list/', { token: owner.token })).json().data as {
        uuid: string;
      }[];
    const kept = await call(t, 'GET', `/api/cv/get_cv/${second.uuid}/`, { token: owner.token });

    await call(t, 'DELETE', `/api/cv/delete_cv/${first.uuid}/`, { token: owner.token });
    expect((await list()).map((c) => c.uuid)).toEqual([second.uuid]);
    const after = await call(t, 'GET', `/api/cv/get_cv/${second.uuid}/`, { token: owner.token });
    expect(after.json()).toEqual(kept.json());
  });
});

describe('downloading my data', () => {
  it('is one JSON file with the account and every CV in full, photo and JSON Resume included', async () => {
    const owner = await newUser();
    const cv = await createCv(owner.token);
    const res = await call(t, 'GET', '/api/users/me/export/', { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cv-builder-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.account).toMatchObject({
      email: owner.email,
      username: owner.username,
      sign_in_methods: ['password'],
      premium: false,
      subscription: null,
      passkeys: [],
      two_step: { on: false, turned_on_at: null },
    });
    expect(data.cvs).toHaveLength(1);
    const [exported] = data.cvs;
    const { links, skills, ...content } = SAMPLE_CV;
    expect(exported).toMatchObject({
      ...content,
      uuid: cv.uuid,
      public_url: `http://localhost:3000/${owner.username}`,
    });
    expect(exported.skills.map((s: { skill_name: string }) => s.skill_name)).toEqual(
      skills.map((s) => s.skill_name),
    );
    expect(exported.links).toHaveLength(links.length);
    expect(exported.photo).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    let errors: unknown = 'not validated';
    validate(exported.json_resume, (found) => (errors = found));
    expect(errors).toBeNull();
    // Nothing that opens the account travels in the file.
    expect(res.body).not.toMatch(/argon2|password_hash|token/i);
  });

  it('needs a signed-in owner', async () => {
    expect((await call(t, 'GET', '/api/users/me/export/')).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('refuses a wrong or missing password with 400 and changes nothing', async () => {
    const owner = await newUser();
    await createCv(owner.token);
    const before = await everyRow(t);
    for (const json of [{ password: 'Wrong-Password-99' }, {}]) {
      const res = await call(t, 'DELETE', '/api/users/me/', { token: owner.token, json });
      expect(res.statusCode).toBe(400);
      // The message sits on the field, in the spec's shape for field errors.
      expect(Object.keys(res.json())).toEqual(['password']);
    }
    expect(await everyRow(t)).toBe(before);
  });

  it('removes everything of the account at once; its e-mail can sign up again', async () => {
    const owner = await newUser('gone');
    const neighbour = await newUser();
    const cv = await createCv(owner.token);
    const neighbourCv = await createCv(neighbour.token);
    await call(t, 'POST', '/api/newsletter/subscribe/', { json: { email: owner.email } });
    const neighbourBefore = await call(t, 'GET', `/api/cv/get_cv/${neighbourCv.uuid}/`, {
      token: neighbour.token,
    });
    expect((await call(t, 'GET', `/${owner.username}`)).statusCode).toBe(200);

    const res = await call(t, 'DELETE', '/api/users/me/', {
      token: owner.token,
      json: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(204);

    // Nothing is left of the account but its username's hold, which no longer names it.
    const rows = await everyRow(t, [schema.releasedUsernames]);
    for (const trace of [owner.user.uuid, owner.email, owner.username, cv.uuid]) {
      expect(rows.toLowerCase()).not.toContain(trace.toLowerCase());
    }
    const holds = await queryRows(
      t.database,
      sql`select username, user_id from released_usernames where lower(username) = lower(${owner.username})`,
    );
    expect(holds).toEqual([{ username: owner.username, user_id: null }]);
    for (const url of [
      `/${owner.username}`,
      `/api/cv/${owner.username}/`,
      `/media/og/${cv.uuid}.jpg`,
    ]) {
      expect((await call(t, 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await call(t, 'GET', '/api/users/me/', { token: owner.token })).statusCode).toBe(401);
    const refresh = await call(t, 'POST', '/api/users/refresh/', {
      json: { refresh: owner.tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);

    // The neighbour lost nothing.
    const neighbourAfter = await call(t, 'GET', `/api/cv/get_cv/${neighbourCv.uuid}/`, {
      token: neighbour.token,
    });
    expect(neighbourAfter.json()).toEqual(neighbourBefore.json());

    const again = await signUp(t, owner.email);
    expect(again.user.uuid).not.toBe(owner.user.uuid);
  });
});
