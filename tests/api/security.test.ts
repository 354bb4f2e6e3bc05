/**
 * Security properties over the whole API: headers on every answer, and generated bad input to every
 * endpoint never producing a 500, always the contract's error shape, and never a stored row.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { LANGUAGE_PARAM, LANGUAGES, VERSION_PARAM } from '@/domain/languages';
import { NEWSLETTER_OUTCOMES, NEWSLETTER_QUERY_PARAM } from '@/domain/newsletter-outcomes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, queryRows, startTestApp, storedRows, type TestApp } from './harness';
import { multipart } from './images';
import { createCv } from './owner-helpers';
import { PASSWORD, randomIp, signUpWithUsername } from './users-helpers';

let t: TestApp;
let access = '';
let cvId = '';

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signUpWithUsername(t, 'prop-owner@example.com', 'propowner');
  access = owner.tokens.access;
  const cv = { first_name: 'Prop', last_name: 'Owner', email: 'prop@example.com' };
  cvId = (await createCv(t, access, cv)).uuid;
});
afterAll(async () => {
  await t.close();
});

describe('response headers', () => {
  it.each(['/', '/api/health/', '/propowner', '/api/nope/'])(
    '%s carries the security headers',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;| )/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  // A second app of its own starts on a new database: on a busy machine that outlasts 30 s.
  it('adds HSTS when the site is served over https', { timeout: 120_000 }, async () => {
    const secure = await startTestApp({ APP_ORIGIN: 'https://cv.example.com' });
    try {
      const res = await call(secure, 'GET', '/api/health/');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; auth?: boolean };
const ENDPOINTS: Call[] = [
  { method: 'POST', url: '/api/users/register/' },
  { method: 'POST', url: '/api/users/login/' },
  { method: 'POST', url: '/api/users/refresh/' },
  { method: 'POST', url: '/api/users/logout/' },
  { method: 'POST', url: '/api/users/forgot-password/' },
  { method: 'POST', url: '/api/users/resend-verification/' },
  { method: 'POST', url: '/api/users/verify-email/' },
  { method: 'POST', url: '/api/users/google_login/' },
  { method: 'POST', url: '/api/users/fb_login/' },
  { method: 'PATCH', url: '/api/users/set-username/', auth: true },
  { method: 'POST', url: '/api/cv/create_cv/', auth: true },
  { method: 'PATCH', url: '/api/cv/edit_cv/{cv}/', auth: true },
  { method: 'POST', url: '/api/contact/contact-us/' },
  { method: 'POST', url: '/api/newsletter/subscribe/' },
  { method: 'POST', url: '/api/payments/stripe/create-checkout-session/', auth: true },
  {
    method: 'POST',
    url: '/api/users/password-reset-confirm/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/',
  },
];

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const bodies = fc.oneof(
  jsonValue,
  fc.record(
    { email: fc.string(), password: fc.string(), username: fc.string(), refresh: fc.string() },
    { requiredKeys: [] },
  ),
  // Bodies a sign-up or a subscription accepts, so that the rows they store are counted too.
  fc.record({ email: fc.emailAddress(), password: fc.constant(PASSWORD) }),
  fc.record(
    {
      first_name: fc.string(),
      last_name: fc.string(),
      email: fc.oneof(fc.string(), fc.emailAddress()),
      bio_description: fc.string({ maxLength: 400 }),
      skills: fc.array(fc.record({ skill_name: fc.string(), proficiency: fc.string() })),
      links: fc.array(
        fc.record({ link_type: fc.string(), url: fc.oneof(fc.webUrl(), fc.string()) }),
      ),
      experiences: jsonValue,
      slug: fc.string(),
      theme: fc.string(),
      is_public: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

/** Text for a path or query: ASCII mostly, any Unicode too (fc.string() alone is printable ASCII). */
const queryText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }));

/** A new seed each run; a failure prints its seed and path, and FC_SEED with FC_PATH replays it. */
const replay = {
  seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined,
  path: process.env.FC_PATH,
};

/** The read endpoints that take a query, each reached past its path's own checks. */
const QUERY_READS = [
  '/api/users/verify-email/',
  '/api/users/username-available/',
  '/api/newsletter/confirm/',
  '/api/cv/get_cv/{cv}/',
  '/api/cv/propowner/',
  '/propowner',
  // A username no one has: the page that says so reads the query too.
  '/nobody-here',
  '/',
];

/** A value of the shape each parameter expects, so that a route's later checks are reached too. */
const LANGUAGE_VALUES = fc.constantFrom(...LANGUAGES, 'EN', 'fi-FI');
const QUERY_VALUES: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  username: fc.constantFrom('propowner', 'nobody-here'),
  [VERSION_PARAM]: LANGUAGE_VALUES,
  [LANGUAGE_PARAM]: LANGUAGE_VALUES,
  [NEWSLETTER_QUERY_PARAM]: fc.constantFrom(...NEWSLETTER_OUTCOMES),
};

/** Text as typed into an address bar: only what a request line cannot carry is percent-encoded. */
function asTyped(text: string): string {
  return text.replace(/[^\x21-\x7e]|#/gu, (c) => encodeURIComponent(c));
}

/** One `key=value`, percent-encoded or as typed. */
const pair = (key: fc.Arbitrary<string>, value: fc.Arbitrary<string>) =>
  fc.tuple(key, value, fc.boolean()).map(([k, v, typed]) => {
    const encode = typed ? asTyped : encodeURIComponent;
    return `${encode(k)}=${encode(v)}`;
  });

/** Absent, once (most often, so that a route's other checks pass) or twice. */
const repeated = (pairs: fc.Arbitrary<string>): fc.Arbitrary<string[]> =>
  fc.oneof(
    // A failure shrinks to the fewest parameters that still fail.
    { withCrossShrink: true },
    fc.constant<string[]>([]),
    { arbitrary: pairs.map((one) => [one]), weight: 2 },
    fc.tuple(pairs, pairs),
  );

/**
 * A query as any client may send it: each parameter the routes read, with a value of its shape or
 * any text, and made-up ones.
 */
const query = fc
  .tuple(
    ...Object.entries(QUERY_VALUES).map(([key, shaped]) =>
      repeated(pair(fc.constant(key), fc.oneof(shaped, queryText))),
    ),
    repeated(pair(queryText, queryText)),
  )
  .map((groups) => groups.flat().join('&'));

function isContractError(status: number, body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const detailed =
    typeof (body as { detail?: unknown }).detail === 'string' &&
    typeof (body as { error_code?: unknown }).error_code === 'string';
  if (status !== 400) return detailed;
  // A 400 is either detailed or field errors: lists of messages, possibly nested.
  const fieldErrors = (node: object): boolean =>
    Object.values(node).every(
      (v) =>
        (Array.isArray(v) && v.every((m) => typeof m === 'string')) ||
        (v && typeof v === 'object' && fieldErrors(v)),
    );
  return detailed || (Object.keys(body).length > 0 && fieldErrors(body));
}

describe('generated input to every endpoint', () => {
  it('never answers 500, refuses in the contract shape, and stores nothing it refused', async () => {
    const before = await storedRows(t.database);
    const accepted = { cvs: 0, contact: 0 };
    // A second sign-up or subscription of the same address adds no row: each address counts once.
    const acceptedAddresses = { newsletter: new Set<string>(), register: new Set<string>() };
    const addressOf = (body: unknown) =>
      String((body as { email?: unknown }).email)
        .trim()
        .toLowerCase();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        bodies,
        fc.boolean(),
        async (call, body, raw) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (call.auth) headers.authorization = `Bearer ${access}`;
          const res = await t.app.inject({
            method: call.method,
            url: call.url.replace('{cv}', cvId),
            headers,
            remoteAddress: randomIp(),
            // Sometimes the raw text of the JSON, cut short: broken JSON must be a 400 too.
            payload: raw ? JSON.stringify(body).slice(0, -1) || '{' : JSON.stringify(body),
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(isContractError(res.statusCode, res.json())).toBe(true);
          if (res.statusCode < 300) {
            if (call.url === '/api/cv/create_cv/' && res.statusCode === 201) accepted.cvs += 1;
            if (call.url === '/api/contact/contact-us/') accepted.contact += 1;
            if (call.url === '/api/newsletter/subscribe/')
              acceptedAddresses.newsletter.add(addressOf(body));
            if (call.url === '/api/users/register/')
              acceptedAddresses.register.add(addressOf(body));
          }
        },
      ),
      { numRuns: 400, seed: 20261120 },
    );
    // Only what an endpoint accepted may have left a row behind.
    const after = await storedRows(t.database);
    expect(after.cvs - before.cvs).toBe(accepted.cvs);
    expect(after.contact - before.contact).toBe(accepted.contact);
    expect(after.newsletter - before.newsletter).toBe(acceptedAddresses.newsletter.size);
    expect(after.users - before.users).toBe(acceptedAddresses.register.size);
  });

  // 1,100 requests, some of which draw a page: seconds alone, far more beside other tests.
  it('takes generated query strings on the read endpoints calmly', async () => {
    await fc.assert(
      fc.asyncProperty(queryText, query, async (segment, search) => {
        const a = encodeURIComponent(segment);
        const urls = [
          ...QUERY_READS.map((url) => url.replace('{cv}', cvId)),
          `/api/cv/${a}/`,
          `/api/cv/get_cv/${a}/`,
          `/${a}`,
        ].map((url) => `${url}?${search}`);
        for (const url of urls) {
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${access}` },
            remoteAddress: randomIp(),
          });
          expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
          expect(res.headers['content-security-policy'], url).toBeDefined();
          if (String(res.headers['content-type']).includes('json') && res.statusCode >= 400)
            expect(isContractError(res.statusCode, res.json()), `${url}: ${res.body}`).toBe(true);
        }
      }),
      { numRuns: 100, ...replay },
    );
  }, 120_000);

  it('takes generated files as photos calmly and stores none of them', async () => {
    const photosBefore = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from photos`,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 0, maxLength: 4096 }),
        fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/plain'),
        async (bytes, type) => {
          const boundary = 'prop';
          const payload = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="x"\r\nContent-Type: ${type}\r\n\r\n`,
            ),
            Buffer.from(bytes),
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const res = await t.app.inject({
            method: 'PATCH',
            url: `/api/cv/edit_cv/${cvId}/`,
            headers: {
              authorization: `Bearer ${access}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            payload,
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 120, seed: 11 },
    );
    const photosAfter = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from photos`,
    );
    expect(photosAfter).toEqual(photosBefore);
  });
});

/**
 * What breaks storage and display: NUL, other C0 and C1 controls, DEL, lone surrogates of both
 * halves, U+FFFE and U+FFFF. The oracle below is written apart from the domain's rule on purpose.
 */
const BROKEN_CHARS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ufffe',
  '\uffff',
];
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const BROKEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|\p{Cs}/u;

/** Text holding at least one broken character, or any UTF-16 code units at all; never U+FFFD. */
const brokenText = fc
  .oneof(
    fc
      .tuple(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(...BROKEN_CHARS),
        fc.string({ maxLength: 12 }),
      )
      .map(([a, c, b]) => `${a}${c}${b}`),
    fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
      minLength: 1,
      maxLength: 16,
    }),
  )
  .filter((text) => !text.includes('\ufffd'));

const CV_BASE = {
  title: 'Designer',
  theme: 'templateB',
  first_name: 'Anna',
  last_name: 'Kivi',
  email: 'anna@example.com',
  phone: '+358 40 123 4567',
  current_job_title: 'Product Designer',
  bio_title: 'About me',
  bio_description: 'Calm.\nAccessible.',
  language: 'en',
  is_public: true,
  experiences: [
    {
      company_name: 'Acme',
      role: 'Designer',
      description: 'Built things',
      location: 'Oulu',
      start_date: '2020-01-01',
      end_date: null,
    },
  ],
  educations: [
    {
      institution: 'Aalto',
      degree: 'MSc',
      field_of_study: 'Design',
      start_date: '2014-09-01',
      end_date: '2019-06-01',
    },
  ],
  skills: [{ skill_name: 'Figma', proficiency: 'expert' }],
  links: [{ link_type: 'website', url: 'https://anna.example.com/' }],
};

interface TextTarget {
  call: Call;
  /** A body the endpoint accepts, or refuses only for what it is about (a wrong password). */
  base: Record<string, unknown>;
  /** Opaque secrets and tokens, never stored as text: these need no 400, only no 500. */
  opaque?: string[];
  /** Answers 503 while its outside service (Stripe) is not configured. */
  unavailable?: boolean;
  multipart?: boolean;
}
const RESET =
  '/api/users/password-reset-confirm/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/';
const TEXT_TARGETS: TextTarget[] = [
  {
    call: { method: 'POST', url: '/api/users/register/' },
    base: { email: 'prop-new@example.com', password: 'Mountain-Lake-42' },
    opaque: ['password'],
  },
  {
    call: { method: 'POST', url: '/api/users/login/' },
    base: { email: 'prop-owner@example.com', password: 'not-the-password' },
    opaque: ['password'],
  },
  {
    call: { method: 'POST', url: '/api/users/refresh/' },
    base: { refresh: 'A'.repeat(43) },
    opaque: ['refresh'],
  },
  {
    call: { method: 'POST', url: '/api/users/logout/' },
    base: { refresh: 'A'.repeat(43) },
    opaque: ['refresh'],
  },
  {
    call: { method: 'POST', url: '/api/users/forgot-password/' },
    base: { email: 'prop-owner@example.com' },
  },
  {
    call: { method: 'POST', url: '/api/users/resend-verification/' },
    base: { email: 'prop-owner@example.com' },
  },
  {
    call: { method: 'PATCH', url: '/api/users/set-username/', auth: true },
    base: { username: 'propowner' },
  },
  {
    call: { method: 'POST', url: '/api/users/verify-email/' },
    base: {
      uuid: '00000000-0000-4000-8000-000000000000',
      token: 'A'.repeat(43),
      password: 'Mountain-Lake-42',
    },
    opaque: ['password'],
  },
  {
    call: { method: 'POST', url: RESET },
    base: { new_password: 'Mountain-Lake-42', confirm_password: 'Mountain-Lake-42' },
    opaque: ['new_password', 'confirm_password'],
  },
  { call: { method: 'POST', url: '/api/cv/create_cv/', auth: true }, base: CV_BASE },
  {
    call: { method: 'POST', url: '/api/cv/create_cv/', auth: true },
    base: CV_BASE,
    multipart: true,
  },
  {
    call: { method: 'PATCH', url: '/api/cv/edit_cv/{cv}/', auth: true },
    base: { ...CV_BASE, slug: 'designer' },
  },
  {
    call: { method: 'POST', url: '/api/contact/contact-us/' },
    base: {
      name: 'Anna Kivi',
      email: 'anna@example.com',
      subject: 'Hello',
      message: 'One line.\nAnother line.',
    },
  },
  {
    call: { method: 'POST', url: '/api/newsletter/subscribe/' },
    base: { email: 'prop-news@example.com' },
  },
  {
    call: { method: 'POST', url: '/api/payments/stripe/create-checkout-session/', auth: true },
    base: { price_id: 'pro_monthly' },
    unavailable: true,
  },
];

/** The dotted paths of every string in a body (`experiences.0.role`). */
function textPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function withText(
  body: Record<string, unknown>,
  path: string,
  text: string,
): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<unknown>((node, key) => Reflect.get(Object(node), key), copy);
  Reflect.set(Object(parent), last, text);
  return copy;
}

function textAt(body: Record<string, unknown>, path: string): string {
  return String(
    path.split('.').reduce<unknown>((node, key) => Reflect.get(Object(node), key), body),
  );
}

/** A JSON body as create_cv's multipart form sends it: lists as JSON text, the rest as text. */
function asMultipart(body: Record<string, unknown>) {
  return multipart(
    Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
  );
}

/** Percent-encodes each UTF-16 code unit as WTF-8, so a lone surrogate reaches the URL too. */
function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** Every string in every row of a table, so a test can look for what must never be stored. */
async function storedTexts(table: string): Promise<string[]> {
  const rows = await queryRows<{ row: unknown }>(
    t.database,
    sql.raw(`select to_jsonb(x) as row from ${table} x`),
  );
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  // node-postgres parses jsonb; PGlite too. Either way a string is parsed once more.
  rows.forEach(({ row }) => walk(typeof row === 'string' ? JSON.parse(row) : row));
  return texts;
}

describe('broken text in every text field of every endpoint', () => {
  // 600 requests, sign-ups among them (each hashes a password): 10 s alone, over 30 s on a busy
  // two-core machine.
  it(
    'is refused with a 400 where it is text, never answers 500, and is never stored',
    {
      timeout: 180_000,
    },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...TEXT_TARGETS),
          fc.nat(),
          brokenText,
          fc.nat(),
          fc.boolean(),
          async (target, pick, bad, at, insert) => {
            const paths = textPaths(target.base);
            const path = paths[pick % paths.length]!;
            const current = textAt(target.base, path);
            const cut = at % (current.length + 1);
            const text = insert ? `${current.slice(0, cut)}${bad}${current.slice(cut)}` : bad;
            const body = withText(target.base, path, text);
            const headers: Record<string, string> = target.call.auth
              ? { authorization: `Bearer ${access}` }
              : {};
            const form = target.multipart ? asMultipart(body) : null;
            const res = await t.app.inject({
              method: target.call.method,
              url: target.call.url.replace('{cv}', cvId),
              headers: form ? { ...headers, ...form.headers } : headers,
              remoteAddress: randomIp(),
              payload: form ? form.payload : body,
            });
            expect(res.statusCode, res.body).not.toBe(500);
            if (!(target.unavailable && res.statusCode === 503))
              expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode >= 400)
              expect(isContractError(res.statusCode, res.json())).toBe(true);
            // A multipart text field travels as UTF-8, which cannot carry a lone surrogate.
            const arrived = form && !path.includes('.') ? Buffer.from(text).toString() : text;
            if (!target.opaque?.includes(path) && BROKEN.test(arrived.trim()))
              expect(res.statusCode, `${path}: ${JSON.stringify(text)}`).toBe(400);
          },
        ),
        { numRuns: 600, seed: 20261123 },
      );
      // Nothing broken was stored, nor silently changed into U+FFFD (what a lone surrogate becomes).
      for (const table of ['cvs', 'contact_messages', 'newsletter_subscribers', 'users']) {
        for (const text of await storedTexts(table)) {
          expect(BROKEN.test(text), `${table}: ${JSON.stringify(text)}`).toBe(false);
          expect(text, table).not.toContain('\ufffd');
        }
      }
    },
  );

  it('takes broken text in public paths and query strings calmly', async () => {
    await fc.assert(
      fc.asyncProperty(brokenText, brokenText, async (a, b) => {
        const [pa, pb] = [percentEncode(a), percentEncode(b)];
        const urls = [
          `/${pa}`,
          `/propowner/${pa}`,
          `/${pa}/${pb}`,
          `/assets/${pa}.js`,
          `/api/cv/${pa}/`,
          `/api/cv/propowner/${pa}/`,
          `/api/cv/get_cv/${pa}/`,
          `/api/${pa}`,
          `/media/og/${pa}.jpg`,
          `/media/photos/${pa}.webp`,
          `/api/users/verify-email/?uuid=${pa}&token=${pb}`,
          `/api/newsletter/confirm/?token=${pa}`,
          `/api/users/password-reset-confirm/${pa}/${pb}/`,
        ];
        for (const url of urls) {
          const res = await t.app.inject({
            method: url.includes('password-reset') ? 'POST' : 'GET',
            url,
            headers: { authorization: `Bearer ${access}` },
          });
          expect(res.statusCode, url).toBeLessThan(500);
          // Even the answers Fastify makes before any hook (an undecodable URL) carry them.
          expect(res.headers['content-security-policy'], url).toBeDefined();
          if (String(res.headers['content-type']).includes('json') && res.statusCode >= 400)
            expect(isContractError(res.statusCode, res.json()), url).toBe(true);
        }
      }),
      { numRuns: 150, seed: 23 },
    );
  });
});
