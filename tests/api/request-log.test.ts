/** The access log: one line per request on its answer, without bodies or the secrets URLs carry. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness';
import { multipart } from './images';
import { signUpWithUsername } from './users-helpers';

type Line = Record<string, unknown>;

function capture() {
  const lines: Line[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } };
}

describe('request log at info', () => {
  let t: TestApp;
  const { lines, stream } = capture();
  beforeAll(async () => {
    t = await startTestApp({}, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes one line per request, with method, masked URL, status and time, and no body', async () => {
    lines.length = 0;
    const body = { email: 'body-secret@example.com', password: 'Body-Secret-Password-1' };
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: body });
    const verify = await call(
      t,
      'GET',
      '/api/users/verify-email/?uuid=00000000-0000-4000-8000-000000000000&token=url-secret-token',
    );
    for (const [res, method, url] of [
      [login, 'POST', '/api/users/login/'],
      [
        verify,
        'GET',
        '/api/users/verify-email/?uuid=00000000-0000-4000-8000-000000000000&token=[redacted]',
      ],
    ] as const) {
      const about = lines.filter((line) => line.url === url || String(line.msg).includes(url));
      expect(about).toHaveLength(1);
      expect(about[0]).toMatchObject({
        level: 30,
        msg: 'request',
        method,
        url,
        statusCode: res.statusCode,
      });
      expect(typeof about[0]!.responseTime).toBe('number');
    }
    // Nothing else about these requests: Fastify's own "incoming request" / "request completed" are off.
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(2);
    expect(lines.filter((line) => 'req' in line || 'res' in line)).toEqual([]);
    const all = JSON.stringify(lines);
    for (const secret of [body.email, body.password, 'url-secret-token'])
      expect(all).not.toContain(secret);
  });

  it('writes the same line for a public page whether Fastify or the page cache answers', async () => {
    const owner = await signUpWithUsername(t, 'logged-owner@example.com', 'loggedowner');
    const form = multipart({
      title: 'Logged',
      theme: 'templateA',
      first_name: 'Lea',
      last_name: 'Log',
      email: 'lea@example.com',
      language: 'en',
    });
    const created = await call(t, 'POST', '/api/cv/create_cv/', {
      form,
      token: owner.tokens.access,
    });
    expect(created.statusCode).toBe(201);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    lines.length = 0;
    // The first is drawn by Fastify and kept; the second comes from the page cache.
    for (let i = 0; i < 2; i++) expect((await fetch(`${origin}/loggedowner`)).status).toBe(200);
    const about = lines.filter((line) => line.msg === 'request' && line.url === '/loggedowner');
    expect(about).toHaveLength(2);
    for (const line of about) {
      expect(line).toMatchObject({ level: 30, method: 'GET', statusCode: 200 });
      expect(typeof line.responseTime).toBe('number');
    }
  });
});

describe('request log above info', () => {
  it('is silent at LOG_LEVEL=warn', async () => {
    const { lines, stream } = capture();
    const t = await startTestApp({}, { logger: { level: 'warn', stream } });
    try {
      expect((await call(t, 'GET', '/api/health/')).statusCode).toBe(200);
      expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
