/** A CV duplicated (premium) and a CV taken away as JSON Resume: what the owner gets, and no one else. */
import { validate } from '@jsonresume/schema';
import { describe, expect, it } from 'vitest';
import { CV_CONTENT_KEYS, pick } from '@/domain/cv';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { appForFile, call } from './harness';
import { createCvWithPhoto, newOwner } from './owner-helpers';
import { makePremium } from './users-helpers';

const t = appForFile();

interface Cv {
  uuid: string;
  slug: string | null;
  photo: string | null;
  is_public: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

const getCv = async (token: string, id: string) =>
  (await call(t, 'GET', `/api/cv/get_cv/${id}/`, { token })).json().data as Cv;
const listOf = async (token: string) =>
  ((await call(t, 'GET', '/api/cv/get_cv_list/', { token })).json().data as Cv[]).map(
    (cv) => cv.uuid,
  );
const bytesAt = async (url: string, token?: string) =>
  (
    await call(t, 'GET', new URL(url, 'http://x').pathname + new URL(url, 'http://x').search, {
      token,
    })
  ).rawPayload;

describe('duplicating a CV', () => {
  it('gives a premium owner a private copy with every word, its own address and its own photo', async () => {
    const owner = await newOwner(t, 'copy');
    await makePremium(t, owner.user.uuid);
    const original = await createCvWithPhoto(t, owner.token);
    const before = await getCv(owner.token, original.uuid);

    const res = await call(t, 'POST', `/api/cv/duplicate_cv/${original.uuid}/`, {
      token: owner.token,
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data as Cv;

    // Everything the owner wrote is the same; what makes it another CV is not.
    const own = (cv: Cv) =>
      pick(
        cv,
        CV_CONTENT_KEYS.filter((key) => key !== 'is_public'),
      );
    expect(own(copy)).toEqual(own(before));
    expect(copy.uuid).not.toBe(before.uuid);
    expect(copy.slug).toBeTruthy();
    expect(copy.slug).not.toBe(before.slug);
    expect(copy.is_public).toBe(false);
    expect(copy.photo).not.toBe(before.photo);
    expect((await bytesAt(copy.photo!)).equals(await bytesAt(before.photo!))).toBe(true);

    // The original is untouched and both are listed; the copy is not public until shown.
    expect(await getCv(owner.token, original.uuid)).toEqual(before);
    expect(await listOf(owner.token)).toEqual(expect.arrayContaining([original.uuid, copy.uuid]));
    expect((await call(t, 'GET', `/${owner.username}/${copy.slug}`)).statusCode).toBe(404);
    const shown = await call(t, 'PATCH', `/api/cv/edit_cv/${copy.uuid}/`, {
      token: owner.token,
      json: { is_public: true },
    });
    expect(shown.statusCode).toBe(200);
    expect((await call(t, 'GET', `/${owner.username}/${copy.slug}`)).statusCode).toBe(200);

    // Deleting the copy leaves the original's photo where it was.
    await call(t, 'DELETE', `/api/cv/delete_cv/${copy.uuid}/`, { token: owner.token });
    expect((await call(t, 'GET', new URL(before.photo!, 'http://x').pathname)).statusCode).toBe(
      200,
    );
  });

  it('is the free plan’s second CV: refused with 403 and nothing made', async () => {
    const owner = await newOwner(t, 'copy');
    const cv = await createCvWithPhoto(t, owner.token);
    const res = await call(t, 'POST', `/api/cv/duplicate_cv/${cv.uuid}/`, { token: owner.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'plan_limit' });
    expect(await listOf(owner.token)).toEqual([cv.uuid]);
  });

  it('copies nothing of another account’s CV and takes no bad id', async () => {
    const owner = await newOwner(t, 'copy');
    const stranger = await newOwner(t, 'copy');
    await makePremium(t, stranger.user.uuid);
    const cv = await createCvWithPhoto(t, owner.token);
    const url = `/api/cv/duplicate_cv/${cv.uuid}/`;
    expect((await call(t, 'POST', url, { token: stranger.token })).statusCode).toBe(404);
    expect((await call(t, 'POST', url)).statusCode).toBe(401);
    const bad = await call(t, 'POST', '/api/cv/duplicate_cv/nope/', { token: stranger.token });
    expect(bad.statusCode).toBe(400);
    expect(await listOf(stranger.token)).toEqual([]);
  });
});

describe('a CV as JSON Resume', () => {
  it('downloads as a file named after its owner that the JSON Resume schema accepts', async () => {
    const owner = await newOwner(t, 'jr');
    const cv = await createCvWithPhoto(t, owner.token);
    const res = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/json-resume/`, {
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    const fileName = `${SAMPLE_CV.first_name}-${SAMPLE_CV.last_name}-resume.json`;
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const document = res.json();
    let errors: unknown = 'not validated';
    validate(document, (found) => (errors = found));
    expect(errors).toBeNull();
    expect(document.basics).toMatchObject({
      name: `${SAMPLE_CV.first_name} ${SAMPLE_CV.last_name}`,
      label: SAMPLE_CV.current_job_title,
      email: SAMPLE_CV.email,
    });
    expect(document.meta.canonical).toBe(`http://localhost:3000/${owner.username}`);
    // The photo as an address any tool can load, the one strangers see.
    expect(document.basics.image).toBe(
      `http://localhost:3000${new URL(cv.photo, 'http://x').pathname}`,
    );
    expect((await call(t, 'GET', new URL(document.basics.image).pathname)).statusCode).toBe(200);
    expect(document.work).toHaveLength(SAMPLE_CV.experiences.length);
    expect(document.meta.language).toBe(SAMPLE_CV.language);
  });

  it('of a private CV gives no address a stranger could follow', async () => {
    const owner = await newOwner(t, 'jr');
    const cv = await createCvWithPhoto(t, owner.token, { is_public: false });
    const document = (
      await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/json-resume/`, { token: owner.token })
    ).json();
    expect(document.basics.image).toBeUndefined();
    expect(document.meta.canonical).toBeUndefined();
    expect(JSON.stringify(document)).not.toContain(owner.username);
  });

  it('is the owner’s alone', async () => {
    const owner = await newOwner(t, 'jr');
    const stranger = await newOwner(t, 'jr');
    const cv = await createCvWithPhoto(t, owner.token);
    const url = `/api/cv/get_cv/${cv.uuid}/json-resume/`;
    expect((await call(t, 'GET', url, { token: stranger.token })).statusCode).toBe(404);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
  });
});
