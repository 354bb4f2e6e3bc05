import { describe, expect, it } from 'vitest';
import { appForFile, call } from './harness';

const JSON_TYPE = 'application/json';

const t = appForFile();

describe('platform', () => {
  it('reports the database in /api/health/', async () => {
    const res = await call(t, 'GET', '/api/health/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: { up: true } });
  });

  it('answers an unknown API route with the contract 404 shape', async () => {
    const res = await call(t, 'GET', '/api/no-such-thing/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', error_code: 'not_found' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await call(t, 'POST', '/api/health/', { raw: '{"email": ', type: JSON_TYPE });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'invalid_json' });
  });

  it('answers a body over the limit with 413', async () => {
    const raw = JSON.stringify({ text: 'x'.repeat(200_000) });
    const res = await call(t, 'POST', '/api/health/', { raw, type: JSON_TYPE });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error_code: 'body_too_large' });
  });

  it('speaks Finnish when the caller asks for it', async () => {
    const res = await call(t, 'GET', '/api/nope/', {
      headers: { 'accept-language': 'fi-FI,fi;q=0.9' },
    });
    expect(res.json().detail).toBe('Ei löytynyt.');
  });

  it('tells the app which optional services are on, with nothing secret', async () => {
    const res = await call(t, 'GET', '/api/config/');
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
