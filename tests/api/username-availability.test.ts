/** GET /api/users/username-available/: the landing page's live check of a name before sign-up. */
import { describe, expect, it } from 'vitest';
import { appForFile, call } from './harness';
import { randomIp, signUpWithUsername } from './users-helpers';

const t = appForFile();

const check = (query: string, ip = randomIp(), headers: Record<string, string> = {}) =>
  call(t, 'GET', `/api/users/username-available/${query}`, { ip, headers });

describe('username availability', () => {
  it('answers available for a valid name nobody holds, and only that', async () => {
    const res = await check('?username=free_name-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { available: true } });
    // The letters the public address allows are fine too.
    const nordic = await check(`?username=${encodeURIComponent('Äiti_öö')}`);
    expect(nordic.json()).toEqual({ data: { available: true } });
  });

  it('answers taken for a held name, in any case, without saying whose it is', async () => {
    await signUpWithUsername(t, 'holder@example.com', 'Holder_77');
    for (const name of ['Holder_77', 'holder_77', 'HOLDER_77']) {
      const res = await check(`?username=${name}`);
      expect(res.statusCode).toBe(200);
      // Exactly one key: no id, e-mail, premium flag or CV of the holder.
      expect(res.json()).toEqual({ data: { available: false } });
    }
    // A name that was merely checked is not held by anyone.
    expect((await check('?username=holder_78')).json()).toEqual({ data: { available: true } });
  });

  it('refuses reserved words with the sign-up rule, in the caller’s language', async () => {
    const res = await check('?username=Dashboard');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['This username is reserved. Please choose another.'],
    });
    const fi = await check('?username=admin', randomIp(), { 'accept-language': 'fi' });
    expect(fi.statusCode).toBe(400);
    expect(fi.json()).toEqual({ username: ['Tämä käyttäjänimi on varattu. Valitse toinen.'] });
  });

  it('answers 400, never 500, to bad input', async () => {
    const bad = [
      '',
      '?username=',
      '?username=ab',
      `?username=${'a'.repeat(21)}`,
      `?username=${'a'.repeat(5000)}`,
      '?username=has%20space',
      '?username=slash%2Fname',
      '?username=%00nul',
      '?username=a&username=b',
      '?username[x]=abc',
      '?username=%E0%A4%A',
    ];
    for (const query of bad) {
      const res = await check(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/json/);
    }
    const format = await check('?username=ab');
    expect(format.json()).toEqual({ username: ['Use 3–20 letters, digits, _ or -.'] });
  });

  it('is rate limited per address: the 31st check in a minute answers 429 with Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      const res = await check(`?username=name${i}x`, ip);
      expect(res.statusCode, `check ${i + 1}`).toBe(200);
    }
    const refused = await check('?username=onemore', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error_code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await check('?username=onemore')).statusCode).toBe(200);
    // Refused input costs nothing: validation runs before the counter.
    const other = randomIp();
    for (let i = 0; i < 40; i++) expect((await check('?username=x', other)).statusCode).toBe(400);
    expect((await check('?username=still_ok', other)).statusCode).toBe(200);
  });
});
