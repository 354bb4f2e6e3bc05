/**
 * What strangers see ends when it should: a renamed user's old address, a new owner's address, and
 * a photo of a CV made private answer nothing of the old, however the caches were filled.
 */
import { describe, expect, it } from 'vitest';
import { appForFile, bearer, call } from './harness';
import { multipart, png } from './images';
import { endUsernameHold, signUpWithUsername } from './users-helpers';

const t = appForFile();

const cvFields = (firstName: string, extra: Record<string, string> = {}) => ({
  title: 'My CV',
  theme: 'templateB',
  first_name: firstName,
  last_name: 'Testinen',
  email: 'someone@example.com',
  phone: '+358 40 000 0000',
  current_job_title: `${firstName}'s job`,
  bio_title: '',
  bio_description: '',
  language: 'en',
  experiences: '[]',
  educations: '[]',
  skills: '[]',
  links: '[]',
  ...extra,
});

async function createCv(
  token: string,
  firstName: string,
  photo?: Buffer,
  extra: Record<string, string> = {},
) {
  const body = multipart(
    cvFields(firstName, extra),
    photo ? { name: 'photo', filename: 'p.png', type: 'image/png', bytes: photo } : undefined,
  );
  const res = await call(t, 'POST', '/api/cv/create_cv/', { form: body, token });
  expect(res.statusCode).toBe(201);
  return res.json().data as { uuid: string; photo: string | null };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];

async function rename(token: string, username: string) {
  const res = await call(t, 'PATCH', '/api/users/me/username/', {
    token,
    json: { username },
  });
  expect(res.statusCode).toBe(200);
  return token;
}

async function edit(token: string, id: string, payload: object) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/cv/edit_cv/${id}/`,
    headers: bearer(token),
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { photo: string | null; is_public: boolean };
}

describe('a renamed user and the next owner of the name', () => {
  it('answers the old address with 404 at once, and the new owner with their own CV', async () => {
    const first = await signUpWithUsername(t, 'renamer@example.com', 'olli');
    await createCv(first.tokens.access, 'Olli');
    // Both caches are filled under the old name.
    const page = await get('/olli');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Olli');
    expect((await get('/api/cv/olli/')).json().data.first_name).toBe('Olli');
    const cardBefore = ogImage(page.body);

    const access = await rename(first.tokens.access, 'olli2');
    expect((await get('/olli')).statusCode).toBe(404);
    expect((await get('/api/cv/olli/')).statusCode).toBe(404);
    const moved = await get('/olli2');
    expect(moved.body).toContain('Olli');
    // The preview card names the address, so its URL changes with the name.
    expect(ogImage(moved.body)).not.toBe(cardBefore);
    expect((await get(new URL(ogImage(moved.body)!).pathname)).statusCode).toBe(200);
    expect((await get('/api/cv/olli2/', bearer(access))).json().data.username).toBe('olli2');

    // Another account may take the name once its 30-day hold is over.
    await endUsernameHold(t, 'olli');
    const next = await signUpWithUsername(t, 'next-owner@example.com', 'olli');
    await createCv(next.tokens.access, 'Noora');
    const taken = await get('/olli');
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('Noora');
    expect(taken.body).not.toContain('Olli');
    const api = (await get('/api/cv/olli/')).json().data;
    expect(api.first_name).toBe('Noora');
  });

  it('drops a cached page when the CV turns private, and shows it again when public', async () => {
    const user = await signUpWithUsername(t, 'hider@example.com', 'hilla');
    const cv = await createCv(user.tokens.access, 'Hilla');
    expect((await get('/hilla')).statusCode).toBe(200);
    expect((await get('/api/cv/hilla/')).statusCode).toBe(200);
    await edit(user.tokens.access, cv.uuid, { is_public: false });
    expect((await get('/hilla')).statusCode).toBe(404);
    expect((await get('/api/cv/hilla/')).statusCode).toBe(404);
    await edit(user.tokens.access, cv.uuid, { is_public: true });
    expect((await get('/hilla')).statusCode).toBe(200);
    expect((await get('/api/cv/hilla/')).statusCode).toBe(200);
  });
});

describe('photos of private CVs', () => {
  it('moves the photo to a new address when the CV turns private; only its owner can load it', async () => {
    const user = await signUpWithUsername(t, 'private-photo@example.com', 'pirjo');
    const cv = await createCv(user.tokens.access, 'Pirjo', await png(400, 400));
    const publicUrl = cv.photo!;
    expect(publicUrl).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp$/);
    const original = await get(publicUrl);
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toContain('public');
    expect(original.headers['cache-control']).toContain('s-maxage=600');

    const hidden = await edit(user.tokens.access, cv.uuid, { is_public: false });
    const ownerUrl = hidden.photo!;
    expect(ownerUrl).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp\?t=/);
    expect(ownerUrl.split('?')[0]).not.toBe(publicUrl);
    // Strangers: neither the old address nor the new one without the owner's signature.
    expect((await get(publicUrl)).statusCode).toBe(404);
    expect((await get(ownerUrl.split('?')[0]!)).statusCode).toBe(404);
    const token = new URL(ownerUrl, 'http://x').searchParams.get('t')!;
    const altered = `${ownerUrl.split('?')[0]}?t=${token.slice(0, -2)}AA`;
    expect((await get(altered)).statusCode).toBe(404);
    // The owner's app loads it with the signed address, cached only privately.
    const own = await get(ownerUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(own.rawPayload.equals(original.rawPayload)).toBe(true);
    const read = await get(`/api/cv/get_cv/${cv.uuid}/`, bearer(user.tokens.access));
    expect(read.json().data.photo).toBe(ownerUrl);
    // A signature is for one photo only.
    const someone = await signUpWithUsername(t, 'someone-else@example.com', 'pekka');
    const other = await createCv(someone.tokens.access, 'Pekka', await png(300, 300), {
      is_public: 'false',
    });
    expect((await get(`${other.photo!.split('?')[0]}?t=${token}`)).statusCode).toBe(404);

    const shown = await edit(user.tokens.access, cv.uuid, { is_public: true });
    expect(shown.photo).toBe(ownerUrl.split('?')[0]);
    expect((await get(shown.photo!)).statusCode).toBe(200);
    expect((await get(publicUrl)).statusCode).toBe(404);
  });

  it('never serves the photo of a CV created private to strangers', async () => {
    const user = await signUpWithUsername(t, 'born-private@example.com', 'sanni');
    const cv = await createCv(user.tokens.access, 'Sanni', await png(), { is_public: 'false' });
    expect(cv.photo).toMatch(/\?t=/);
    expect((await get(cv.photo!.split('?')[0]!)).statusCode).toBe(404);
    expect((await get(cv.photo!)).statusCode).toBe(200);
    expect((await get(`/media/og/${cv.uuid}.jpg`)).statusCode).toBe(404);
  });
});
