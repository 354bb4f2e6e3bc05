/**
 * The api client's calls against a server on 127.0.0.1: the query, the answer read as JSON or as a
 * file, and why a call failed (the server's answer, a cancel, no network), which screens and the
 * CV sync tell apart.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, apiConfig } from './api-client';
import { CallFailure } from './call-failure';

vi.mock('./i18n', () => ({ currentLanguage: () => 'fi' }));

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://x');
      const body = await text(request);
      if (url.pathname === '/api/echo/') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            method: request.method,
            query: Object.fromEntries(url.searchParams),
            language: request.headers['accept-language'],
            type: request.headers['content-type'] ?? null,
            body: body ? (JSON.parse(body) as unknown) : null,
          }),
        );
      } else if (url.pathname === '/api/file/') {
        response.writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="cv.pdf"',
        });
        response.end('%PDF-1.7');
      } else if (url.pathname === '/api/proxy-down/') {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html>Bad gateway</html>');
      } else if (url.pathname === '/api/slow/') {
        setTimeout(() => response.end('{}'), 5_000);
      } else {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ detail: 'Refused', field: 'phone' }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apiConfig.baseURL = `${origin}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call went through');
    },
    (error: unknown) => error as CallFailure,
  );

describe('the api client', () => {
  it('sends the query (strings, numbers, booleans), the language and a JSON body', async () => {
    const answer = await api.post<{
      query: unknown;
      language: string;
      type: string;
      body: unknown;
    }>(
      '/echo/',
      { title: 'CV' },
      { params: { days: 30, lng: 'fi', full: true, missing: undefined } },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      query: { days: '30', lng: 'fi', full: 'true' },
      language: 'fi',
      type: 'application/json',
      body: { title: 'CV' },
    });
  });

  it('sends a DELETE its body, and reads a file as a file with its headers', async () => {
    const removed = await api.delete<{ method: string; body: unknown }>('/echo/', {
      data: { password: 'secret' },
    });
    expect(removed.data).toMatchObject({ method: 'DELETE', body: { password: 'secret' } });
    const file = await api.get<Blob>('/file/', { responseType: 'blob' });
    expect(await file.data.text()).toBe('%PDF-1.7');
    expect(file.headers.get('content-disposition')).toContain('cv.pdf');
  });

  it("fails with the server's answer, read as nothing when it is not JSON", async () => {
    const refused = await failureOf(api.post('/refuse/', {}));
    expect(refused).toBeInstanceOf(CallFailure);
    expect(refused.response).toMatchObject({ status: 400, data: { detail: 'Refused' } });
    const proxy = await failureOf(api.get('/proxy-down/'));
    expect(proxy.response).toMatchObject({ status: 502, data: null });
  });

  it('tells a call its caller cancelled from one that found no network', async () => {
    const leaving = new AbortController();
    const cancelled = failureOf(api.get('/slow/', { signal: leaving.signal }));
    leaving.abort();
    expect((await cancelled).code).toBe('ERR_CANCELED');
    apiConfig.baseURL = 'http://127.0.0.1:9/api';
    try {
      const offline = await failureOf(api.get('/echo/'));
      expect(offline.code).toBe('ERR_NETWORK');
      expect(offline.response).toBeUndefined();
    } finally {
      apiConfig.baseURL = `${origin}/api`;
    }
  });
});
