/**
 * Security properties over the whole API: headers on every answer, and generated bad input to every
 * endpoint never producing a 500, always the contract's error shape, and never a stored row.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, cvs, newsletterSubscribers, users } from '../../server/db/schema';
import { queryRows, startTestApp, type TestApp } from './harness';
import { randomIp, signUpWithUsername } from './users-helpers';

let t: TestApp;
let access = '';
let cvId = '';

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signUpWithUsername(t, 'prop-owner@example.com', 'propowner');
  access = owner.tokens.access;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cv/create_cv/',
    headers: { authorization: `Bearer ${access}` },
    payload: { first_name: 'Prop', last_name: 'Owner', email: 'prop@example.com' },
  });
  cvId = res.json().data.uuid;
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

  it('adds HSTS when the site is served over https', async () => {
    const secure = await startTestApp({ APP_ORIGIN: 'https://cv.example.com' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health/' });
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

function isContractError(status: number, body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  if (status === 400) return Object.keys(body).length > 0;
  return (
    typeof (body as { detail?: unknown }).detail === 'string' &&
    typeof (body as { error_code?: unknown }).error_code === 'string'
  );
}

describe('generated input to every endpoint', () => {
  it('never answers 500, refuses in the contract shape, and stores nothing it refused', async () => {
    const before = await counts();
    const accepted = { cvs: 0, contact: 0, newsletter: 0, register: 0 };
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
            if (call.url === '/api/newsletter/subscribe/') accepted.newsletter += 1;
            if (call.url === '/api/users/register/') accepted.register += 1;
          }
        },
      ),
      { numRuns: 400, seed: 20261120 },
    );
    // Only what an endpoint accepted may have left a row behind.
    const after = await counts();
    expect(after.cvs - before.cvs).toBe(accepted.cvs);
    expect(after.contact - before.contact).toBe(accepted.contact);
    expect(after.newsletter - before.newsletter).toBeLessThanOrEqual(accepted.newsletter);
    expect(after.users - before.users).toBeLessThanOrEqual(accepted.register);
  });

  it('takes generated query strings on the read endpoints calmly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (a, b) => {
        const urls = [
          `/api/users/verify-email/?uuid=${encodeURIComponent(a)}&token=${encodeURIComponent(b)}`,
          `/api/cv/${encodeURIComponent(a)}/`,
          `/api/cv/get_cv/${encodeURIComponent(a)}/`,
          `/${encodeURIComponent(a)}`,
        ];
        for (const url of urls) {
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${access}` },
          });
          expect(res.statusCode).toBeLessThan(500);
        }
      }),
      { numRuns: 150, seed: 7 },
    );
  });

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

async function counts() {
  const one = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(t.database, query))[0]?.n);
  return {
    cvs: await one(sql`select count(*)::int as n from ${cvs}`),
    contact: await one(sql`select count(*)::int as n from ${contactMessages}`),
    users: await one(sql`select count(*)::int as n from ${users}`),
    newsletter: await one(sql`select count(*)::int as n from ${newsletterSubscribers}`),
  };
}
