import http, { type IncomingHttpHeaders } from 'node:http';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvs } from '@server/db/schema';
import { bestCompressionSettled } from '@server/lib/precompressed';
import { bearer, call, startTestApp, type TestApp } from './harness';
import { png } from './images';
import { multipart } from './images';
import { makePremium, signUpWithUsername } from './users-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpWithUsername>>;
let firstId = '';
let secondId = '';

const auth = () => bearer(owner.tokens.access);
const cvFields = {
  title: 'Designer',
  theme: 'templateE',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
  phone: '+358 40 123 4567',
  current_job_title: 'Product Designer',
  bio_title: '',
  bio_description: 'I design calm, accessible products. <script>alert("bio")</script>',
  language: 'en',
  experiences: JSON.stringify([
    {
      company_name: 'Nordic Apps',
      role: 'Designer',
      description: '',
      location: 'Helsinki',
      start_date: '2020-01-01',
      end_date: null,
    },
  ]),
  educations: JSON.stringify([]),
  skills: JSON.stringify([{ skill_name: 'Figma', proficiency: 'expert' }]),
  links: JSON.stringify([{ link_type: 'website', url: 'https://aino.example.com' }]),
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUpWithUsername(t, 'public-owner@example.com', 'ainov');
  await makePremium(t, owner.user.uuid);
  const first = multipart(cvFields, {
    name: 'photo',
    filename: 'p.png',
    type: 'image/png',
    bytes: await png(600, 600),
  });
  firstId = (
    await call(t, 'POST', '/api/cv/create_cv/', { form: first, headers: { ...auth() } })
  ).json().data.uuid;
  const second = multipart({
    ...cvFields,
    title: 'Developer CV',
    theme: 'templateA',
    current_job_title: 'Frontend Developer',
  });
  secondId = (
    await call(t, 'POST', '/api/cv/create_cv/', { form: second, headers: { ...auth() } })
  ).json().data.uuid;
});
afterAll(async () => {
  await t.close();
});

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
}

describe('public CV pages (no JavaScript)', () => {
  it('renders /{username} on the server with sharing tags and JSON-LD', async () => {
    const res = await call(t, 'GET', '/ainov');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('Aino');
    expect(html).toContain('Virtanen');
    expect(html).toContain('Product Designer');
    expect(html.replace(/<[^>]+>/g, '')).toContain('I&#x27;m Aino Virtanen');
    expect(meta(html, 'og:title')).toBe('Aino Virtanen – Product Designer');
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^http://localhost:3000/media/og/${firstId}\\.jpg\\?v=`),
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/ainov">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const person = JSON.parse(jsonLd!);
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Aino Virtanen',
      jobTitle: 'Product Designer',
    });
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/);
  });

  it('renders /{username}/{slug} and draws its preview card', async () => {
    const res = await call(t, 'GET', '/ainov/developer-cv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Frontend Developer');
    expect(meta(res.body, 'og:title')).toBe('Aino Virtanen – Frontend Developer');
    const card = await call(t, 'GET', new URL(meta(res.body, 'og:image')!).pathname);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    const info = await sharp(card.rawPayload).metadata();
    expect([info.width, info.height]).toEqual([1200, 630]);
  });

  it('shows HTML from a CV field as text, never as markup', async () => {
    const html = (await call(t, 'GET', '/ainov')).body;
    expect(html).not.toContain('<script>alert("bio")</script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;bio&quot;)&lt;/script&gt;');
  });

  it('never turns a javascript: URL into a link, even one that reached the database', async () => {
    const body = multipart({ ...cvFields, title: 'Old links' });
    const id = (
      await call(t, 'POST', '/api/cv/create_cv/', { form: body, headers: { ...auth() } })
    ).json().data.uuid;
    // Written behind the API's back (the API refuses such URLs), before the page was ever rendered.
    await t.database.db
      .update(cvs)
      .set({
        links: [
          {
            uuid: '6b1f1e9a-0000-4000-8000-000000000001',
            link_type: 'website',
            url: 'javascript:alert(1)',
          },
        ],
      })
      .where(sql`${cvs.id} = ${id}`);
    const html = (await call(t, 'GET', '/ainov/old-links')).body;
    expect(html).toContain('Aino');
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it('shows a change at once (the cached page is dropped) and answers 304 to a repeat', async () => {
    const first = await call(t, 'GET', '/ainov');
    const again = await call(t, 'GET', '/ainov', {
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    await call(t, 'PATCH', `/api/cv/edit_cv/${firstId}/`, {
      headers: auth(),
      json: { current_job_title: 'Lead Designer' },
    });
    const changed = await call(t, 'GET', '/ainov');
    expect(changed.body).toContain('Lead Designer');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 404 for a private CV and an unknown one, and sends a bad username to /404', async () => {
    await call(t, 'PATCH', `/api/cv/edit_cv/${secondId}/`, {
      headers: auth(),
      json: { is_public: false },
    });
    expect((await call(t, 'GET', '/ainov/developer-cv')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/nobody-at-all')).statusCode).toBe(404);
    const bad = await call(t, 'GET', '/not.a.user');
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe('/404');
    const privateCard = await call(t, 'GET', `/media/og/${secondId}.jpg`);
    expect(privateCard.statusCode).toBe(404);
  });

  it('leaves app routes to the app', async () => {
    const res = await call(t, 'GET', '/dashboard');
    expect(res.body).not.toContain('og:title');
  });
});

/** A GET over the network, its body as sent (not decompressed). */
function rawGet(origin: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

/** What the connection itself says, which differs between a socket and an injected request. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !CONNECTION_HEADERS.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );

describe('public CV pages over the network (cached pages skip the framework)', () => {
  let origin = '';
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers every address exactly as the framework does: status, headers and bytes', async () => {
    const first = await call(t, 'GET', '/ainov');
    const requests: [string, Record<string, string>][] = [
      ['/ainov', { 'accept-encoding': 'br, gzip' }],
      ['/ainov', { 'accept-encoding': 'gzip' }],
      ['/ainov', {}],
      ['/ainov', { 'if-none-match': String(first.headers.etag) }],
      ['/ainov?utm_source=linkedin', { 'accept-encoding': 'br' }],
      ['/Ainov', { 'accept-encoding': 'br' }],
      ['/ainov/designer', { 'accept-encoding': 'br' }],
      ['/ainov/developer-cv', { 'accept-encoding': 'br' }],
      ['/nobody-at-all', { 'accept-encoding': 'br' }],
      ['/not.a.user', {}],
      ['/dashboard', {}],
      ['/api', {}],
    ];
    for (const [path, headers] of requests) {
      // Filled, and its best compression in place, so both ways send the same bytes.
      await call(t, 'GET', path, { headers });
      await bestCompressionSettled();
      for (let round = 0; round < 2; round++) {
        const framework = await call(t, 'GET', path, { headers });
        const network = await rawGet(origin, path, headers);
        expect({ path, status: network.status }).toEqual({ path, status: framework.statusCode });
        expect(comparable(network.headers)).toEqual(comparable(framework.headers));
        expect(network.body.equals(framework.rawPayload)).toBe(true);
      }
    }
  });

  it('shows an edit on the next request', async () => {
    const before = await rawGet(origin, '/ainov', {});
    expect(before.body.toString()).toContain('Lead Designer');
    await call(t, 'PATCH', `/api/cv/edit_cv/${firstId}/`, {
      headers: auth(),
      json: { current_job_title: 'Head of Design' },
    });
    const after = await rawGet(origin, '/ainov', {});
    expect(after.body.toString()).toContain('Head of Design');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
