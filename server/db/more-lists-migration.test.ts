import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client';

/** The migrations in the order drizzle applies them, each as its statements. */
const journal: { entries: Array<{ tag: string }> } = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
);
const statementsOf = (tag: string) =>
  readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8').split('--> statement-breakpoint');

async function migrateThrough(db: PGlite, tags: string[]) {
  for (const tag of tags) for (const statement of statementsOf(tag)) await db.exec(statement);
}

describe('migration 0020: the lists of More sections move into one column', () => {
  it(
    "keeps every CV's rows, and a CV without such rows reads no lists",
    { timeout: 60_000 },
    async () => {
      const tags = journal.entries.map((entry) => entry.tag);
      const at = tags.indexOf('0020_more_lists');
      expect(at).toBeGreaterThan(0);
      const db = new PGlite();
      await migrateThrough(db, tags.slice(0, at));

      const project = { uuid: 'a1', name: 'Bridge', description: '', url: '' };
      const interest = { uuid: 'b2', name: 'Orienteering', details: 'night races' };
      const [user] = (
        await db.query<{ id: string }>(
          `insert into users (email) values ('a@example.com') returning id`,
        )
      ).rows;
      await db.query(
        `insert into cvs (user_id, title, projects, interests, experiences) values ($1, 'With', $2, $3, $4)`,
        [
          user!.id,
          JSON.stringify([project]),
          JSON.stringify([interest]),
          JSON.stringify([{ uuid: 'e' }]),
        ],
      );
      await db.query(`insert into cvs (user_id, title) values ($1, 'Without')`, [user!.id]);

      await migrateThrough(db, [tags[at]!]);
      const rows = (
        await db.query<{ title: string; more_lists: unknown; experiences: unknown }>(
          `select title, more_lists, experiences from cvs order by title desc`,
        )
      ).rows;
      expect(rows).toEqual([
        {
          title: 'Without',
          more_lists: { projects: [], certificates: [], language_skills: [], interests: [] },
          experiences: [],
        },
        {
          title: 'With',
          more_lists: {
            projects: [project],
            certificates: [],
            language_skills: [],
            interests: [interest],
          },
          experiences: [{ uuid: 'e' }],
        },
      ]);
      const columns = (
        await db.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_name = 'cvs'`,
        )
      ).rows.map((row) => row.column_name);
      expect(columns).toContain('more_lists');
      expect(columns).not.toContain('projects');
      expect(columns).not.toContain('interests');
      await db.close();
    },
  );
});
