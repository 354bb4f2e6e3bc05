/**
 * Job applications (issue 50): the owner's list, create (idempotent, one of the owner's own CVs,
 * the plan's count), read, change (If-Match, idempotent) and delete; nothing for anyone else; bad
 * input refused field by field with nothing changed; in the account's export, gone with the CV and
 * with the account; and never a CV of its own (the dashboard's list and the plan's CV count).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { applications } from '@server/db/schema';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { createApplication, readApplication } from './applications-helpers';
import { appForFile, call, queryRows, type TestApp } from './harness';
import { createCv, flatErrors, newOwner } from './owner-helpers';
import { makePremium, PASSWORD } from './users-helpers';

const t = appForFile();

/** An owner with one CV. */
async function ownerWithCv(prefix = 'apps') {
  const owner = await newOwner(t, prefix);
  const cv = await createCv(t, owner.token);
  return { ...owner, cv };
}

async function storedOf(app: TestApp, userId: string) {
  return app.database.db.select().from(applications).where(eq(applications.userId, userId));
}

const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('an application, created, read, changed and deleted by its owner', () => {
  it('answers 201 with the application, the rest of its fields defaulted', async () => {
    const owner = await ownerWithCv();
    const res = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'Nordic Apps', cv: owner.cv.uuid },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data;
    expect(made).toEqual({
      uuid: UUID,
      company: 'Nordic Apps',
      role: '',
      job_ad: '',
      url: '',
      cv: owner.cv.uuid,
      status: 'saved',
      applied_on: null,
      follow_up_on: null,
      notes: '',
      overrides: {},
      share_key: null,
      letter: null,
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.headers.etag).toBe('"1"');
    const read = await readApplication(t, owner.token, made.uuid);
    expect(read.application).toEqual(made);
    expect(read.etag).toBe('"1"');
  });

  it('keeps every field it is sent, lists the newest first, changes what a PATCH sends and deletes', async () => {
    const owner = await ownerWithCv();
    const full = {
      company: 'Kesko',
      role: 'Frontend developer',
      job_ad: 'We are looking for…\nReact, TypeScript.',
      url: 'https://example.com/jobs/42',
      cv: owner.cv.uuid,
      status: 'applied',
      applied_on: '2026-11-20',
      follow_up_on: '2026-12-04',
      notes: 'Called Maria on Monday.',
      overrides: { texts: { en: { bio_description: 'For Kesko.' } } },
    };
    const first = await createApplication(t, owner.token, full);
    expect(first).toMatchObject({ ...full, version: 1 });
    const second = await createApplication(t, owner.token, { cv: owner.cv.uuid, company: 'Wolt' });

    const list = await call(t, 'GET', '/api/applications/', { token: owner.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([second, first]);

    const res = await call(t, 'PATCH', `/api/applications/${first.uuid}/`, {
      token: owner.token,
      json: { status: 'interview', notes: '' },
      headers: { 'if-match': '"1"' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const changed = res.json().data;
    const { updated_at: _u, version: _v, ...kept } = first;
    expect(changed).toEqual({
      ...kept,
      status: 'interview',
      notes: '',
      version: 2,
      updated_at: expect.any(String),
    });
    expect((await readApplication(t, owner.token, first.uuid)).application).toEqual(changed);

    // A PATCH that sends what is there already changes nothing, not even the version.
    const same = await call(t, 'PATCH', `/api/applications/${first.uuid}/`, {
      token: owner.token,
      json: { status: 'interview' },
    });
    expect(same.json().data).toEqual(changed);

    const gone = await call(t, 'DELETE', `/api/applications/${first.uuid}/`, {
      token: owner.token,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await call(t, 'GET', `/api/applications/${first.uuid}/`, { token: owner.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'GET', '/api/applications/', { token: owner.token })).json().data,
    ).toEqual([second]);
  });

  it('makes one application of the same one sent twice (Idempotency-Key), as create_cv does', async () => {
    const owner = await ownerWithCv();
    const key = `app-${randomUUID()}`;
    const send = () =>
      call(t, 'POST', '/api/applications/', {
        token: owner.token,
        json: { company: 'Supercell', cv: owner.cv.uuid },
        headers: { 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([send(), send()]);
    const again = await send();
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(again.statusCode).toBe(200);
    expect(new Set([a, b, again].map((res) => res.json().data.uuid)).size).toBe(1);
    expect(await storedOf(t, owner.user.uuid)).toHaveLength(1);
    // A key that is no key is refused before anything is made.
    const bad = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'Supercell', cv: owner.cv.uuid },
      headers: { 'idempotency-key': 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await storedOf(t, owner.user.uuid)).toHaveLength(1);
  });

  it('refuses a PATCH made on an older version with 412 and the application as it is', async () => {
    const owner = await ownerWithCv();
    const made = await createApplication(t, owner.token, { cv: owner.cv.uuid });
    const url = `/api/applications/${made.uuid}/`;
    expect(
      (await call(t, 'PATCH', url, { token: owner.token, json: { role: 'Designer' } })).statusCode,
    ).toBe(200);
    const current = await readApplication(t, owner.token, made.uuid);

    const res = await call(t, 'PATCH', url, {
      token: owner.token,
      json: { role: 'Developer' },
      headers: { 'if-match': '"1"' },
    });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ error_code: 'version_conflict', data: current.application });
    expect(res.json().detail).toMatch(/changed/);
    expect(res.headers.etag).toBe(current.etag);
    expect(await readApplication(t, owner.token, made.uuid)).toEqual(current);
    const fi = await call(t, 'PATCH', url, {
      token: owner.token,
      json: { role: 'Developer' },
      headers: { 'if-match': '"1"', 'accept-language': 'fi' },
    });
    expect(fi.json().detail).toMatch(/muutettu/);
    const bad = await call(t, 'PATCH', url, {
      token: owner.token,
      json: { role: 'Developer' },
      headers: { 'if-match': 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await readApplication(t, owner.token, made.uuid)).toEqual(current);
  });

  it('applies a PATCH sent again with its Idempotency-Key once, and answers the replay', async () => {
    const owner = await ownerWithCv();
    const made = await createApplication(t, owner.token, { cv: owner.cv.uuid });
    const send = () =>
      call(t, 'PATCH', `/api/applications/${made.uuid}/`, {
        token: owner.token,
        json: { notes: 'Sent from the train.' },
        headers: { 'if-match': '"1"', 'idempotency-key': 'edit-0001-train' },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    // The answer was lost; the phone sends the change again, on the version it was made on.
    const replay = await send();
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);
    expect(replay.json().data.version).toBe(2);
  });
});

describe('the plan', () => {
  it('keeps a free account to three applications: the fourth is refused and nothing is stored', async () => {
    const owner = await ownerWithCv();
    for (const company of ['A', 'B', 'C'])
      await createApplication(t, owner.token, { cv: owner.cv.uuid, company });
    const fourth = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'D', cv: owner.cv.uuid },
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ error_code: 'plan_limit' });
    expect(fourth.json().detail).toMatch(/3/);
    expect(await storedOf(t, owner.user.uuid)).toHaveLength(LIMITS.freePlanApplications);

    // Three sent at once by an account that has two: one of them is refused, never all three kept.
    const other = await ownerWithCv();
    for (const company of ['A', 'B'])
      await createApplication(t, other.token, { cv: other.cv.uuid, company });
    const answers = await Promise.all(
      ['X', 'Y', 'Z'].map((company) =>
        call(t, 'POST', '/api/applications/', {
          token: other.token,
          json: { company, cv: other.cv.uuid },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 403, 403]);
    expect(await storedOf(t, other.user.uuid)).toHaveLength(3);
  });

  it('lets a premium account make more, up to the limit every account has', async () => {
    const owner = await ownerWithCv();
    await makePremium(t, owner.user.uuid);
    for (const company of ['A', 'B', 'C', 'D', 'E'])
      await createApplication(t, owner.token, { cv: owner.cv.uuid, company });
    // The rest up to the limit, straight into the table.
    await t.database.db.execute(sql`
      insert into ${applications} (user_id, cv_id, company)
      select ${owner.user.uuid}, ${owner.cv.uuid}, 'Filler ' || n
      from generate_series(1, ${LIMITS.applications - 5}) as n`);
    const over = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'One too many', cv: owner.cv.uuid },
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().error_code).toBe('plan_limit');
    expect(over.json().detail).toContain(String(LIMITS.applications));
    expect(await storedOf(t, owner.user.uuid)).toHaveLength(LIMITS.applications);
  });

  it('is no CV: the dashboard lists the CVs alone, and a free account still makes no second CV', async () => {
    const owner = await ownerWithCv();
    const before = await call(t, 'GET', '/api/cv/get_cv_list/', { token: owner.token });
    for (const company of ['A', 'B', 'C'])
      await createApplication(t, owner.token, {
        cv: owner.cv.uuid,
        company,
        overrides: { texts: { en: { title: `For ${company}` } } },
      });
    const after = await call(t, 'GET', '/api/cv/get_cv_list/', { token: owner.token });
    expect(after.json().data).toEqual(before.json().data);
    const second = await call(t, 'POST', '/api/cv/create_cv/', {
      token: owner.token,
      json: { ...SAMPLE_CV, title: 'Another' },
    });
    expect(second.statusCode).toBe(403);
    expect(second.json().error_code).toBe('plan_limit');
  });
});

describe('only the owner', () => {
  it('answers 400 `cv` for a CV that is not the caller’s, and stores nothing', async () => {
    const owner = await ownerWithCv();
    const stranger = await ownerWithCv();
    for (const cv of [stranger.cv.uuid, randomUUID(), 'not-a-uuid']) {
      const res = await call(t, 'POST', '/api/applications/', {
        token: owner.token,
        json: { company: 'Kone', cv },
      });
      expect(res.statusCode, cv).toBe(400);
      expect(Object.keys(res.json())).toEqual(['cv']);
    }
    // Another's CV and one that does not exist read the same.
    const theirs = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'Kone', cv: stranger.cv.uuid },
    });
    const none = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'Kone', cv: randomUUID() },
    });
    expect(theirs.json()).toEqual(none.json());
    expect(await storedOf(t, owner.user.uuid)).toHaveLength(0);

    const made = await createApplication(t, owner.token, { cv: owner.cv.uuid });
    const moved = await call(t, 'PATCH', `/api/applications/${made.uuid}/`, {
      token: owner.token,
      json: { cv: stranger.cv.uuid, role: 'Lead' },
    });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json())).toEqual(['cv']);
    expect((await readApplication(t, owner.token, made.uuid)).application).toEqual(made);
  });

  it('answers 404 to anyone else on every route, 401 signed out, and 404 to an id that is no id', async () => {
    const owner = await ownerWithCv();
    const stranger = await ownerWithCv();
    const made = await createApplication(t, owner.token, {
      cv: owner.cv.uuid,
      follow_up_on: '2026-12-01',
    });
    const base = `/api/applications/${made.uuid}`;
    const routes: Array<[method: 'GET' | 'PATCH' | 'DELETE', url: string, json?: object]> = [
      ['GET', `${base}/`],
      ['PATCH', `${base}/`, { notes: 'mine now' }],
      ['DELETE', `${base}/`],
      ['GET', `${base}/cv/`],
      ['PATCH', `${base}/cv/`, { bio_description: 'mine now' }],
      ['GET', `${base}/cv/pdf/`],
      ['GET', `${base}/cv/docx/`],
      ['GET', `${base}/reminder.ics`],
    ];
    for (const [method, url, json] of routes) {
      const headers = { 'if-match': '"2"' };
      const theirs = await call(t, method, url, { token: stranger.token, json, headers });
      expect(theirs.statusCode, `${method} ${url}`).toBe(404);
      expect(theirs.json().error_code).toBe('not_found');
      const unknown = url.replace(made.uuid, randomUUID());
      const none = await call(t, method, unknown, { token: owner.token, json, headers });
      expect(none.statusCode, `${method} ${unknown}`).toBe(404);
      expect(none.json()).toEqual(theirs.json());
      const malformed = url.replace(made.uuid, 'not-a-uuid');
      expect(
        (await call(t, method, malformed, { token: owner.token, json, headers })).statusCode,
      ).toBe(404);
      expect((await call(t, method, url, { json, headers })).statusCode).toBe(401);
    }
    expect((await call(t, 'GET', '/api/applications/')).statusCode).toBe(401);
    const signedOut = await call(t, 'POST', '/api/applications/', {
      json: { company: 'X', cv: owner.cv.uuid },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await readApplication(t, owner.token, made.uuid)).application).toEqual(made);
    expect(
      (await call(t, 'GET', '/api/applications/', { token: stranger.token })).json().data,
    ).toEqual([]);
  });
});

describe('bad input', () => {
  const cases: Array<[what: string, change: Record<string, unknown>, field: string]> = [
    ['a status there is none of', { status: 'ghosted' }, 'status'],
    ['a day that does not exist', { applied_on: '2026-02-30' }, 'applied_on'],
    ['a day in another form', { follow_up_on: '30.11.2026' }, 'follow_up_on'],
    ['a script for an address', { url: 'javascript:alert(1)' }, 'url'],
    ['notes over their limit', { notes: 'x'.repeat(LIMITS.applicationNotes + 1) }, 'notes'],
    ['an ad over its limit', { job_ad: 'x'.repeat(LIMITS.jobAd + 1) }, 'job_ad'],
    ['no company', { company: '' }, 'company'],
    ['a field there is none of', { salary: 5000 }, 'non_field_errors'],
    ['a version over its limits', { overrides: { texts: { en: { nope: 'x' } } } }, 'overrides'],
  ];

  it.each(cases)(
    'refuses %s with 400 and its field, on POST and PATCH, changing nothing',
    async (_, change, field) => {
      const owner = await ownerWithCv();
      const created = await call(t, 'POST', '/api/applications/', {
        token: owner.token,
        json: { company: 'Fiskars', cv: owner.cv.uuid, ...change },
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(Object.keys(flatErrors(created.json()))[0]?.split(' → ')[0]).toBe(field);
      expect(await storedOf(t, owner.user.uuid)).toHaveLength(0);

      const made = await createApplication(t, owner.token, {
        cv: owner.cv.uuid,
        role: 'Developer',
        notes: 'Keep me.',
        applied_on: '2026-11-01',
      });
      const res = await call(t, 'PATCH', `/api/applications/${made.uuid}/`, {
        token: owner.token,
        // A good change beside the bad one is not made either.
        json: { role: 'Lead', ...change },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(flatErrors(res.json()))[0]?.split(' → ')[0]).toBe(field);
      const after = (await readApplication(t, owner.token, made.uuid)).application;
      expect(after).toEqual(made);
      expect(after).toMatchObject({ role: 'Developer', notes: 'Keep me.', version: 1 });
    },
  );

  it('names the unknown field, and wants a company on create', async () => {
    const owner = await ownerWithCv();
    const unknown = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'Fiskars', cv: owner.cv.uuid, salary: 5000 },
    });
    expect(JSON.stringify(unknown.json())).toContain('salary');
    const missing = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { cv: owner.cv.uuid },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['company']);
  });

  it('refuses a 2 MB body before reading it, and a version with more overrides than it may keep', async () => {
    const owner = await ownerWithCv();
    const huge = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'Fiskars', cv: owner.cv.uuid, job_ad: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    const hidden = Object.fromEntries(
      Array.from({ length: LIMITS.versionOverrides + 1 }, () => [
        `experiences.${randomUUID()}`,
        true,
      ]),
    );
    const many = await call(t, 'POST', '/api/applications/', {
      token: owner.token,
      json: { company: 'Fiskars', cv: owner.cv.uuid, overrides: { hidden } },
    });
    expect(many.statusCode).toBe(400);
    expect(Object.keys(many.json())).toEqual(['overrides']);
    expect(await storedOf(t, owner.user.uuid)).toHaveLength(0);
  });
});

describe('the account’s data', () => {
  it('exports the applications with their versions', async () => {
    const owner = await ownerWithCv();
    const overrides = { texts: { en: { bio_description: 'For Kesko.' } } };
    const made = await createApplication(t, owner.token, {
      cv: owner.cv.uuid,
      company: 'Kesko',
      overrides,
    });
    const res = await call(t, 'GET', '/api/users/me/export/', { token: owner.token });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.applications).toEqual([made]);
    expect(data.applications[0].overrides).toEqual(overrides);
    expect(data.cvs).toHaveLength(1);
    expect(data.account.email).toBe(owner.email);
  });

  it('loses a CV’s applications with the CV, and every application with the account', async () => {
    const owner = await newOwner(t, 'apps');
    await makePremium(t, owner.user.uuid);
    const [kept, dropped] = [await createCv(t, owner.token), await createCv(t, owner.token)];
    const stays = await createApplication(t, owner.token, { cv: kept.uuid });
    await createApplication(t, owner.token, { cv: dropped.uuid, company: 'Gone' });
    const del = await call(t, 'DELETE', `/api/cv/delete_cv/${dropped.uuid}/`, {
      token: owner.token,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await call(t, 'GET', '/api/applications/', { token: owner.token })).json().data,
    ).toEqual([stays]);

    const res = await call(t, 'DELETE', '/api/users/me/', {
      token: owner.token,
      json: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedOf(t, owner.user.uuid)).toEqual([]);
    const rows = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from ${applications} where ${applications.id} = ${stays.uuid}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
