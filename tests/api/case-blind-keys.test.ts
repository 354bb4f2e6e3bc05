/**
 * Usernames and e-mail addresses with letters beyond ASCII compare regardless of case in every
 * database: on PGlite, on PostgreSQL, and on a PostgreSQL database made with the C locale, whose
 * lower() folds ASCII alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { call, queryRows, startTestApp, usingPostgres, type TestApp } from './harness';
import { post, randomIp, signUp, signUpWithUsername, PASSWORD } from './users-helpers';

const databases = [
  { name: usingPostgres ? 'PostgreSQL' : 'PGlite', cLocale: false },
  ...(usingPostgres ? [{ name: 'PostgreSQL in the C locale', cLocale: true }] : []),
];

describe.each(databases)('on $name', ({ cLocale }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { cLocale });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the database this test means', async () => {
    if (!usingPostgres) return;
    const [setting] = await queryRows<{ ctype: string }>(
      t.database,
      sql`select current_setting('lc_ctype') as ctype`,
    );
    if (cLocale) expect(setting!.ctype).toBe('C');
    // The point of the C database: lower() leaves 'Ä' alone there.
    const [folded] = await queryRows<{ l: string }>(t.database, sql`select lower('Ä') as l`);
    expect(folded!.l).toBe(cLocale ? 'Ä' : 'ä');
  });

  it('an address with Ä signs in written in either case', async () => {
    await signUp(t, 'ÄITI.Öljy@Esimerkki.fi');
    for (const email of [
      'äiti.öljy@esimerkki.fi',
      'ÄITI.ÖLJY@ESIMERKKI.FI',
      'Äiti.Öljy@esimerkki.fi',
    ]) {
      const res = await post(t, '/api/users/login/', { email, password: PASSWORD });
      expect(res.statusCode, email).toBe(200);
    }
  });

  it('two addresses differing only in Ä/ä are one account', async () => {
    await signUp(t, 'Ärrä@esimerkki.fi');
    // Registering the other case is answered like a new address, and makes no second account.
    const again = await post(t, '/api/users/register/', {
      email: 'ärrä@esimerkki.fi',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(201);
    const [count] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from ${users} where ${users.email} like '%rr%@esimerkki.fi'`,
    );
    expect(count!.n).toBe(1);
    // Nor can a row written past the app's lowercasing.
    await expect(
      t.database.db.insert(users).values({ email: 'ÄRRÄ@esimerkki.fi' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });

  it('a username with Ä is one name in either case', async () => {
    await signUpWithUsername(t, `aiti-${cLocale}@example.com`, 'Äiti_Öljy');
    for (const name of ['äiti_öljy', 'ÄITI_ÖLJY', 'Äiti_Öljy']) {
      const available = await call(
        t,
        'GET',
        `/api/users/username-available/?username=${encodeURIComponent(name)}`,
        { ip: randomIp() },
      );
      expect(available.json(), name).toEqual({ data: { available: false } });
    }
    const other = await signUp(t, `other-${cLocale}@example.com`);
    const taken = await call(t, 'PATCH', '/api/users/set-username/', {
      token: other.tokens.access,
      json: { username: 'äiti_öljy' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().username[0]).toMatch(/taken/);
    // ẞ and ß too, straight into the table.
    await t.database.db
      .insert(users)
      .values({ email: `sz-${cLocale}@example.com`, username: 'Straẞe' });
    await expect(
      t.database.db
        .insert(users)
        .values({ email: `sz2-${cLocale}@example.com`, username: 'straße' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });
});
