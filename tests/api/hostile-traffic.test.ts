/**
 * Traffic nobody should be able to send us (issue 30): made-up query strings and Host headers must
 * not make the server draw a page again, nor put a stranger's host into the links; a Host header
 * that is no host at all is a 400.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import { bestCompressionSettled } from '@server/lib/precompressed';
import { DEMO_USERNAME } from '@server/modules/cv/demo-seed';
import { call, startTestApp, type TestApp } from './harness';
import { visitorPagesBuild } from './visitor-build';

const APP_ORIGIN = 'https://cv.example';
let t: TestApp;
let staticDir = '';
let listening = '';
const username = DEMO_USERNAME;
let log = '';

/** How many times the server drew a page, by the `drawn` log lines (debug level). */
function drawn(kind: 'visitor page' | 'public page', key: string): number {
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg?: string; page?: string })
    .filter((entry) => entry.msg === `${kind} drawn` && entry.page === key).length;
}

const made = () => randomBytes(6).toString('hex');

/** The body as the client reads it, whichever encoding it came in. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

/** One request written byte for byte (a client may send what Node's own client refuses to). */
function rawRequest(origin: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${head}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [headers = '', body = ''] = answer.split('\r\n\r\n', 2);
      resolve({ status: Number(headers.split(' ')[1]), body });
    });
  });
}

beforeAll(async () => {
  staticDir = await visitorPagesBuild('hostile');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await startTestApp(
    // The demo CV is the public page asked for.
    { STATIC_DIR: staticDir, APP_ORIGIN, SEED_DEMO: 'true' },
    { logger: { level: 'debug', stream } },
  );
  listening = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('visitor pages', () => {
  it('are drawn once per language, whatever the query, Host and X-Forwarded-Host', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t, 'GET', `/privacy-policy?newsletter=${made()}&${made()}=${made()}`, {
          headers: {
            host: `h${i}-${made()}.evil.example`,
            'x-forwarded-host': `f${i}.evil.example`,
            'accept-language': 'en',
            'accept-encoding': i % 2 ? 'br' : 'gzip',
          },
        }),
      ),
    );
    const plain = await call(t, 'GET', '/privacy-policy', { headers: { 'accept-language': 'en' } });
    expect(drawn('visitor page', '/privacy-policy|en|')).toBe(1);
    const bodies = new Set([...answers, plain].map(decoded));
    expect([...answers, plain].map((res) => res.statusCode)).toEqual(Array(31).fill(200));
    expect(bodies.size).toBe(1);
    const [html = ''] = bodies;
    // The page names its own address, from the settings: never a host the request made up.
    expect(html).toContain('cv.example');
    expect(html).not.toContain('evil.example');
  });

  it('keep a known newsletter outcome as its own page, and only that', async () => {
    const ask = (query: string) =>
      call(t, 'GET', `/${query}`, { headers: { 'accept-language': 'fi' } });
    const bodies = { confirmed: new Set<string>(), plain: new Set<string>() };
    for (let i = 0; i < 3; i++) {
      bodies.confirmed.add((await ask('?newsletter=confirmed')).body);
      bodies.plain.add((await ask(`?newsletter=${made()}`)).body);
      bodies.plain.add((await ask(`?lng=fi&${made()}`)).body);
    }
    expect([bodies.confirmed.size, bodies.plain.size]).toEqual([1, 1]);
    expect([...bodies.confirmed][0]).not.toBe([...bodies.plain][0]);
    expect(drawn('visitor page', '/|fi|newsletter=confirmed')).toBe(1);
    expect(drawn('visitor page', '/|fi|')).toBe(1);
  });
});

describe('public CV pages', () => {
  it('are drawn once per version, whatever the query and Host, with the settings origin', async () => {
    const ask = (query: string, host: string) =>
      call(t, 'GET', `/${username}${query}`, {
        headers: { host, 'x-forwarded-host': host, 'accept-encoding': 'br, gzip' },
      });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ask(`?utm=${made()}&lang=${i % 3 ? made() : 'en'}`, `${made()}.evil.example`),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    expect(drawn('public page', `${username}/?`)).toBe(1);
    expect(drawn('public page', `${username}/?en`)).toBe(1);
    const html = decoded(answers[0]!);
    expect(html).toContain(`${APP_ORIGIN}/${username}`);
    expect(html).not.toContain('evil.example');
  });

  it('end with the smallest bytes, the same page', async () => {
    const quick = await call(t, 'GET', `/${username}?${made()}`, {
      headers: { 'accept-encoding': 'br' },
    });
    await bestCompressionSettled();
    const best = await call(t, 'GET', `/${username}?${made()}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(best.rawPayload.length).toBeLessThanOrEqual(quick.rawPayload.length);
    expect(decoded(best)).toBe(decoded(quick));
    expect(best.headers.etag).toBe(quick.headers.etag);
  });
});

describe('a burst of misses', () => {
  it('leaves health answering, and each page drawn once', async () => {
    const burst = Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t, 'GET', i % 2 ? `/contact-us?${made()}` : `/terms-of-service?${made()}`, {
          headers: { host: `${made()}.example`, 'accept-language': 'fi' },
        }),
      ),
    );
    const health = await call(t, 'GET', '/api/health/');
    expect(health.statusCode).toBe(200);
    expect((await burst).every((res) => res.statusCode === 200)).toBe(true);
    expect(drawn('visitor page', '/contact-us|fi|')).toBe(1);
    expect(drawn('visitor page', '/terms-of-service|fi|')).toBe(1);
  });
});

describe('a Host header that is no host', () => {
  it.each(['/', '/api/health/', '/privacy-policy', `/${'x'}`, '/nobody-here'])(
    'GET %s answers 400 in the API shape',
    async (url) => {
      // A cached public page too: the fast path answers before the framework would look.
      await call(t, 'GET', `/${username}`);
      for (const target of [url, `/${username}`]) {
        const res = await rawRequest(listening, `GET ${target} HTTP/1.1\r\nHost: a b`);
        expect({ target, status: res.status }).toEqual({ target, status: 400 });
        expect(JSON.parse(res.body)).toEqual({
          detail: en.errors.bad_request,
          error_code: 'bad_request',
        });
      }
    },
  );

  it('is refused through app.inject as well, and a good one still answers', async () => {
    expect((await call(t, 'GET', '/', { headers: { host: 'a b' } })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/', { headers: { host: 'cv.example:443' } })).statusCode).toBe(
      200,
    );
    expect((await call(t, 'GET', '/', { headers: { host: '[::1]:3000' } })).statusCode).toBe(200);
  });
});
