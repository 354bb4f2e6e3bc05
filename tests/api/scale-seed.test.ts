/**
 * The scale bench's seed (bench/scale-seed.ts) at 10,000 rows on a database of its own, so a schema
 * change that breaks it, or bulk writes sent through the product's client with its 4 s statement
 * timeout (issue 53), fail here rather than a minute into `BENCH_ONLY=scale npm run bench`. It runs
 * in the PostgreSQL pass, as the other tests that need PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabase } from '../../bench/database';
import { seedScale } from '../../bench/scale-seed';
import { usingPostgres } from './harness';

const ROWS = 10_000;
const OWN = 3;

describe.runIf(usingPostgres)('the scale bench seed (PostgreSQL)', () => {
  it(`seeds ${ROWS.toLocaleString('en')} users, each with a CV, a session and a refresh token`, async () => {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `cv_scale_seed_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const url = await freshDatabase(adminUrl, name);
    if (!url) throw new Error(`PostgreSQL does not answer at ${adminUrl}`);
    try {
      const made = await seedScale(url, ROWS, OWN);
      expect(made).toHaveLength(OWN);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client
        .query<Record<string, number>>(
          `select (select count(*) from users)::int as users, (select count(*) from cvs)::int as cvs,
             (select count(*) from photos)::int as photos, (select count(*) from sessions)::int as sessions,
             (select count(*) from refresh_tokens)::int as refresh_tokens`,
        )
        .finally(() => client.end());
      // The demo's owner and CV besides; a photo on the demo CV and on one plain CV in ten.
      expect(rows[0]).toEqual({
        users: ROWS + 1,
        cvs: ROWS + 1,
        photos: 1 + ROWS / 10,
        sessions: ROWS + 1,
        refresh_tokens: ROWS + 1,
      });
    } finally {
      await dropDatabase(adminUrl, name);
    }
  }, 120_000);
});
