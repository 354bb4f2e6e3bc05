/**
 * Who saw my CV: a public page's views are counted per day, channel and language version as it is
 * served (through Fastify the first time, the fast path after), visitors told apart without a
 * cookie, crawlers as link previews; the owner's own device, a private CV, the PDF and health are
 * not counted; only the owner reads the figures, and they go with the CV and come with the export.
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewStats } from '@/domain/view-stats';
import { call, queryRows, startTestApp, type TestApp } from './harness';
import { createCv, newOwner } from './owner-helpers';
import { makePremium } from './users-helpers';
import { SAMPLE_CV } from '../fixtures/sample-cv';

let t: TestApp;
let origin = '';
let owner: Awaited<ReturnType<typeof newOwner>>;

beforeAll(async () => {
  t = await startTestApp();
  // Over HTTP: a page's first answer comes from Fastify, the next ones from the fast path.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await newOwner(t, 'views');
  await makePremium(t, owner.user.uuid); // a CV per test
});
afterAll(async () => {
  await t?.close();
});

let browsers = 0;
/** A user agent of its own: a new visitor each time it is made. */
const newBrowser = () =>
  `Mozilla/5.0 (Linux; Android 14; Pixel ${++browsers}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36`;

/** GETs `path` over HTTP with these headers; the status. */
function visit(path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function stats(cvId: string, token = owner.token, days = 30) {
  const res = await call(t, 'GET', `/api/cv/get_cv/${cvId}/stats/?days=${days}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ViewStats;
}

const today = (s: ViewStats) => s.days.at(-1)!;

/** A new public CV of `owner` with a slug of its own, and its address. */
async function newCv(extra: object = {}, who = owner) {
  const cv = await createCv(t, who.token, { ...sampleOf(), ...extra });
  // A user's first CV is at /{username}, the others at /{username}/{slug}.
  return { id: cv.uuid, path: cv.slug ? `/${who.username}/${cv.slug}` : `/${who.username}` };
}
let cvs = 0;
const sampleOf = () => ({ ...SAMPLE_CV, title: `Views ${++cvs}` });

describe('counting views', () => {
  it('counts each channel from ?via= or the referring site, and every language version', async () => {
    const cv = await newCv();
    const fi = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.id}/`, {
      token: owner.token,
      json: { translations: { fi: { current_job_title: 'Suunnittelija' } } },
    });
    expect(fi.statusCode, fi.body).toBe(200);
    const sent: Array<[string, Record<string, string>]> = [
      ['?via=linkedin', {}],
      ['?via=linkedin', {}],
      ['?via=whatsapp', {}],
      ['?via=facebook', {}],
      ['?via=instagram', {}],
      ['?via=qr', {}],
      ['?via=copy', {}],
      ['?via=share', {}],
      ['?via=QR', {}],
      ['', {}],
      ['', { referer: 'https://www.linkedin.com/feed/' }],
      ['', { referer: 'https://l.facebook.com/l.php?u=x' }],
      ['', { referer: 'https://news.example.org/jobs' }],
      ['?via=made-up', {}],
      ['?via=direct', {}],
      ['?lang=fi&via=whatsapp', {}],
      ['?lang=fi', { referer: 'http://localhost:3000/dashboard' }],
    ];
    for (const [query, headers] of sent) {
      expect(
        await visit(`${cv.path}${query}`, { 'user-agent': newBrowser(), ...headers }),
        query,
      ).toBe(200);
    }
    const s = await stats(cv.id);
    expect(s.channels).toEqual({
      linkedin: 3,
      whatsapp: 2,
      facebook: 2,
      instagram: 1,
      qr: 2,
      copy: 1,
      share: 1,
      direct: 2,
      other: 3,
    });
    expect(s.languages).toEqual({ en: 15, fi: 2 });
    expect(today(s)).toMatchObject({ views: 17, visitors: 17, previews: 0 });
    expect(s.days).toHaveLength(30);
    expect(s.days.slice(0, -1).every((d) => d.views === 0 && d.visitors === 0)).toBe(true);
  });

  it('tells visitors apart by address and user agent: two browsers are two, one browser twice is one', async () => {
    const cv = await newCv();
    const one = newBrowser();
    await visit(cv.path, { 'user-agent': one });
    await visit(cv.path, { 'user-agent': one }); // the fast path's answer
    await visit(cv.path, { 'user-agent': newBrowser() });
    // The same browser from another address is another visitor.
    await call(t, 'GET', cv.path, { headers: { 'user-agent': one }, ip: '203.0.113.7' });
    expect(today(await stats(cv.id))).toMatchObject({ views: 4, visitors: 3 });
    // Counted once a day, whatever the channel of the later views.
    await visit(`${cv.path}?via=qr`, { 'user-agent': one });
    const s = await stats(cv.id);
    expect(today(s)).toMatchObject({ views: 5, visitors: 3 });
    expect(s.channels.qr).toBe(1);
  });

  it('a revalidated page (304) is a view too; HEAD, a prefetch and no user agent are not', async () => {
    const cv = await newCv();
    const first = await call(t, 'GET', cv.path, { headers: { 'user-agent': newBrowser() } });
    const again = await call(t, 'GET', cv.path, {
      headers: { 'user-agent': newBrowser(), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await call(t, 'HEAD', cv.path, { headers: { 'user-agent': newBrowser() } })).statusCode,
    ).toBe(200);
    await visit(cv.path, { 'user-agent': newBrowser(), 'sec-purpose': 'prefetch;prerender' });
    await visit(cv.path, { purpose: 'prefetch', 'user-agent': newBrowser() });
    await visit(cv.path, {});
    expect(today(await stats(cv.id))).toMatchObject({ views: 2, visitors: 2 });
  });

  it('crawlers drawing a link preview count as previews by the site that sent them, not as views', async () => {
    const cv = await newCv();
    const crawlers = [
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.24.1.0 A',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
    ];
    for (const agent of crawlers) await visit(`${cv.path}?via=linkedin`, { 'user-agent': agent });
    // LinkedIn's and Facebook's in-app browsers are people reading.
    await visit(`${cv.path}?via=linkedin`, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29',
    });
    const s = await stats(cv.id);
    expect(today(s)).toMatchObject({ views: 1, visitors: 1, previews: 5 });
    expect(s.previews).toMatchObject({ linkedin: 1, facebook: 1, whatsapp: 1, other: 2 });
    expect(s.channels.linkedin).toBe(1);
  });
});

describe('what is not counted', () => {
  it('the owner on their own signed-in device; a forged or signed-out mark is anyone', async () => {
    const cv = await newCv();
    const marked = await call(t, 'POST', '/api/cv/owner-device/', { token: owner.token });
    expect(marked.statusCode).toBe(204);
    const setCookie = String(marked.headers['set-cookie']);
    expect(setCookie).toMatch(/^cv_owner=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const mark = setCookie.split(';')[0]!;
    const agent = newBrowser();
    await visit(cv.path, { 'user-agent': agent, cookie: `theme=dark; ${mark}` });
    await visit(`${cv.path}?via=linkedin`, { 'user-agent': agent, cookie: mark });
    expect(today(await stats(cv.id))).toMatchObject({ views: 0, visitors: 0 });

    // Another owner's mark, a forged one, one with its user swapped: counted as anyone.
    const other = await newOwner(t, 'viewsother');
    const otherMark = String(
      (await call(t, 'POST', '/api/cv/owner-device/', { token: other.token })).headers[
        'set-cookie'
      ],
    ).split(';')[0]!;
    const [, value = ''] = mark.split('=');
    const [, until, signature] = value.split('.');
    const swapped = `cv_owner=${other.user.uuid}.${until}.${signature}`;
    for (const cookie of [otherMark, `${mark}x`, swapped, 'xcv_owner=1'])
      await visit(cv.path, { 'user-agent': newBrowser(), cookie });
    expect(today(await stats(cv.id))).toMatchObject({ views: 4 });

    // Signing out takes the mark away; without a sign-in there is none to set.
    const cleared = await call(t, 'DELETE', '/api/cv/owner-device/');
    expect(cleared.statusCode).toBe(204);
    expect(String(cleared.headers['set-cookie'])).toMatch(/^cv_owner=; Path=\/; Max-Age=0;/);
    expect((await call(t, 'POST', '/api/cv/owner-device/')).statusCode).toBe(401);
  });

  it('a private CV: a 404 page and no count', async () => {
    const cv = await newCv({ is_public: false });
    expect(await visit(cv.path, { 'user-agent': newBrowser() })).toBe(404);
    expect(await visit(cv.path, { 'user-agent': 'LinkedInBot/1.0' })).toBe(404);
    const s = await stats(cv.id);
    expect(today(s)).toEqual({ date: today(s).date, views: 0, visitors: 0, previews: 0 });
  });

  it('the PDF renderer, the public PDF, the preview card and health checks', async () => {
    const cv = await newCv();
    const html = await call(t, 'GET', cv.path, { headers: { 'user-agent': newBrowser() } });
    const card = /property="og:image" content="[^"]*(\/media\/og\/[^"]+)"/.exec(html.body)?.[1];
    expect(card).toBeDefined();
    const agent = { 'user-agent': newBrowser() };
    expect(
      (await call(t, 'GET', card!.replace(/&amp;/g, '&'), { headers: agent })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'GET', `/api/cv/get_cv/${cv.id}/pdf/`, { token: owner.token })).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', '/api/health/', { headers: agent })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/health/ready/', { headers: agent })).statusCode).toBe(200);
    expect(today(await stats(cv.id))).toMatchObject({ views: 1, visitors: 1, previews: 0 });
  });

  it('made-up and hostile addresses and channels answer calmly and count nothing else', async () => {
    const cv = await newCv();
    const agent = newBrowser();
    const statuses = await Promise.all([
      visit(`${cv.path}?via=${'x'.repeat(5000)}`, { 'user-agent': agent }),
      visit(`${cv.path}?via=%ZZ`, { 'user-agent': agent }),
      visit(`${cv.path}?via=linkedin&via=qr`, { 'user-agent': agent }),
      visit(cv.path, { 'user-agent': agent, referer: 'not a url' }),
      visit(cv.path, { 'user-agent': 'x'.repeat(4000) }),
      visit(`/${owner.username}/no-such-cv?via=qr`, { 'user-agent': agent }),
    ]);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 404]);
    const s = await stats(cv.id);
    // A user agent of 4,000 x's is no browser: isbot's list takes it for a crawler.
    expect(today(s)).toMatchObject({ views: 4, visitors: 1, previews: 1 });
    expect(s.channels).toMatchObject({ other: 2, linkedin: 1, direct: 1 });
  });
});

describe('the owner’s figures', () => {
  it('only the owner: a stranger and a made-up id get 404, no sign-in 401, a bad range 400', async () => {
    const cv = await newCv();
    const stranger = await newOwner(t, 'viewsstranger');
    const answer = (path: string, token?: string) =>
      call(t, 'GET', path, token ? { token } : {}).then((res) => res.statusCode);
    expect(await answer(`/api/cv/get_cv/${cv.id}/stats/`, stranger.token)).toBe(404);
    expect(await answer(`/api/cv/get_cv/${crypto.randomUUID()}/stats/`, owner.token)).toBe(404);
    expect(await answer(`/api/cv/get_cv/${cv.id}/stats/`)).toBe(401);
    for (const days of ['0', '91', 'abc', '-1', '2.5', '%00'])
      expect(await answer(`/api/cv/get_cv/${cv.id}/stats/?days=${days}`, owner.token)).toBe(400);
    expect(await answer(`/api/cv/get_cv/not-a-uuid/stats/`, owner.token)).toBe(400);
    const ninety = await stats(cv.id, owner.token, 90);
    expect(ninety.days).toHaveLength(90);
    expect(ninety.days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('the data export holds the counts; deleting the CV deletes them', async () => {
    const cv = await newCv();
    await visit(`${cv.path}?via=qr`, { 'user-agent': newBrowser() });
    await visit(cv.path, { 'user-agent': 'LinkedInBot/1.0' });
    await stats(cv.id); // written now
    const exported = await call(t, 'GET', '/api/users/me/export/', { token: owner.token });
    const mine = (exported.json().cvs as Array<{ uuid: string; view_counts: unknown[] }>).find(
      (c) => c.uuid === cv.id,
    );
    const date = new Date().toISOString().slice(0, 10);
    expect(mine?.view_counts).toEqual([
      { date, channel: 'linkedin', language: 'en', views: 0, visitors: 0, previews: 1 },
      { date, channel: 'qr', language: 'en', views: 1, visitors: 1, previews: 0 },
    ]);
    const rows = () =>
      queryRows<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from cv_daily_counts where cv_id = ${cv.id}`,
      );
    expect((await rows())[0]!.n).toBe(2);
    expect(
      (await call(t, 'DELETE', `/api/cv/delete_cv/${cv.id}/`, { token: owner.token })).statusCode,
    ).toBe(204);
    expect((await rows())[0]!.n).toBe(0);
    // A view counted just before its CV's deletion is dropped at the next write, not failing it.
    const gone = await newCv();
    const other = await newCv();
    await visit(gone.path, { 'user-agent': newBrowser() });
    await visit(other.path, { 'user-agent': newBrowser() });
    expect(
      (await call(t, 'DELETE', `/api/cv/delete_cv/${gone.id}/`, { token: owner.token })).statusCode,
    ).toBe(204);
    expect(today(await stats(other.id))).toMatchObject({ views: 1, visitors: 1 });
    const left = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from cv_daily_counts where cv_id = ${gone.id}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
