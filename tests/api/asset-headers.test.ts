/**
 * A page's scripts and style sheets carry only the headers that guard them (issue 47): the
 * document's policies cost a phone about 750 bytes on each of a screen's scripts and did nothing.
 */
import { createHash } from 'node:crypto';
import { writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { visitorPagesBuild } from './visitor-build';

const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
];

let t: TestApp;
let dir = '';

beforeAll(async () => {
  dir = await visitorPagesBuild('asset-headers');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'assets/screen-abc123.js'), 'export const a = 1;\n');
  await writeFile(path.join(dir, 'assets/screen-abc123.css'), 'body{margin:0}\n');
  await writeFile(path.join(dir, 'assets/pdf.worker.min-abc123.mjs'), 'self.onmessage=null;\n');
  t = await startTestApp({ STATIC_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe("a page's scripts and styles", () => {
  it.each(['/assets/screen-abc123.js', '/assets/screen-abc123.css'])(
    '%s keeps nosniff, its resource policy and its caching, and drops the document headers',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(String(res.headers['cache-control'])).toContain('immutable');
      for (const name of DOCUMENT_HEADERS) expect(res.headers[name], name).toBeUndefined();
    },
  );

  it("keeps a worker's policy: a worker script's CSP governs the worker", async () => {
    const res = await get('/assets/pdf.worker.min-abc123.mjs');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('keeps every header on what is not a script: a page, an API answer, a missing asset', async () => {
    for (const url of ['/', '/api/health/', '/assets/nothing-here.js']) {
      const res = await get(url);
      expect(String(res.headers['content-security-policy']), url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
    }
  });
});

describe("an owner screen's page", () => {
  const scriptSources = (policy: string) =>
    /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );

  it('lets its own first script run, inline and by its hash, and no other inline script', async () => {
    const res = await get('/dashboard');
    expect(res.statusCode).toBe(200);
    const [first, ...others] = inlineScripts(res.body);
    expect(others).toEqual([]);
    const hash = createHash('sha256').update(first!).digest('base64');
    const sources = scriptSources(String(res.headers['content-security-policy']));
    expect(sources).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("is the only page whose policy names it: a visitor page's policy names no inline script", async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(scriptSources(String(res.headers['content-security-policy']))).toEqual(["'self'"]);
  });
});
