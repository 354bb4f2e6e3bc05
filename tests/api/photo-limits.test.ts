/** What a photo upload may cost the server: pixels and proportions, decodes at once, uploads per user. */
import sharp, { type Sharp } from 'sharp';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photos } from '@server/db/schema';
import { PHOTO_DECODES_AT_ONCE, PHOTO_UPLOADS } from '@server/modules/media/photo-pipeline';
import { LIMITS } from '@/domain/limits';
import enCommon from '../../locales/en/common.json';
import fiCommon from '../../locales/fi/common.json';
import { appForFile, call } from './harness';
import { multipart, png } from './images';
import { signUpWithUsername } from './users-helpers';

const t = appForFile();
afterEach(() => {
  vi.restoreAllMocks();
});

const cv = {
  title: 'Photo CV',
  theme: 'templateA',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
  phone: '+358 40 123 4567',
  current_job_title: 'Developer',
  bio_title: 'About me',
  bio_description: 'Photos.',
  language: 'en',
  experiences: [],
  educations: [],
  skills: [],
  links: [],
};

let n = 0;
async function newUser() {
  n += 1;
  return signUpWithUsername(t, `photo-limit-${n}@example.com`, `photolimit${n}`);
}

function createWithPhoto(token: string, bytes: Buffer, lang = 'en') {
  const fields = Object.fromEntries(
    Object.entries(cv).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const body = multipart(fields, { name: 'photo', filename: 'me.png', type: 'image/png', bytes });
  return call(t, 'POST', '/api/cv/create_cv/', {
    form: body,
    token,
    headers: { 'accept-language': lang },
  });
}

function replacePhoto(token: string, uuid: string, bytes: Buffer) {
  const body = multipart({}, { name: 'photo', filename: 'me.png', type: 'image/png', bytes });
  return call(t, 'PATCH', `/api/cv/edit_cv/${uuid}/`, { form: body, token });
}

/** A real PNG of any size: sharp is told to make it, whatever its own input limit. */
function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7' } })
    .png()
    .toBuffer();
}

async function storedPhotos(userId: string) {
  return t.database.db
    .select()
    .from(photos)
    .where(sql`${photos.userId} = ${userId}`);
}

describe('pixels and proportions', () => {
  it('refuses a 5 x 5,000,000 PNG before decoding it', async () => {
    const user = await newUser();
    const strip = await plainPng(5, 5_000_000);
    const decode = vi.spyOn(sharp.prototype, 'toBuffer');
    const started = performance.now();
    const res = await createWithPhoto(user.tokens.access, strip);
    const ms = Math.round(performance.now() - started);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error_code: 'image_too_large',
      detail: enCommon.errors.image_proportions,
    });
    expect(decode).not.toHaveBeenCalled();
    expect(await storedPhotos(user.user.uuid)).toHaveLength(0);
    console.info(`a ${strip.length}-byte 5x5,000,000 PNG was refused in ${ms} ms`);

    const fi = await createWithPhoto(user.tokens.access, strip, 'fi');
    expect(fi.json().detail).toBe(fiCommon.errors.image_proportions);
  });

  it('takes a photo up to the longest proportion and refuses one beyond it', async () => {
    const user = await newUser();
    const wide = Math.round(400 * LIMITS.photoMaxAspect);
    const ok = await createWithPhoto(user.tokens.access, await plainPng(wide, 400));
    expect(ok.statusCode).toBe(201);
    const tooLong = await replacePhoto(
      user.tokens.access,
      ok.json().data.uuid,
      await plainPng(400, wide + 2),
    );
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().error_code).toBe('image_too_large');
  });

  it('refuses more pixels than the cap, even well proportioned', async () => {
    const user = await newUser();
    const side = Math.ceil(Math.sqrt(LIMITS.photoMaxPixels)) + 1;
    const res = await createWithPhoto(user.tokens.access, await plainPng(side, side));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error_code: 'image_too_large',
      detail: enCommon.errors.image_too_large,
    });
  });
});

describe('decodes at once', () => {
  it(`answers every one of many parallel uploads, decoding ${PHOTO_DECODES_AT_ONCE} at a time`, async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser()));
    const good = await plainPng(1600, 1200);
    const strip = await plainPng(5, 5_000_000);
    const original = sharp.prototype.toBuffer;
    let running = 0;
    let peak = 0;
    // toBuffer has a callback overload returning void; the promise one is the one called here.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
      this: Sharp,
      ...args: unknown[]
    ) {
      running += 1;
      peak = Math.max(peak, running);
      try {
        // toBuffer's overloads differ only in the options object; the call is passed on unchanged.
        return await Reflect.apply(original, this, args);
      } finally {
        running -= 1;
      }
    });
    const answers = await Promise.all(
      users.flatMap((u, i) => [
        createWithPhoto(u.tokens.access, i % 2 ? good : strip),
        createWithPhoto(u.tokens.access, good),
      ]),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // One CV per free user: the second create of each user is a 403 or the first was refused.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(users.length);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(PHOTO_DECODES_AT_ONCE);
  });
});

describe('uploads per user', () => {
  it('answers 429 with Retry-After in the contract shape after the limit', async () => {
    const user = await newUser();
    const small = await png(64, 64);
    const created = await createWithPhoto(user.tokens.access, small);
    expect(created.statusCode).toBe(201);
    const uuid = created.json().data.uuid as string;
    for (let i = 1; i < PHOTO_UPLOADS.perUser; i++) {
      expect((await replacePhoto(user.tokens.access, uuid, small)).statusCode).toBe(200);
    }
    const refused = await replacePhoto(user.tokens.access, uuid, small);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error_code: 'rate_limited' });
    expect(typeof refused.json().detail).toBe('string');

    // Another user is not affected.
    const other = await newUser();
    expect((await createWithPhoto(other.tokens.access, small)).statusCode).toBe(201);
  });
});
