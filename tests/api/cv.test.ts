import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cvs, photos } from '@server/db/schema';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { appForFile, bearer, call } from './harness';
import { bigNoise, jpegWithGps, multipart, pixelBomb, png } from './images';
import { makePremium, signUpWithUsername } from './users-helpers';

const t = appForFile();

/** What the database holds of a user's CVs and photos. */
const cvsOf = (userId: string) => t.database.db.select().from(cvs).where(eq(cvs.userId, userId));
const photosOf = (userId: string) =>
  t.database.db.select().from(photos).where(eq(photos.userId, userId));

// The shared sample, in Finnish, with a link type in the case people type it.
const fullCv = {
  ...SAMPLE_CV,
  language: 'fi',
  links: [{ link_type: 'GitHub', url: 'https://github.com/aino' }],
};

function asFields(cv: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cv).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

async function create(
  token: string,
  cv: Record<string, unknown> = fullCv,
  photo?: Buffer,
  headers: Record<string, string> = {},
) {
  const body = multipart(
    asFields(cv),
    photo ? { name: 'photo', filename: 'me.jpg', type: 'image/jpeg', bytes: photo } : undefined,
  );
  return call(t, 'POST', '/api/cv/create_cv/', {
    form: body,
    token,
    headers,
  });
}

let n = 0;
async function newUser() {
  n += 1;
  return signUpWithUsername(t, `cv-user-${n}@example.com`, `cvuser${n}`);
}

describe('create_cv', () => {
  it('creates a CV from the multipart form, photo included, and answers its uuid', async () => {
    const user = await newUser();
    const res = await create(user.tokens.access, fullCv, await jpegWithGps());
    expect(res.statusCode).toBe(201);
    const cv = res.json().data;
    expect(cv.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cv).toMatchObject({
      title: 'Frontend developer',
      theme: 'templateB',
      language: 'fi',
      is_public: true,
      slug: null,
      username: expect.stringMatching(/^cvuser\d+$/),
      links: [{ link_type: 'github', url: 'https://github.com/aino' }],
      skills: [{ skill_name: 'TypeScript', proficiency: 'expert' }],
    });
    expect(cv.skills[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cv.photo).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp$/);

    const list = await call(t, 'GET', '/api/cv/get_cv_list/', { token: user.tokens.access });
    expect(list.json().data).toEqual([
      expect.objectContaining({ uuid: cv.uuid, title: 'Frontend developer' }),
    ]);
  });

  it('strips every bit of metadata (GPS included) and stores a square of at most 800x800', async () => {
    const user = await newUser();
    const original = await jpegWithGps(1600, 1000);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Secret Owner');
    const res = await create(user.tokens.access, fullCv, original);
    const photo = await call(t, 'GET', res.json().data.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toContain('immutable');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(photo.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([800, 800]);
  });

  it('refuses a 3 MiB photo with 413 while streaming and stores nothing', async () => {
    const user = await newUser();
    const res = await create(user.tokens.access, fullCv, bigNoise());
    expect(res.statusCode).toBe(413);
    expect(res.json().error_code).toBe('file_too_large');
    const rows = await cvsOf(user.user.uuid);
    expect(rows).toHaveLength(0);
  });

  it('refuses a text file named .jpg, an SVG and a pixel bomb', async () => {
    const user = await newUser();
    expect(
      (await create(user.tokens.access, fullCv, Buffer.from('hello, I am text'))).statusCode,
    ).toBe(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await create(user.tokens.access, fullCv, svg)).statusCode).toBe(415);
    const bomb = await create(user.tokens.access, fullCv, await pixelBomb());
    expect([400, 413]).toContain(bomb.statusCode);
    const stored = await photosOf(user.user.uuid);
    expect(stored).toHaveLength(0);
  });

  it('re-encodes a polyglot (a JPEG carrying a script) so nothing of the payload survives', async () => {
    const user = await newUser();
    const payload = Buffer.from(
      '<html><script>alert(document.cookie)</script></html>PK\u0003\u0004polyglot',
    );
    const polyglot = Buffer.concat([await jpegWithGps(400, 400), payload]);
    const res = await create(user.tokens.access, fullCv, polyglot);
    expect(res.statusCode).toBe(201);
    const photo = await call(t, 'GET', res.json().data.photo);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(photo.rawPayload.includes(Buffer.from('polyglot'))).toBe(false);
  });

  it('makes one CV of the same draft sent twice (Idempotency-Key)', async () => {
    const user = await newUser();
    const key = 'draft-0b7c6e1a-4f1b-4f4e-9a51-1d1f5b2c9e10';
    const [a, b] = await Promise.all([
      create(user.tokens.access, fullCv, undefined, { 'idempotency-key': key }),
      create(user.tokens.access, fullCv, undefined, { 'idempotency-key': key }),
    ]);
    const again = await create(user.tokens.access, fullCv, undefined, { 'idempotency-key': key });
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(new Set([a.json().data.uuid, b.json().data.uuid, again.json().data.uuid]).size).toBe(1);
    const rows = await cvsOf(user.user.uuid);
    expect(rows).toHaveLength(1);
  });

  it('keeps a free user to one CV and lets a premium user make more, each with its own slug', async () => {
    const user = await newUser();
    expect((await create(user.tokens.access)).statusCode).toBe(201);
    const second = await create(user.tokens.access, { ...fullCv, title: 'Designer CV' });
    expect(second.statusCode).toBe(403);
    expect(second.json().error_code).toBe('plan_limit');

    await makePremium(t, user.user.uuid);
    const premium = await create(user.tokens.access, { ...fullCv, title: 'Designer CV' });
    expect(premium.statusCode).toBe(201);
    expect(premium.json().data.slug).toBe('designer-cv');
    const third = await create(user.tokens.access, { ...fullCv, title: 'Designer CV' });
    expect(third.json().data.slug).toBe('designer-cv-2');

    // The unique index refuses a slug the user already has (in another case): a field error, not a 500.
    const clash = await call(t, 'PATCH', `/api/cv/edit_cv/${third.json().data.uuid}/`, {
      token: user.tokens.access,
      json: { slug: 'Designer-CV' },
    });
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json())).toEqual(['slug']);
  });

  it('accepts the same CV as JSON and stores what the form would have', async () => {
    const user = await newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cv/create_cv/',
      headers: bearer(user.tokens.access),
      payload: fullCv,
    });
    expect(res.statusCode).toBe(201);
    const fromForm = await create((await newUser()).tokens.access);
    // Everything but what names the CV, its parts or its owner.
    const own = /^(uuid|username|created_at|updated_at|user)$/;
    const comparable = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(comparable)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key]) => !own.test(key))
                .map(([key, v]) => [key, comparable(v)]),
            )
          : value;
    const stored = await call(t, 'GET', `/api/cv/get_cv/${res.json().data.uuid}/`, {
      token: user.tokens.access,
    });
    expect(comparable(stored.json().data)).toEqual(comparable(fromForm.json().data));
    expect(stored.json().data).toMatchObject({
      language: 'fi',
      links: [{ link_type: 'github', url: 'https://github.com/aino' }],
      skills: [{ skill_name: 'TypeScript', proficiency: 'expert' }],
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cv/create_cv/', payload: fullCv });
    expect(res.statusCode).toBe(401);
  });
});

describe('validation: one failing case per rule, naming the field', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['first name required', { first_name: '  ' }, /^first_name: This field is required\.$/],
    ['e-mail format', { email: 'aino@nowhere' }, /^email: Please enter a valid email address\.$/],
    ['bio 250', { bio_description: 'x'.repeat(251) }, /^bio_description: Must be at most 250/],
    [
      'experience description 120',
      { experiences: [{ ...fullCv.experiences[0], description: 'x'.repeat(121) }] },
      /^experiences → 0 → description: Must be at most 120/,
    ],
    [
      'field of study 120',
      { educations: [{ ...fullCv.educations[0], field_of_study: 'x'.repeat(121) }] },
      /^educations → 0 → field_of_study: Must be at most 120/,
    ],
    [
      'skills at most 3',
      { skills: Array(4).fill({ skill_name: 'A', proficiency: 'beginner' }) },
      /^skills: At most 3 allowed\.$/,
    ],
    [
      'experiences at most 10',
      { experiences: Array(11).fill(fullCv.experiences[0]) },
      /^experiences: At most 10/,
    ],
    [
      'educations at most 10',
      { educations: Array(11).fill(fullCv.educations[0]) },
      /^educations: At most 10/,
    ],
    ['links at most 7', { links: Array(8).fill(fullCv.links[0]) }, /^links: At most 7/],
    [
      'link type',
      { links: [{ link_type: 'myspace', url: 'https://x.example.com' }] },
      /^links → 0 → link_type: Choose one/,
    ],
    [
      'link URL scheme',
      { links: [{ link_type: 'website', url: 'javascript:alert(1)' }] },
      /^links → 0 → url: Please enter a valid web address/,
    ],
    [
      'proficiency',
      { skills: [{ skill_name: 'A', proficiency: 'guru' }] },
      /^skills → 0 → proficiency: Please choose one/,
    ],
    [
      'date format',
      { experiences: [{ ...fullCv.experiences[0], start_date: '2021-03-15' }] },
      /^experiences → 0 → start_date: Please choose a valid month/,
    ],
    [
      'experience dates in order',
      {
        experiences: [
          { ...fullCv.experiences[0], start_date: '2022-01-01', end_date: '2021-01-01' },
        ],
      },
      /^experiences → 0 → end_date: Experience start date must be before end date$/,
    ],
    [
      'experience start month (docs/decisions.md)',
      { experiences: [{ ...fullCv.experiences[0], start_date: null }] },
      /^experiences → 0 → start_date: This field is required\.$/,
    ],
    [
      'education start month',
      { educations: [{ ...fullCv.educations[0], start_date: null }] },
      /^educations → 0 → start_date: This field is required\.$/,
    ],
    [
      'education school',
      { educations: [{ ...fullCv.educations[0], institution: ' ' }] },
      /^educations → 0 → institution: This field is required\.$/,
    ],
    [
      'education dates in order',
      {
        educations: [{ ...fullCv.educations[0], start_date: '2022-01-01', end_date: '2021-01-01' }],
      },
      /^educations → 0 → end_date: Education start date must be before end date$/,
    ],
    ['language', { language: 'sv' }, /^language: Please choose one/],
    ['theme', { theme: 'templateZ' }, /^theme: Choose one of the eight templates/],
    ['unknown field', { owner: 'someone-else' }, /Unknown fields: owner/],
  ];

  it.each(cases)('%s', async (_name, change, message) => {
    const user = await newUser();
    const res = await create(user.tokens.access, { ...fullCv, ...change });
    expect(res.statusCode).toBe(400);
    const { parseErrorBody } = await import('@/lib/api-errors');
    expect(parseErrorBody(res.json()).text).toMatch(message);
  });

  it('reads a broken JSON list as a field error', async () => {
    const user = await newUser();
    const body = multipart({ ...asFields(fullCv), skills: '[{"skill_name":' });
    const res = await call(t, 'POST', '/api/cv/create_cv/', {
      form: body,
      token: user.tokens.access,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ skills: ['This list could not be read.'] });
  });
});

describe('ownership', () => {
  it('answers 404 to another user for get_cv and both kinds of edit_cv, and changes nothing', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const cv = (await create(owner.tokens.access)).json().data;
    const read = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/`, {
      token: stranger.tokens.access,
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Aino');
    const edit = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: stranger.tokens.access,
      json: { title: 'Hacked' },
    });
    expect(edit.statusCode).toBe(404);
    const body = multipart(
      {},
      { name: 'photo', filename: 'p.png', type: 'image/png', bytes: await png() },
    );
    const photo = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      form: body,
      token: stranger.tokens.access,
    });
    expect(photo.statusCode).toBe(404);
    const mine = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/`, { token: owner.tokens.access });
    expect(mine.json().data.title).toBe('Frontend developer');
    expect(mine.json().data.photo).toBeNull();
  });
});

describe('edit_cv', () => {
  it('changes fields, moves updated_at, checks the merged CV and the slug', async () => {
    const user = await newUser();
    const cv = (await create(user.tokens.access)).json().data;
    await new Promise((r) => setTimeout(r, 5));
    const res = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: user.tokens.access,
      json: { bio_description: 'Updated.', theme: 'templateE', slug: 'My-Dev-CV' },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({
      bio_description: 'Updated.',
      theme: 'templateE',
      slug: 'my-dev-cv',
      first_name: 'Aino',
    });
    expect(new Date(updated.updated_at) > new Date(cv.updated_at)).toBe(true);

    const bad = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: user.tokens.access,
      json: {
        experiences: [
          { ...fullCv.experiences[0], start_date: '2024-01-01', end_date: '2023-01-01' },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().experiences['0'].end_date).toEqual([
      'Experience start date must be before end date',
    ]);

    const badSlug = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: user.tokens.access,
      json: { slug: 'Not a slug!' },
    });
    expect(badSlug.statusCode).toBe(400);
  });

  it('replaces the photo and deletes the old one', async () => {
    const user = await newUser();
    const cv = (await create(user.tokens.access, fullCv, await png())).json().data;
    const body = multipart(
      {},
      { name: 'photo', filename: 'new.png', type: 'image/png', bytes: await png(500, 400) },
    );
    const res = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      form: body,
      token: user.tokens.access,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photo).not.toBe(cv.photo);
    expect((await call(t, 'GET', cv.photo)).statusCode).toBe(404);
    const meta = await sharp((await call(t, 'GET', res.json().data.photo)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });
});

describe('public CV', () => {
  it('answers public CVs by username and slug with public fields only', async () => {
    const user = await newUser();
    await makePremium(t, user.user.uuid);
    await create(user.tokens.access);
    const second = (await create(user.tokens.access, { ...fullCv, title: 'Second one' })).json()
      .data;
    const username = second.username as string;

    const first = await call(t, 'GET', `/api/cv/${username.toUpperCase()}/`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.title).toBe('Frontend developer');
    expect(first.json().data).not.toHaveProperty('user');
    expect(first.body).not.toContain(user.user.uuid);
    expect(first.body).not.toContain('cv-user-');

    const bySlug = await call(t, 'GET', `/api/cv/${username}/second-one/`);
    expect(bySlug.json().data.uuid).toBe(second.uuid);

    await call(t, 'PATCH', `/api/cv/edit_cv/${second.uuid}/`, {
      token: user.tokens.access,
      json: { is_public: false },
    });
    expect((await call(t, 'GET', `/api/cv/${username}/second-one/`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/cv/nobody-here/`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/cv/bad.name/`)).statusCode).toBe(400);
  });
});
