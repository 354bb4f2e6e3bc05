/**
 * A version's own public link: the CV's public address with `?for={share_key}` shows the version
 * (its own wording, rows it leaves out), served from the page cache and fast path like the CV's
 * page, kept by no search engine, its PDF the version's; its views count under the application's
 * key beside the CV's own. A made-up, removed or another CV's key, a private CV or a deleted
 * application shows nothing.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewStats } from '@/domain/view-stats';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { createApplication, readApplication, readVersion } from './applications-helpers';
import { call, startTestApp, type TestApp } from './harness';
import { createCv, newOwner } from './owner-helpers';
import { pdfFile, pdfText } from './pdf-tools';

let t: TestApp;
let origin = '';

beforeAll(async () => {
  t = await startTestApp();
  // Over HTTP: a page's first answer comes from Fastify, the next ones from the fast path.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

let browsers = 0;
const newBrowser = () =>
  `Mozilla/5.0 (Linux; Android 14; Pixel ${++browsers}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36`;

/** GETs `path` over HTTP as a new visitor: the status and the page. */
function visit(path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { 'user-agent': newBrowser() } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const KEY = 'k3Jx9_Qa-7Lm2PzR';
const VERSION_TITLE = 'Kubernetes platform engineer';

/** An owner's public CV, an application of it whose version words the job title its own way. */
async function setUp(prefix: string) {
  const owner = await newOwner(t, prefix);
  const cv = await createCv(t, owner.token, SAMPLE_CV);
  const application = await createApplication(t, owner.token, { cv: cv.uuid, company: 'Kesko' });
  const { etag } = await readVersion(t, owner.token, application.uuid);
  const worded = await call(t, 'PATCH', `/api/applications/${application.uuid}/cv/`, {
    token: owner.token,
    json: { current_job_title: VERSION_TITLE },
    headers: { 'if-match': etag },
  });
  expect(worded.statusCode, worded.body).toBe(200);
  const patch = async (json: object) => {
    const { etag: now } = await readApplication(t, owner.token, application.uuid);
    const res = await call(t, 'PATCH', `/api/applications/${application.uuid}/`, {
      token: owner.token,
      json,
      headers: { 'if-match': String(now) },
    });
    return res;
  };
  const stats = async () => {
    const res = await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/stats/?days=30`, {
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ViewStats;
  };
  return { owner, cv, application, patch, stats, path: `/${owner.username}` };
}

describe("a version's own public link", () => {
  it('shows the version at the CV’s address with its key, unlisted, and its views apart', async () => {
    const { application, patch, stats, path } = await setUp('link');
    expect((await visit(`${path}?for=${KEY}`)).status).toBe(404);
    const shared = await patch({ share_key: KEY });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data.share_key).toBe(KEY);

    const version = await visit(`${path}?for=${KEY}`);
    expect(version.status).toBe(200);
    expect(version.body).toContain(VERSION_TITLE);
    expect(version.body).toContain('<meta name="robots" content="noindex">');
    expect(version.body).toContain(`href="/api/pdf${path}/?for=${KEY}"`);
    // The CV's own page is as it was.
    const own = await visit(path);
    expect(own.body).toContain(SAMPLE_CV.current_job_title);
    expect(own.body).not.toContain(VERSION_TITLE);
    expect(own.body).not.toContain('noindex');

    await visit(`${path}?for=${KEY}&via=linkedin`); // the fast path's answer
    const s = await stats();
    expect(s.versions).toEqual({ [application.uuid]: 2 });
    expect(s.days.at(-1)).toMatchObject({ views: 3, visitors: 3 });
    expect(s.channels).toMatchObject({ direct: 2, linkedin: 1 });
  });

  it('prints the version in the PDF it offers', async () => {
    const { patch, path } = await setUp('linkpdf');
    expect((await patch({ share_key: KEY })).statusCode).toBe(200);
    const res = await call(t, 'GET', `/api/pdf${path}/?for=${KEY}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(pdfFile(res.rawPayload, 'version-link'))).toContain(VERSION_TITLE);
    const made = await call(t, 'GET', `/api/pdf${path}/?for=madeUpKey0123456789`);
    expect(made.statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/pdf${path}/?for=${encodeURIComponent('<x>')}`)).statusCode,
    ).toBe(400);
  });

  it('follows the version’s changes, and stops when the key goes, the CV is private or the application is deleted', async () => {
    const { owner, cv, application, patch, path } = await setUp('linkgone');
    expect((await patch({ share_key: KEY })).statusCode).toBe(200);
    expect((await visit(`${path}?for=${KEY}`)).body).toContain(VERSION_TITLE);

    const { etag } = await readVersion(t, owner.token, application.uuid);
    const reworded = await call(t, 'PATCH', `/api/applications/${application.uuid}/cv/`, {
      token: owner.token,
      json: { current_job_title: 'Cloud engineer' },
      headers: { 'if-match': etag },
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect((await visit(`${path}?for=${KEY}`)).body).toContain('Cloud engineer');

    expect((await patch({ share_key: null })).statusCode).toBe(200);
    expect((await visit(`${path}?for=${KEY}`)).status).toBe(404);

    expect((await patch({ share_key: KEY })).statusCode).toBe(200);
    const hidden = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { is_public: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await visit(`${path}?for=${KEY}`)).status).toBe(404);
    await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { is_public: true },
    });
    expect((await visit(`${path}?for=${KEY}`)).status).toBe(200);

    const gone = await call(t, 'DELETE', `/api/applications/${application.uuid}/`, {
      token: owner.token,
    });
    expect(gone.statusCode).toBe(204);
    expect((await visit(`${path}?for=${KEY}`)).status).toBe(404);
  });

  it('shows nothing of another owner’s version, and refuses a key that is not one', async () => {
    const mine = await setUp('linkmine');
    const theirs = await setUp('linktheirs');
    expect((await theirs.patch({ share_key: KEY })).statusCode).toBe(200);
    // The same key on my CV's address finds none of mine: theirs stays theirs.
    expect((await visit(`${mine.path}?for=${KEY}`)).status).toBe(404);
    expect((await visit(`${theirs.path}?for=${KEY}`)).status).toBe(200);
    // My own application may not take their key to show their version either.
    expect((await mine.patch({ share_key: KEY })).statusCode).toBe(200);
    const page = (await visit(`${mine.path}?for=${KEY}`)).body;
    expect(page).toContain(`${mine.path}?for=${KEY}`);
    expect(page).not.toContain(theirs.path);

    for (const key of ['short', 'has space in it 123', 'x'.repeat(65), 42]) {
      const res = await mine.patch({ share_key: key });
      expect(res.statusCode, String(key)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('share_key');
    }
    // A made-up key that is not a key's form shows the CV itself, as any other query would.
    expect((await visit(`${mine.path}?for=%3Cscript%3E`)).status).toBe(200);
  });

  it('answers a thousand made-up keys with 404, never the CV', async () => {
    const { path } = await setUp('linkmany');
    const statuses = new Set<number>();
    for (let i = 0; i < 1000; i++)
      statuses.add(
        (await call(t, 'GET', `${path}?for=madeUpKey${String(i).padStart(8, '0')}`)).statusCode,
      );
    expect([...statuses]).toEqual([404]);
  });
});
