/**
 * Photos and PDFs in object storage (S3 through the AWS SDK), against s3rver on this machine: the
 * bytes go to the bucket, not the database; whatever replaces, hides, copies or deletes a photo
 * moves its file with its row; a PDF one instance made is what another serves; nothing of a deleted
 * CV or account stays; a bucket that stops answering is a 503, never a 404 or a 500.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, queryRows, startTestApp, usingPostgres, type TestApp } from './harness';
import { multipart, png } from './images';
import { createCvWithPhoto, cvFormWithPhoto, newOwner } from './owner-helpers';
import { makePremium, PASSWORD } from './users-helpers';

const BUCKET = 'cv-files';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let server: S3rver;
let directory: string;
let endpoint: string;
let bucket: S3Client;
let t: TestApp;

const storageEnv = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
});

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
  });
  t = await startTestApp(storageEnv());
});

afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await server?.close().catch(() => undefined);
  await rm(directory, { recursive: true, force: true });
});

/** Every key in the bucket under `prefix`, sorted. */
async function keys(prefix: string): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((item) => item.Key!).sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const answer = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await answer.Body!.transformToByteArray());
}

const pdfOf = (uuid: string, token: string) =>
  call(t, 'GET', `/api/cv/get_cv/${uuid}/pdf/`, { token });

const photoIdOf = (url: string) => /\/media\/photos\/([0-9a-f-]{36})\.webp/.exec(url)![1]!;

/** The bucket holds a file for every photo row and nothing else, and no row keeps bytes. */
async function expectPhotoFilesMatchRows() {
  const rows = await queryRows<{ id: string; in_database: boolean }>(
    t.database,
    sql`select id::text as id, bytes is not null as in_database from photos order by id`,
  );
  expect(rows.filter((row) => row.in_database)).toEqual([]);
  expect(await keys('photos/')).toEqual(rows.map((row) => `photos/${row.id}.webp`).sort());
}

describe('photos in object storage', () => {
  it('keeps a new photo in the bucket, serves it and exports it as before', async () => {
    const owner = await newOwner(t, 's3');
    const cv = await createCvWithPhoto(t, owner.token);
    const id = photoIdOf(cv.photo);
    expect(await keys(`photos/${id}`)).toEqual([`photos/${id}.webp`]);
    await expectPhotoFilesMatchRows();

    const served = await call(t, 'GET', cv.photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(await objectBytes(`photos/${id}.webp`))).toBe(true);

    const exported = await call(t, 'GET', '/api/users/me/export/', { token: owner.token });
    const dataUrl = `data:image/webp;base64,${served.rawPayload.toString('base64')}`;
    expect(exported.json().cvs.map((one: { photo: string }) => one.photo)).toEqual([dataUrl]);
  });

  it('moves the files with the rows: replace, duplicate, hide, delete', async () => {
    const owner = await newOwner(t, 's3');
    await makePremium(t, owner.user.uuid);
    const cv = await createCvWithPhoto(t, owner.token);

    const replaced = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      form: multipart(
        {},
        { name: 'photo', filename: 'new.png', type: 'image/png', bytes: await png(500, 400) },
      ),
    });
    expect(replaced.statusCode).toBe(200);
    const photo = replaced.json().data.photo as string;
    expect((await call(t, 'GET', cv.photo)).statusCode).toBe(404);
    expect(await keys(`photos/${photoIdOf(cv.photo)}`)).toEqual([]);
    expect((await call(t, 'GET', photo)).statusCode).toBe(200);
    await expectPhotoFilesMatchRows();

    const copy = await call(t, 'POST', `/api/cv/duplicate_cv/${cv.uuid}/`, { token: owner.token });
    expect(copy.statusCode).toBe(201);
    const copyPhoto = copy.json().data.photo as string;
    expect(photoIdOf(copyPhoto)).not.toBe(photoIdOf(photo));
    const copied = await call(t, 'GET', copyPhoto);
    expect(copied.statusCode).toBe(200);
    expect(copied.rawPayload.equals((await call(t, 'GET', photo)).rawPayload)).toBe(true);
    await expectPhotoFilesMatchRows();

    // A CV turning private moves its photo to a new id: the old address answers 404.
    const hidden = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { is_public: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await call(t, 'GET', photo)).statusCode).toBe(404);
    expect((await call(t, 'GET', hidden.json().data.photo)).statusCode).toBe(200);
    await expectPhotoFilesMatchRows();

    for (const uuid of [cv.uuid, copy.json().data.uuid]) {
      const gone = await call(t, 'DELETE', `/api/cv/delete_cv/${uuid}/`, { token: owner.token });
      expect(gone.statusCode).toBe(204);
    }
    await expectPhotoFilesMatchRows();
    const left = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from photos where user_id = ${owner.user.uuid}`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it('leaves no file of a write that was refused, and keeps the photo it would have moved', async () => {
    const owner = await newOwner(t, 's3');
    const first = await createCvWithPhoto(t, owner.token);
    const before = await keys('photos/');

    // The free plan's second CV is refused after its photo was processed.
    const form = await cvFormWithPhoto({ title: 'Second' });
    const second = await call(t, 'POST', '/api/cv/create_cv/', { form, token: owner.token });
    expect(second.statusCode).toBe(403);
    expect(await keys('photos/')).toEqual(before);

    // Turning private copies the photo, then the taken slug refuses the edit: the copy goes.
    await makePremium(t, owner.user.uuid);
    const other = await createCvWithPhoto(t, owner.token, { title: 'Other' });
    const withPhotos = await keys('photos/');
    const refused = await call(t, 'PATCH', `/api/cv/edit_cv/${first.uuid}/`, {
      token: owner.token,
      json: { is_public: false, slug: other.slug },
    });
    expect(refused.statusCode).toBe(400);
    expect(await keys('photos/')).toEqual(withPhotos);
    expect((await call(t, 'GET', first.photo)).statusCode).toBe(200);
    await expectPhotoFilesMatchRows();
  });
});

describe('PDFs in object storage', () => {
  it('keeps each CV version’s PDF once, drops the older one on an edit and all with the CV', async () => {
    const owner = await newOwner(t, 's3');
    const cv = await createCvWithPhoto(t, owner.token);
    const first = await pdfOf(cv.uuid, owner.token);
    expect(first.statusCode).toBe(200);
    const [kept] = await keys(`pdfs/${cv.uuid}/en-A4/`);
    expect(kept).toBeDefined();
    expect((await objectBytes(kept!)).equals(first.rawPayload)).toBe(true);

    const edit = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { current_job_title: 'Staff Engineer' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await pdfOf(cv.uuid, owner.token)).statusCode).toBe(200);
    // The older version goes after the answer.
    await expect.poll(() => keys(`pdfs/${cv.uuid}/`)).toHaveLength(1);
    expect(await keys(`pdfs/${cv.uuid}/`)).not.toContain(kept);

    await call(t, 'DELETE', `/api/cv/delete_cv/${cv.uuid}/`, { token: owner.token });
    expect(await keys(`pdfs/${cv.uuid}/`)).toEqual([]);
  });

  // A second instance needs the first one's database: PostgreSQL (PGlite lives in one process).
  it.runIf(usingPostgres)('serves another instance’s PDF without rendering it again', async () => {
    const owner = await newOwner(t, 's3');
    const cv = await createCvWithPhoto(t, owner.token);
    const made = await pdfOf(cv.uuid, owner.token);
    expect(made.statusCode).toBe(200);
    // Instance B has no Chromium: what it sends can only come from the bucket.
    const b = await startTestApp(
      { ...storageEnv(), JWT_SECRET: t.settings.JWT_SECRET, CHROMIUM_PATH: '/nonexistent' },
      { sameDatabaseAs: t },
    );
    try {
      const fromB = await call(b, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/`, { token: owner.token });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.rawPayload.equals(made.rawPayload)).toBe(true);
      const paper = await call(b, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/?paper=letter`, {
        token: owner.token,
      });
      expect(paper.statusCode).toBe(503);
    } finally {
      await b.close();
    }
  });
});

describe('deleting an account', () => {
  it('deletes every file of it and no one else’s', async () => {
    const owner = await newOwner(t, 's3');
    const neighbour = await newOwner(t, 's3');
    const cv = await createCvWithPhoto(t, owner.token);
    const theirs = await createCvWithPhoto(t, neighbour.token);
    for (const [who, one] of [
      [owner, cv],
      [neighbour, theirs],
    ] as const) {
      expect((await pdfOf(one.uuid, who.token)).statusCode).toBe(200);
    }
    const neighbourFiles = [
      ...(await keys(`photos/${photoIdOf(theirs.photo)}`)),
      ...(await keys(`pdfs/${theirs.uuid}/`)),
    ];
    expect(neighbourFiles).toHaveLength(2);

    const gone = await call(t, 'DELETE', '/api/users/me/', {
      token: owner.token,
      json: { password: PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    const all = await keys('');
    expect(all.filter((key) => key.includes(cv.uuid) || key.includes(photoIdOf(cv.photo)))).toEqual(
      [],
    );
    expect(neighbourFiles.every((key) => all.includes(key))).toBe(true);
    await expectPhotoFilesMatchRows();
  });
});

describe('a bucket that does not answer', () => {
  it('keeps an instance from starting, with the bucket named', async () => {
    await expect(startTestApp({ ...storageEnv(), S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /s3:\/\/no-such-bucket at http:\/\/127\.0\.0\.1:\d+ does not answer/,
    );
  });

  // Last: it stops the bucket.
  it('answers 503 for a photo and refuses a new one without leaving a row', async () => {
    const owner = await newOwner(t, 's3');
    const cv = await createCvWithPhoto(t, owner.token);
    await server.close();
    const photo = await call(t, 'GET', cv.photo);
    expect(photo.statusCode).toBe(503);
    expect(photo.json().error_code).toBe('storage_unavailable');

    const before = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from photos`,
    );
    const replaced = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      form: multipart(
        {},
        { name: 'photo', filename: 'new.png', type: 'image/png', bytes: await png() },
      ),
    });
    expect(replaced.statusCode).toBe(503);
    const after = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from photos`,
    );
    expect(after).toEqual(before);
    const kept = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/`, { token: owner.token });
    expect(kept.json().data.photo).toBe(cv.photo);
  });
});
