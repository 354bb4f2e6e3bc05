/**
 * A phone's waiting change may be sent again when its answer was lost: edit_cv takes an optional
 * Idempotency-Key, and a key the CV has seen is answered with the CV as it is, never applied twice,
 * whatever happened to the CV since. The photo upload honours If-Match as the fields' edit does.
 * On PGlite and PostgreSQL; across two instances with Redis where both answer.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvDto } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { cvEditKeys } from '@server/db/schema';
import { testRedisUrl } from '../fixtures/test-redis';
import { call, startTestApp, twoInstancesForFile, usingPostgres, type TestApp } from './harness';
import { multipart, png } from './images';
import { createCv, newOwner } from './owner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof newOwner>>;

async function ownerWithCv(app = t): Promise<{ owner: Owner; cv: CvDto }> {
  const owner = await newOwner(app, 'replay');
  return { owner, cv: await createCv(app, owner.token) };
}

function edit(
  owner: Owner,
  id: string,
  body: object,
  headers: { key?: string; ifMatch?: number } = {},
  app = t,
) {
  return call(app, 'PATCH', `/api/cv/edit_cv/${id}/`, {
    json: body,
    token: owner.token,
    headers: {
      ...(headers.key ? { 'idempotency-key': headers.key } : {}),
      ...(headers.ifMatch ? { 'if-match': `"${headers.ifMatch}"` } : {}),
    },
  });
}

async function sendPhoto(
  owner: Owner,
  id: string,
  headers: { key?: string; ifMatch?: number } = {},
) {
  const form = multipart(
    {},
    { name: 'photo', filename: 'me.png', type: 'image/png', bytes: await png() },
  );
  return call(t, 'PATCH', `/api/cv/edit_cv/${id}/`, {
    form,
    token: owner.token,
    headers: {
      ...(headers.key ? { 'idempotency-key': headers.key } : {}),
      ...(headers.ifMatch ? { 'if-match': `"${headers.ifMatch}"` } : {}),
    },
  });
}

async function current(owner: Owner, id: string, app = t): Promise<CvDto> {
  const res = await call(app, 'GET', `/api/cv/get_cv/${id}/`, { token: owner.token });
  expect(res.statusCode).toBe(200);
  return res.json().data as CvDto;
}

const keysOf = async (cvId: string) =>
  (
    await t.database.db
      .select({ key: cvEditKeys.key })
      .from(cvEditKeys)
      .where(eq(cvEditKeys.cvId, cvId))
  ).map((row) => row.key);

describe('edit_cv with an Idempotency-Key', () => {
  it('answers a replay with the CV as it is, though the CV moved on, and applies nothing again', async () => {
    const { owner, cv } = await ownerWithCv();
    const key = randomUUID();
    const fromTheTrain = () =>
      edit(owner, cv.uuid, { title: 'From the train' }, { key, ifMatch: cv.version });
    const first = await fromTheTrain();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ title: 'From the train', version: cv.version + 1 });

    // Another device changes the title and the phone afterwards.
    expect(
      (await edit(owner, cv.uuid, { title: 'From the laptop', phone: '+358 1' })).statusCode,
    ).toBe(200);
    const moved = await current(owner, cv.uuid);

    // The phone never heard its answer and sends the same change again, on its old version.
    const replay = await fromTheTrain();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers.etag).toBe(`"${moved.version}"`);
    expect(replay.json().data).toEqual(moved);
    expect(await current(owner, cv.uuid)).toEqual(moved);
  });

  it('applies one of two replays sent at once, and answers both', async () => {
    const { owner, cv } = await ownerWithCv();
    const key = randomUUID();
    const answers = await Promise.all([
      edit(owner, cv.uuid, { bio_title: 'Twice' }, { key }),
      edit(owner, cv.uuid, { bio_title: 'Twice' }, { key }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const after = await current(owner, cv.uuid);
    expect(after).toMatchObject({ bio_title: 'Twice', version: cv.version + 1 });
  });

  it('keeps no key of a refused change: sent again on the right version, it is applied', async () => {
    const { owner, cv } = await ownerWithCv();
    await edit(owner, cv.uuid, { phone: '+358 2' });
    const key = randomUUID();
    const stale = await edit(owner, cv.uuid, { title: 'Late' }, { key, ifMatch: cv.version });
    expect(stale.statusCode).toBe(412);
    const invalid = await edit(owner, cv.uuid, { email: 'not an address' }, { key });
    expect(invalid.statusCode).toBe(400);
    expect(await keysOf(cv.uuid)).toEqual([]);
    const again = await edit(owner, cv.uuid, { title: 'Late' }, { key, ifMatch: cv.version + 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      title: 'Late',
      phone: '+358 2',
      version: cv.version + 2,
    });
  });

  it('refuses a malformed key with 400 and changes nothing', async () => {
    const { owner, cv } = await ownerWithCv();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'ä'.repeat(10)]) {
      const res = await edit(owner, cv.uuid, { title: 'No' }, { key });
      expect(res.statusCode, key).toBe(400);
    }
    expect(await current(owner, cv.uuid)).toEqual(cv);
  });

  it('gives a stranger nothing: another owner’s CV is 404 and its keys stay the owner’s to use', async () => {
    const { owner, cv } = await ownerWithCv();
    const stranger = await newOwner(t, 'replaystranger');
    const key = randomUUID();
    expect((await edit(stranger, cv.uuid, { title: 'Mine now' }, { key })).statusCode).toBe(404);
    expect(await keysOf(cv.uuid)).toEqual([]);
    const own = await edit(owner, cv.uuid, { title: 'Still mine' }, { key });
    expect(own.json().data).toMatchObject({ title: 'Still mine', version: cv.version + 1 });

    // A key is the CV's: the same key on another CV is that CV's own first change.
    const other = await ownerWithCv();
    const res = await edit(other.owner, other.cv.uuid, { title: 'Other' }, { key });
    expect(res.json().data).toMatchObject({ title: 'Other', version: other.cv.version + 1 });
  });

  it(`keeps at most ${LIMITS.editKeysPerCv} keys per CV, and none older than ${LIMITS.editKeyDays} days`, async () => {
    const { owner, cv } = await ownerWithCv();
    const sent: string[] = [];
    for (let i = 0; i < LIMITS.editKeysPerCv + 5; i++) {
      const key = `k${i.toString().padStart(4, '0')}-${randomUUID()}`;
      sent.push(key);
      expect((await edit(owner, cv.uuid, { bio_title: `Edit ${i}` }, { key })).statusCode).toBe(
        200,
      );
    }
    const kept = await keysOf(cv.uuid);
    expect(kept).toHaveLength(LIMITS.editKeysPerCv);
    // The newest are kept: the latest change sent again is still a replay.
    expect(kept).toContain(sent.at(-1));
    const replay = await edit(owner, cv.uuid, { bio_title: 'Edit again' }, { key: sent.at(-1) });
    expect(replay.json().data).toMatchObject({ bio_title: `Edit ${sent.length - 1}` });

    // Keys past their days go with the next keyed change.
    await t.database.db
      .update(cvEditKeys)
      .set({ createdAt: sql`now() - make_interval(days => ${LIMITS.editKeyDays + 1})` })
      .where(and(eq(cvEditKeys.cvId, cv.uuid)));
    await edit(owner, cv.uuid, { bio_title: 'Fresh' }, { key: randomUUID() });
    expect(await keysOf(cv.uuid)).toHaveLength(1);
  });

  it('applies each change once, whatever order its repeats arrive in (property)', async () => {
    const { owner, cv } = await ownerWithCv();
    let version = cv.version;
    await fc.assert(
      fc.asyncProperty(
        fc
          // Titles as stored (the schema trims), different from each other.
          .uniqueArray(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), { minLength: 1, maxLength: 5 })
          .chain((titles) =>
            fc
              .shuffledSubarray(
                titles.flatMap((title, i) => [i, i, i].map(() => ({ title, i }))),
                { minLength: titles.length * 3, maxLength: titles.length * 3 },
              )
              .map((sends) => ({ titles, sends })),
          ),
        async ({ titles, sends }) => {
          const keys = titles.map(() => randomUUID());
          for (const { title, i } of sends) {
            const res = await edit(owner, cv.uuid, { title }, { key: keys[i] });
            expect(res.statusCode).toBe(200);
          }
          // Each change applied at its first arrival: the last first-arrival's title stands.
          const firstArrivals = sends.filter((s, n) => sends.findIndex((o) => o.i === s.i) === n);
          const after = await current(owner, cv.uuid);
          version += titles.length;
          expect(after.version).toBe(version);
          expect(after.title).toBe(firstArrivals.at(-1)!.title);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('a photo upload', () => {
  it('honours If-Match: made on an older version it is refused with 412 and the CV as it is', async () => {
    const { owner, cv } = await ownerWithCv();
    await edit(owner, cv.uuid, { phone: '+358 3' });
    const moved = await current(owner, cv.uuid);
    const stale = await sendPhoto(owner, cv.uuid, { ifMatch: cv.version });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ error_code: 'version_conflict', data: moved });
    expect(stale.headers.etag).toBe(`"${moved.version}"`);
    expect(await current(owner, cv.uuid)).toEqual(moved);

    const fresh = await sendPhoto(owner, cv.uuid, { ifMatch: moved.version });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).toBe(`"${moved.version + 1}"`);
    const withPhoto = fresh.json().data as CvDto;
    expect(withPhoto.photo).not.toBeNull();
    expect({ ...withPhoto, photo: null, version: 0, updated_at: '' }).toEqual({
      ...moved,
      photo: null,
      version: 0,
      updated_at: '',
    });
  });

  it('sent again with its key, is answered and not stored twice', async () => {
    const { owner, cv } = await ownerWithCv();
    const key = randomUUID();
    const first = await sendPhoto(owner, cv.uuid, { key, ifMatch: cv.version });
    expect(first.statusCode).toBe(200);
    const stored = await current(owner, cv.uuid);
    const replay = await sendPhoto(owner, cv.uuid, { key, ifMatch: cv.version });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(stored);
    expect(await current(owner, cv.uuid)).toEqual(stored);
  });
});

describe.runIf(usingPostgres && testRedisUrl)('two instances', () => {
  const { a, b } = twoInstancesForFile(testRedisUrl!);

  it('a change applied through one is answered, not applied, when sent again through the other', async () => {
    const { owner, cv } = await ownerWithCv(a);
    const key = randomUUID();
    const [throughA, throughB] = await Promise.all([
      edit(owner, cv.uuid, { title: 'Once' }, { key, ifMatch: cv.version }, a),
      edit(owner, cv.uuid, { title: 'Once' }, { key, ifMatch: cv.version }, b),
    ]);
    expect([throughA.statusCode, throughB.statusCode]).toEqual([200, 200]);
    expect(await current(owner, cv.uuid, b)).toMatchObject({
      title: 'Once',
      version: cv.version + 1,
    });
    const later = await edit(owner, cv.uuid, { title: 'Once' }, { key, ifMatch: cv.version }, b);
    expect(later.json().data).toMatchObject({ title: 'Once', version: cv.version + 1 });
  });
});
