/**
 * Every query on accounts: the users, their one-time links, what an unproven claimant made (in the
 * owner's review) and the usernames given up.
 */
import { and, desc, eq, gt, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { first, sameText } from '@server/db/queries';
import { cvs, oneTimeTokens, releasedUsernames, users } from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;
export type LinkPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

/** What a claimant made that goes private for the owner's review (`putInReview`). */
export interface MadeInReview {
  /** The titles of the CVs made private. */
  cvs: string[];
  /** The username put up for review, if there was one. */
  username: string | null;
}

/** How many CVs' first names a sign-in reads for its welcome (`cvFirstNames`). */
const FIRST_NAMES_READ = 10;

export function createUsersRepository(db: Db) {
  const userWhere = (where: SQL): Promise<UserRow | undefined> =>
    first(db.select().from(users).where(where));
  const unusedLinks = (userId: string, purpose: LinkPurpose) =>
    and(
      eq(oneTimeTokens.userId, userId),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
    );
  const markLinksUsed = (which: SQL | undefined) =>
    db.update(oneTimeTokens).set({ usedAt: new Date() }).where(which);
  return {
    findByEmail: (email: string) => userWhere(sameText(users.email, email)),
    findById: (id: string) => userWhere(eq(users.id, id)),
    findByUsername: (username: string) => userWhere(sameText(users.username, username)),

    async create(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<typeof users.$inferInsert>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    // --- one-time links

    async addLink(
      userId: string,
      purpose: LinkPurpose,
      tokenHash: string,
      ttlMs: number,
      newEmail?: string,
    ): Promise<void> {
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash, expiresAt, newEmail });
    },

    /** Marks a link used in the same statement that checks it, so it can be used once only. */
    consumeLink: (userId: string, purpose: LinkPurpose, tokenHash: string) =>
      first(
        markLinksUsed(
          and(
            unusedLinks(userId, purpose),
            eq(oneTimeTokens.tokenHash, tokenHash),
            gt(oneTimeTokens.expiresAt, new Date()),
          ),
        ).returning(),
      ),

    /** The link, if it is the user's, for `purpose`, unused and not expired (nothing is marked). */
    findLiveLink: (userId: string, purpose: LinkPurpose, tokenHash: string) =>
      first(
        db
          .select({ id: oneTimeTokens.id })
          .from(oneTimeTokens)
          .where(
            and(
              unusedLinks(userId, purpose),
              eq(oneTimeTokens.tokenHash, tokenHash),
              gt(oneTimeTokens.expiresAt, new Date()),
            ),
          ),
      ),

    findLink: (tokenHash: string) =>
      first(db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, tokenHash))),

    async expireLinks(userId: string, purpose: LinkPurpose): Promise<void> {
      await markLinksUsed(unusedLinks(userId, purpose));
    },

    /** Every link of the user still unused stops working, in `tx` (a claimant's, when the owner proves the address). */
    async expireAllLinks(tx: Db, userId: string): Promise<void> {
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
    },

    /**
     * The first names the user's CVs carry, the newest CV first (as their list is): what the
     * dashboard welcomes them by (`greetingName`). A few are enough: a blank one is rare.
     */
    async cvFirstNames(userId: string): Promise<Array<{ first_name: string }>> {
      return db
        .select({ first_name: cvs.first_name })
        .from(cvs)
        .where(and(eq(cvs.userId, userId), ne(cvs.first_name, '')))
        .orderBy(desc(cvs.updatedAt))
        .limit(FIRST_NAMES_READ);
    },

    // --- what an unproven claimant may have made, in the owner's review

    /**
     * What a claimant may have made goes private (not away: it may be the owner's own work) until
     * the owner keeps or deletes it: the CVs, and the username. In `tx`, with the claim.
     */
    async putInReview(tx: Db, userId: string): Promise<MadeInReview> {
      const made = await tx
        .update(cvs)
        .set({ is_public: false, inReview: true })
        .where(and(eq(cvs.userId, userId), eq(cvs.inReview, false)))
        .returning({ title: cvs.title });
      const [named] = await tx
        .update(users)
        .set({ usernameInReview: true })
        .where(
          and(eq(users.id, userId), isNotNull(users.username), eq(users.usernameInReview, false)),
        )
        .returning({ username: users.username });
      return { cvs: made.map((row) => row.title), username: named?.username ?? null };
    },

    /** Runs `work` in one transaction. */
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** The CVs and the username waiting for the owner's word (`putInReview`). */
    async inReview(userId: string) {
      const [rows, user] = await Promise.all([
        db
          .select({ id: cvs.id, title: cvs.title, createdAt: cvs.createdAt })
          .from(cvs)
          .where(and(eq(cvs.userId, userId), eq(cvs.inReview, true)))
          .orderBy(cvs.createdAt),
        first(
          db
            .select({ username: users.username, inReview: users.usernameInReview })
            .from(users)
            .where(eq(users.id, userId)),
        ),
      ]);
      return { cvs: rows, username: user?.inReview ? user.username : null };
    },

    /** The owner keeps the CV (still private): true when it was waiting. */
    async keepCv(userId: string, cvId: string): Promise<boolean> {
      const kept = await db
        .update(cvs)
        .set({ inReview: false })
        .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId), eq(cvs.inReview, true)))
        .returning({ id: cvs.id });
      return kept.length > 0;
    },

    /** The owner keeps the username: true when it was waiting. */
    async keepUsername(userId: string): Promise<boolean> {
      const kept = await db
        .update(users)
        .set({ usernameInReview: false })
        .where(and(eq(users.id, userId), eq(users.usernameInReview, true)))
        .returning({ id: users.id });
      return kept.length > 0;
    },

    // --- usernames given up

    /** Who last gave up the name, and when (compared without regard to case). */
    findReleasedUsername: (username: string) =>
      first(
        db.select().from(releasedUsernames).where(sameText(releasedUsernames.username, username)),
      ),

    /**
     * Gives the user a new name in one transaction: the old one is held for them from now, and a
     * hold on the new one (theirs, or run out: the service checked) ends.
     */
    async rename(userId: string, username: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const [row] = await tx
          .update(users)
          .set({ username, usernameInReview: false })
          .where(eq(users.id, userId))
          .returning();
        await tx.delete(releasedUsernames).where(sameText(releasedUsernames.username, username));
        const given = old?.username;
        if (row && given && given.toLowerCase() !== username.toLowerCase()) {
          await tx.delete(releasedUsernames).where(sameText(releasedUsernames.username, given));
          await tx.insert(releasedUsernames).values({ username: given, userId });
        }
        return row;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
