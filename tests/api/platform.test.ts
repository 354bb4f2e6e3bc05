import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('reports the database in /api/health/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: { up: true } });
  });

  it('answers an unknown API route with the contract 404 shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', error_code: 'not_found' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'invalid_json' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error_code: 'body_too_large' });
  });

  it('speaks Finnish when the caller asks for it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope/',
      headers: { 'accept-language': 'fi-FI,fi;q=0.9' },
    });
    expect(res.json().detail).toBe('Ei löytynyt.');
  });

  it('tells the app which optional services are on, with nothing secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      google_client_id: null,
      facebook_app_id: null,
      payments_enabled: false,
      payments_on_sale: false,
      cookie_consent_id: null,
    });
  });
});
