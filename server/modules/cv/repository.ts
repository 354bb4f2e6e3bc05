/** Every query on CVs and their photos. */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { LIMITS } from '@/domain/limits';
import type { MoreRows } from '@/domain/section-rows';
import type { Db } from '@server/db/client';
import { sameText } from '@server/db/queries';
import { cvEditKeys, cvs, photos, users } from '@server/db/schema';
import { asColumns, withMoreLists } from './more-lists';

/** A CV as the rest of the server reads it: each list of More sections under its own key. */
export type CvRow = Omit<typeof cvs.$inferSelect, 'moreLists'> & MoreRows;
/** A CV's values as the service writes them, lists included. */
type CvValues = Omit<typeof cvs.$inferInsert, 'moreLists'> & Partial<MoreRows>;
export type CvWithOwner = CvRow & { username: string | null };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const withOwner = { cv: cvs, username: users.username };

export function createCvRepository(db: Db) {
  async function one(
    where: ReturnType<typeof and>,
    tx: Tx | Db = db,
  ): Promise<CvWithOwner | undefined> {
    const [row] = await tx
      .select(withOwner)
      .from(cvs)
      .innerJoin(users, eq(users.id, cvs.userId))
      .where(where);
    return row ? withMoreLists({ ...row.cv, username: row.username }) : undefined;
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    findOwned: (userId: string, id: string, tx: Tx | Db = db) =>
      one(and(eq(cvs.id, id), eq(cvs.userId, userId)), tx),

    /** The owner's CV, its row locked until the transaction ends, so concurrent edits queue. */
    async lockOwned(tx: Tx, userId: string, id: string): Promise<CvWithOwner | undefined> {
      const [row] = await tx
        .select(withOwner)
        .from(cvs)
        .innerJoin(users, eq(users.id, cvs.userId))
        .where(and(eq(cvs.id, id), eq(cvs.userId, userId)))
        .for('update', { of: cvs });
      return row ? withMoreLists({ ...row.cv, username: row.username }) : undefined;
    },

    findByIdempotencyKey: (userId: string, key: string, tx: Tx | Db = db) =>
      one(and(eq(cvs.userId, userId), eq(cvs.idempotencyKey, key)), tx),

    async listOwned(userId: string) {
      const rows = await db
        .select({
          id: cvs.id,
          title: cvs.title,
          first_name: cvs.first_name,
          last_name: cvs.last_name,
          slug: cvs.slug,
          theme: cvs.theme,
          is_public: cvs.is_public,
          updatedAt: cvs.updatedAt,
          // What the list's count of texts to translate is made of.
          language: cvs.language,
          current_job_title: cvs.current_job_title,
          bio_title: cvs.bio_title,
          bio_description: cvs.bio_description,
          experiences: cvs.experiences,
          educations: cvs.educations,
          skills: cvs.skills,
          moreLists: cvs.moreLists,
          custom_sections: cvs.custom_sections,
          translations: cvs.translations,
          translationSources: cvs.translationSources,
        })
        .from(cvs)
        .where(eq(cvs.userId, userId))
        .orderBy(desc(cvs.updatedAt));
      return rows.map(withMoreLists);
    },

    /** The public CV at /{username}: the one without a slug, else the most recently updated. */
    async findPublic(username: string, slug: string | null): Promise<CvWithOwner | undefined> {
      const [row] = await db
        .select(withOwner)
        .from(cvs)
        .innerJoin(users, eq(users.id, cvs.userId))
        .where(
          and(
            sameText(users.username, username),
            eq(cvs.is_public, true),
            slug === null ? undefined : sql`lower(${cvs.slug}) = ${slug.toLowerCase()}`,
          ),
        )
        .orderBy(
          ...(slug === null
            ? [sql`${cvs.slug} is null desc`, desc(cvs.updatedAt)]
            : [desc(cvs.updatedAt)]),
        )
        .limit(1);
      return row ? withMoreLists({ ...row.cv, username: row.username }) : undefined;
    },

    findPublicById: (id: string) => one(and(eq(cvs.id, id), eq(cvs.is_public, true))),

    async lockUser(tx: Tx, userId: string) {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    async countOwned(tx: Tx, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(cvs)
        .where(eq(cvs.userId, userId));
      return row?.n ?? 0;
    },

    async slugsOf(tx: Tx, userId: string): Promise<Array<string | null>> {
      const rows = await tx.select({ slug: cvs.slug }).from(cvs).where(eq(cvs.userId, userId));
      return rows.map((r) => r.slug?.toLowerCase() ?? null);
    },

    async insertPhoto(tx: Tx | Db, values: typeof photos.$inferInsert) {
      const [row] = await tx.insert(photos).values(values).returning({ id: photos.id });
      return row!.id;
    },

    async deletePhoto(tx: Tx | Db, id: string) {
      await tx.delete(photos).where(eq(photos.id, id));
    },

    async findPublicPhoto(id: string) {
      const [row] = await db
        .select({ bytes: photos.bytes, contentType: photos.contentType })
        .from(photos)
        .innerJoin(cvs, and(eq(cvs.photoId, photos.id), eq(cvs.is_public, true)))
        .where(eq(photos.id, id))
        .limit(1);
      return row;
    },

    /** A new row for the same photo; `external` when its bytes are in object storage to copy. */
    async copyPhoto(tx: Tx, id: string) {
      const [row] = await tx
        .insert(photos)
        .select(
          tx
            .select({
              // Every column, in the table's order, as Drizzle's insert…select wants.
              id: sql<string>`gen_random_uuid()`.as('id'),
              userId: photos.userId,
              contentType: photos.contentType,
              width: photos.width,
              height: photos.height,
              bytes: photos.bytes,
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(photos)
            .where(eq(photos.id, id)),
        )
        .returning({ id: photos.id, external: sql<boolean>`${photos.bytes} is null` });
      return row;
    },

    async findPhoto(id: string) {
      const [row] = await db
        .select({ bytes: photos.bytes, contentType: photos.contentType })
        .from(photos)
        .where(eq(photos.id, id));
      return row;
    },

    async deleteCv(tx: Tx, id: string) {
      await tx.delete(cvs).where(eq(cvs.id, id));
    },

    async insertCv(tx: Tx, values: CvValues) {
      const [row] = await tx
        .insert(cvs)
        .values(asColumns(values, (lists) => lists))
        .returning({ id: cvs.id });
      return row!.id;
    },

    /** Writes only the columns named in `values` and moves the version on (updated_at: the schema). */
    async updateCv(userId: string, id: string, values: Partial<CvValues>, tx: Tx | Db = db) {
      // The lists named replace theirs in the column; the others stay as they are.
      const columns = asColumns(
        values,
        (lists) => sql`${cvs.moreLists} || ${JSON.stringify(lists)}::jsonb`,
      );
      const [row] = await tx
        .update(cvs)
        .set({ ...columns, version: sql`${cvs.version} + 1` })
        .where(and(eq(cvs.id, id), eq(cvs.userId, userId)))
        .returning({ id: cvs.id });
      return row?.id;
    },

    /**
     * Takes an edit's Idempotency-Key for the CV (locked by the caller): false when the CV has
     * seen it (a replay). The CV's keys beyond the newest LIMITS.editKeysPerCv, or older than
     * LIMITS.editKeyDays, go at the same time, so a CV's keys stay bounded however many it gets.
     */
    async claimEditKey(tx: Tx, cvId: string, key: string): Promise<boolean> {
      const taken = await tx
        .insert(cvEditKeys)
        .values({ cvId, key })
        .onConflictDoNothing()
        .returning({ key: cvEditKeys.key });
      if (taken.length === 0) return false;
      const newest = tx
        .select({ key: cvEditKeys.key })
        .from(cvEditKeys)
        .where(eq(cvEditKeys.cvId, cvId))
        .orderBy(desc(cvEditKeys.createdAt), desc(cvEditKeys.key))
        .limit(LIMITS.editKeysPerCv);
      await tx
        .delete(cvEditKeys)
        .where(
          and(
            eq(cvEditKeys.cvId, cvId),
            or(
              lt(cvEditKeys.createdAt, sql`now() - make_interval(days => ${LIMITS.editKeyDays})`),
              sql`${cvEditKeys.key} not in ${newest}`,
            ),
          ),
        );
      return true;
    },

    /** Whether anyone has signed up: one row read, not a count of the table. */
    async hasUsers(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).limit(1);
      return rows.length > 0;
    },
  };
}

export type CvRepository = ReturnType<typeof createCvRepository>;
