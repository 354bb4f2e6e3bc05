/** Every query on job applications and the keys of their edits. */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { LIMITS } from '@/domain/limits';
import type { Db } from '@server/db/client';
import { applicationEditKeys, applications } from '@server/db/schema';
import type { Tx } from '@server/modules/cv';

export type ApplicationRow = typeof applications.$inferSelect;
type ApplicationValues = typeof applications.$inferInsert;

const ownedBy = (userId: string, id: string) =>
  and(eq(applications.id, id), eq(applications.userId, userId));

export function createApplicationRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The account's applications, newest first. */
    listOwned: (userId: string) =>
      db
        .select()
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id)),

    async findOwned(userId: string, id: string, tx: Tx | Db = db) {
      const [row] = await tx.select().from(applications).where(ownedBy(userId, id));
      return row;
    },

    /** The owner's application, its row locked until the transaction ends. */
    async lockOwned(tx: Tx, userId: string, id: string) {
      const [row] = await tx.select().from(applications).where(ownedBy(userId, id)).for('update');
      return row;
    },

    /** The version of a CV whose public link has this key. */
    async findShared(cvId: string, key: string) {
      const [row] = await db
        .select({ id: applications.id, overrides: applications.overrides })
        .from(applications)
        .where(and(eq(applications.cvId, cvId), eq(applications.share_key, key)))
        .limit(1);
      return row;
    },

    async findByIdempotencyKey(userId: string, key: string, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.idempotencyKey, key)));
      return row;
    },

    async countOwned(tx: Tx, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(applications)
        .where(eq(applications.userId, userId));
      return row?.n ?? 0;
    },

    async insert(tx: Tx, values: ApplicationValues): Promise<string> {
      const [row] = await tx.insert(applications).values(values).returning({ id: applications.id });
      return row!.id;
    },

    /** Writes the values given and sets the version (updated_at: the schema). */
    async update(tx: Tx, id: string, values: Partial<ApplicationValues> & { version: number }) {
      await tx.update(applications).set(values).where(eq(applications.id, id));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(applications)
        .where(ownedBy(userId, id))
        .returning({ id: applications.id });
      return gone.length > 0;
    },

    /**
     * Takes an edit's Idempotency-Key for the application (locked by the caller): false when it has
     * seen it (a replay). As a CV's keys: the newest LIMITS.editKeysPerCv of LIMITS.editKeyDays stay.
     */
    async claimEditKey(tx: Tx, applicationId: string, key: string): Promise<boolean> {
      const taken = await tx
        .insert(applicationEditKeys)
        .values({ applicationId, key })
        .onConflictDoNothing()
        .returning({ key: applicationEditKeys.key });
      if (!taken.length) return false;
      const mine = eq(applicationEditKeys.applicationId, applicationId);
      const kept = tx
        .select({ key: applicationEditKeys.key })
        .from(applicationEditKeys)
        .where(mine)
        .orderBy(desc(applicationEditKeys.createdAt), desc(applicationEditKeys.key))
        .limit(LIMITS.editKeysPerCv);
      const old = sql`now() - make_interval(days => ${LIMITS.editKeyDays})`;
      await tx
        .delete(applicationEditKeys)
        .where(
          and(
            mine,
            or(
              lt(applicationEditKeys.createdAt, old),
              sql`${applicationEditKeys.key} not in ${kept}`,
            ),
          ),
        );
      return true;
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
