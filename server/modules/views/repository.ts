/** The daily sums of views (cv_daily_counts): added to in batches, read by the owner. */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { cvDailyCounts, cvs } from '@server/db/schema';
import type { CountRow } from './tally';

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

export function createViewsRepository(db: Db) {
  return {
    /**
     * Adds each row to its day's sums. Rows of CVs deleted since they were counted are dropped
     * (their counts went with them), so one such row never fails the batch.
     */
    async add(rows: CountRow[]) {
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        const values = sql.join(
          chunk.map(
            (r) =>
              sql`(${r.cvId}::uuid, ${r.day}::date, ${r.channel}, ${r.language}, ${r.version}, ${r.views}::int, ${r.visitors}::int, ${r.previews}::int)`,
          ),
          sql`, `,
        );
        await db.execute(sql`
          insert into ${cvDailyCounts} (cv_id, day, channel, language, version, views, visitors, previews)
          select v.* from (values ${values}) as v(cv_id, day, channel, language, version, views, visitors, previews)
          where exists (select 1 from ${cvs} where ${cvs.id} = v.cv_id)
          on conflict (cv_id, day, channel, language, version) do update set
            views = ${cvDailyCounts.views} + excluded.views,
            visitors = ${cvDailyCounts.visitors} + excluded.visitors,
            previews = ${cvDailyCounts.previews} + excluded.previews`);
      }
    },

    /** A CV's rows from `fromDay` (YYYY-MM-DD) on. */
    since: (cvId: string, fromDay: string) =>
      db
        .select()
        .from(cvDailyCounts)
        .where(and(eq(cvDailyCounts.cvId, cvId), gte(cvDailyCounts.day, fromDay)))
        .orderBy(asc(cvDailyCounts.day)),

    /** Every row of these CVs (the account's data export). */
    ofCvs: (cvIds: string[]) =>
      cvIds.length
        ? db
            .select()
            .from(cvDailyCounts)
            .where(inArray(cvDailyCounts.cvId, cvIds))
            .orderBy(asc(cvDailyCounts.day))
        : Promise.resolve([]),
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
