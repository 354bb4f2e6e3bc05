/**
 * Bad input never answers 500: NUL bytes, lone surrogates and control characters in every text
 * field and in public paths, malformed multipart, undecodable URLs and unknown API paths. And a
 * query that fails anyway never leaves its values in the log.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_CONTENT_KEYS } from '@/domain/cv';
import { LIST_SECTIONS } from '@/domain/sections';
import { cvs } from '@server/db/schema';
import en from '../../locales/en/common.json';
import fi from '../../locales/fi/common.json';
import { bearer, call, startTestApp, storedRows, type TestApp } from './harness';
import { multipart } from './images';
import { makePremium, randomIp, signUpWithUsername } from './users-helpers';

let t: TestApp;
let access = '';
let cvId = '';
const auth = () => bearer(access);

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signUpWithUsername(t, 'bad-input@example.com', 'badinput');
  access = owner.tokens.access;
  // Premium, so a refused create_cv is refused for its input, never for the plan's limit.
  await makePremium(t, owner.user.uuid);
  const res = await call(t, 'POST', '/api/cv/create_cv/', {
    headers: auth(),
    json: { first_name: 'Bad', last_name: 'Input', email: 'bad@example.com', title: 'Main' },
  });
  cvId = res.json().data.uuid;
  await call(t, 'POST', '/api/cv/create_cv/', {
    headers: auth(),
    json: { first_name: 'Bad', last_name: 'Input', email: 'bad@example.com', title: 'Second' },
  });
});
afterAll(async () => {
  await t.close();
});

/** NUL, lone surrogates of both halves, ESC, DEL, a C1 control and a noncharacter. */
const BROKEN = ['\u0000', '\ud800', '\udfff', '\u001b', '\u007f', '\u0085', '\uffff'];
const CONTROL_EN = en.validation.control_characters;

/** The field errors at a path of the 400 body (`experiences.0.role`). */
function messagesAt(body: unknown, at: string): unknown {
  return at.split('.').reduce<unknown>((node, key) => {
    return node && typeof node === 'object' ? Reflect.get(node, key) : undefined;
  }, body);
}

type Case = { url: string; method?: 'POST' | 'PATCH'; auth?: boolean; field: string };
type Build = (bad: string) => Record<string, unknown>;
const cv = { first_name: 'Anna', last_name: 'Kivi', email: 'anna@example.com' };
const row = {
  experience: { company_name: 'A', role: 'B', description: 'C', location: 'D' },
  education: { institution: 'A', degree: 'B', field_of_study: 'C' },
  project: { name: 'A', description: 'B', url: '', start_date: null, end_date: null },
  certificate: { name: 'A', issuer: 'B', date: null, url: '' },
  customEntry: {
    title: 'A',
    subtitle: 'B',
    description: 'C',
    start_date: null,
    end_date: null,
    url: '',
  },
};
const dates = { start_date: '2020-01-01', end_date: null };

/** Every free-text field of every endpoint, with a body that is valid but for that field. */
const TEXT_FIELDS: Array<[Case, Build]> = [
  [
    { url: '/api/users/register/', field: 'email' },
    (b) => ({ email: `a${b}@example.com`, password: 'Mountain-Lake-42' }),
  ],
  [
    { url: '/api/users/login/', field: 'email' },
    (b) => ({ email: `a${b}@example.com`, password: 'x' }),
  ],
  [{ url: '/api/users/forgot-password/', field: 'email' }, (b) => ({ email: `a${b}@example.com` })],
  [
    { url: '/api/users/resend-verification/', field: 'email' },
    (b) => ({ email: `a${b}@example.com` }),
  ],
  [{ url: '/api/newsletter/subscribe/', field: 'email' }, (b) => ({ email: `a${b}@example.com` })],
  ...(['name', 'email', 'subject', 'message'] as const).map((field): [Case, Build] => [
    { url: '/api/contact/contact-us/', field },
    (b) => {
      const body: Record<string, string> = {
        name: 'Anna',
        email: 'anna@example.com',
        subject: 'Hi',
        message: 'Hello',
      };
      body[field] = field === 'email' ? `a${b}@example.com` : `${body[field]}${b}`;
      return body;
    },
  ]),
  [
    { url: '/api/payments/stripe/create-checkout-session/', auth: true, field: 'price_id' },
    (b) => ({ price_id: `pro_monthly${b}` }),
  ],
];

/** The CV's own text fields: every content field but the choices and the lists. */
const NOT_TEXT = [
  'theme',
  'language',
  'is_public',
  'pdf_qr_code',
  ...LIST_SECTIONS,
  'custom_sections',
  'section_order',
  'hidden_sections',
  'design',
];
const CV_TEXT = CV_CONTENT_KEYS.filter((key) => !NOT_TEXT.includes(key));
const CV_ROWS: Array<[string, Build]> = [
  ...Object.keys(row.experience).map((key): [string, Build] => [
    `experiences.0.${key}`,
    (b) => ({ experiences: [{ ...row.experience, ...dates, [key]: `x${b}` }] }),
  ]),
  ...Object.keys(row.education).map((key): [string, Build] => [
    `educations.0.${key}`,
    (b) => ({ educations: [{ ...row.education, ...dates, [key]: `x${b}` }] }),
  ]),
  ['skills.0.skill_name', (b) => ({ skills: [{ skill_name: `Go${b}`, proficiency: 'expert' }] })],
  ['links.0.url', (b) => ({ links: [{ link_type: 'website', url: `https://example.com/${b}` }] })],
  ...['name', 'description'].map((key): [string, Build] => [
    `projects.0.${key}`,
    (b) => ({ projects: [{ ...row.project, [key]: `x${b}` }] }),
  ]),
  ...['name', 'issuer'].map((key): [string, Build] => [
    `certificates.0.${key}`,
    (b) => ({ certificates: [{ ...row.certificate, [key]: `x${b}` }] }),
  ]),
  [
    'language_skills.0.language',
    (b) => ({ language_skills: [{ language: `Suomi${b}`, level: 'native' }] }),
  ],
  ['custom_sections.0.title', (b) => ({ custom_sections: [{ title: `Awards${b}`, entries: [] }] })],
  ...['title', 'subtitle', 'description'].map((key): [string, Build] => [
    `custom_sections.0.entries.0.${key}`,
    (b) => ({
      custom_sections: [{ title: 'Talks', entries: [{ ...row.customEntry, [key]: `x${b}` }] }],
    }),
  ]),
];
const cvValue = (field: string, bad: string) =>
  field === 'email' ? `a${bad}@example.com` : field === 'phone' ? `+358${bad}40` : `x${bad}`;
for (const [method, url] of [
  ['POST', '/api/cv/create_cv/'],
  ['PATCH', '/api/cv/edit_cv/{cv}/'],
] as const) {
  for (const field of CV_TEXT)
    TEXT_FIELDS.push([
      { url, method, auth: true, field },
      (b) => ({ ...(method === 'POST' ? cv : {}), [field]: cvValue(field, b) }),
    ]);
  for (const [field, build] of CV_ROWS)
    TEXT_FIELDS.push([
      { url, method, auth: true, field },
      (b) => ({ ...(method === 'POST' ? cv : {}), ...build(b) }),
    ]);
}

describe('text fields refuse NUL, lone surrogates and control characters', () => {
  it.each(
    TEXT_FIELDS.map(
      ([c, build]) => [`${c.method ?? 'POST'} ${c.url} ${c.field}`, c, build] as const,
    ),
  )('%s: 400 with the field and its message, nothing stored', async (_name, c, build) => {
    const before = await storedRows(t.database);
    const version = (await t.database.db.select().from(cvs).where(eq(cvs.id, cvId)))[0]?.version;
    for (const bad of BROKEN) {
      const res = await t.app.inject({
        method: c.method ?? 'POST',
        url: c.url.replace('{cv}', cvId),
        headers: c.auth ? auth() : {},
        payload: build(bad),
        remoteAddress: randomIp(),
      });
      expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400);
      expect(messagesAt(res.json(), c.field)).toContain(CONTROL_EN);
    }
    expect(await storedRows(t.database)).toEqual(before);
    const after = (await t.database.db.select().from(cvs).where(eq(cvs.id, cvId)))[0]?.version;
    expect(after).toBe(version);
  });

  it('says it in Finnish to a Finnish browser, and refuses a line break in a one-line field', async () => {
    const res = await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
      headers: { ...auth(), 'accept-language': 'fi' },
      json: { first_name: 'Anna\u0000', current_job_title: 'Lead\nDesigner' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: [fi.validation.control_characters],
      current_job_title: [fi.validation.single_line],
    });
  });

  it('keeps line breaks in a bio and in a description', async () => {
    const res = await call(t, 'PATCH', `/api/cv/edit_cv/${cvId}/`, {
      headers: auth(),
      json: {
        bio_description: 'One.\nTwo.',
        experiences: [{ ...row.experience, ...dates, description: 'First line\n\tSecond' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bio_description).toBe('One.\nTwo.');
    expect(res.json().data.experiences[0].description).toBe('First line\n\tSecond');
  });

  it('refuses them in a multipart create_cv as well', async () => {
    const body = multipart({ ...cv, first_name: 'Anna\u0000' });
    const res = await call(t, 'POST', '/api/cv/create_cv/', { form: body, headers: { ...auth() } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [CONTROL_EN] });
  });
});

describe('public paths are checked before any query', () => {
  const pages = [
    '/demo/%00',
    '/badinput/%00',
    '/badinput/a%00b',
    '/assets/%00.js',
    '/badinput/%1B',
  ];
  it.each([...pages, '/%00'])('GET %s answers the not-found page, not a 500', async (url) => {
    const res = await call(t, 'GET', url);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect([302, 404]).toContain(res.statusCode);
  });

  const slugs = ['%00', 'x%7F', 'main.js'];
  const apiPaths = ['/api/cv/demo/%00/', ...slugs.map((slug) => `/api/cv/badinput/${slug}/`)];
  it.each(apiPaths)('GET %s answers 400 with the slug rule', async (url) => {
    const res = await call(t, 'GET', url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ slug: [en.validation.slug_format] });
  });

  it('still finds a CV by its slug, in any case', async () => {
    expect((await call(t, 'GET', '/api/cv/badinput/second/')).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/cv/BadInput/SECOND/')).statusCode).toBe(200);
    expect((await call(t, 'GET', '/badinput/Second')).statusCode).toBe(200);
  });
});

describe('malformed multipart', () => {
  const form =
    '--xx\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAnna\r\n--xx--\r\n';
  it.each([
    ['no boundary', 'multipart/form-data', form],
    ['an empty boundary', 'multipart/form-data; boundary=', form],
    ['an empty quoted boundary', 'multipart/form-data; boundary=""', form],
    [
      'a boundary longer than RFC 2046 allows',
      `multipart/form-data; boundary=${'x'.repeat(80)}`,
      form,
    ],
    ['a truncated body', 'multipart/form-data; boundary=xx', form.slice(0, 30)],
    [
      'a truncated file',
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; name="photo"; filename="a"\r\nContent-Type: image/png\r\n\r\nabc',
    ],
    ['a body without any boundary line', 'multipart/form-data; boundary=xx', 'garbage'],
  ])('%s answers 400', async (_what, type, payload) => {
    for (const [method, url] of [
      ['POST', '/api/cv/create_cv/'],
      ['PATCH', `/api/cv/edit_cv/${cvId}/`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...auth(), 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${method}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({
        detail: en.errors.invalid_multipart,
        error_code: 'invalid_multipart',
      });
    }
  });
});

describe('the preview card of a name stored with control characters', () => {
  it('draws the card instead of answering 500', async () => {
    // Written behind the API's back, as rows from before the schemas refused them may hold it.
    await t.database.db
      .update(cvs)
      .set({
        first_name: 'Anna\u0007\u0001',
        last_name: 'Kivi\u001b[31m',
        current_job_title: 'Lead\u0008',
      })
      .where(eq(cvs.id, cvId));
    const res = await call(t, 'GET', `/media/og/${cvId}.jpg`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });
});

describe('URLs Fastify cannot decode', () => {
  it.each(['/%E0%A4%A', '/api/cv/badinput/%ED%A0%80/', '/badinput/%C0%80', '/api/users/%FF/'])(
    'GET %s answers the API 400 with the security headers',
    async (url) => {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ detail: en.errors.bad_request, error_code: 'bad_request' });
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    },
  );
});

describe('unknown API paths, with the app built', () => {
  let web: TestApp;
  let staticDir = '';
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'cv-static-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>app shell</title>');
    web = await startTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await web.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it.each([
    '/api',
    '/api/',
    '/api/nope',
    '/api/nope/',
    '/api/users',
    '/api/cv/x/y/z/',
    '/media',
    '/media/nope',
  ])('GET %s answers the JSON 404, never the app shell', async (url) => {
    const res = await web.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ error_code: 'not_found' });
  });

  it('still serves the shell for an app page, and a page for an unknown public address', async () => {
    expect((await call(web, 'GET', '/dashboard')).body).toContain('app shell');
    // A public address nobody has: the server's own "CV not found" page, not JSON.
    const missing = await call(web, 'GET', '/nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<html');
  });
});

describe('a query that fails anyway', () => {
  it('logs its kind and code, never the CV it carried', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const logged = await startTestApp({}, { logger: { level: 'info', stream } });
    try {
      const owner = await signUpWithUsername(logged, 'log-owner@example.com', 'logowner');
      // Any insert into cvs fails from now on, as a full disk or a broken constraint would.
      await logged.database.db.execute(
        sql.raw(`create function refuse_cv() returns trigger language plpgsql as $$
          begin raise exception 'refused by the test'; end $$`),
      );
      await logged.database.db.execute(
        sql.raw(`create trigger refuse_cv before insert on cvs
          for each row execute function refuse_cv()`),
      );
      const secret = {
        first_name: 'Salainen',
        last_name: 'Henkilö',
        email: 'secret.person@example.com',
        phone: '+358 40 765 4321',
      };
      const res = await call(logged, 'POST', '/api/cv/create_cv/', {
        headers: { authorization: `Bearer ${owner.tokens.access}` },
        json: { ...secret, bio_description: 'My private bio' },
      });
      expect(res.statusCode).toBe(500);
      const errors = log.split('\n').filter((line) => line.includes('"level":50'));
      expect(errors.length).toBeGreaterThan(0);
      for (const value of [...Object.values(secret), 'My private bio'])
        expect(log).not.toContain(value);
      expect(errors.join('\n')).toContain('P0001');
    } finally {
      await logged.close();
    }
  });
});
