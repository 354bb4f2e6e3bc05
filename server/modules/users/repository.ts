/** Every query on users, their sessions, their one-time links and the usernames they gave up. */
import { and, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { first, sameText } from '@server/db/queries';
import {
  oneTimeTokens,
  refreshTokens,
  releasedUsernames,
  socialAccounts,
  users,
} from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;
export type LinkPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

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
  const revoke = (which: SQL) =>
    db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(which, isNull(refreshTokens.revokedAt)));
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

    async findSocial(provider: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(socialAccounts)
        .innerJoin(users, eq(users.id, socialAccounts.userId))
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
      return row?.user;
    },

    async linkSocial(provider: string, subject: string, userId: string): Promise<void> {
      await db.insert(socialAccounts).values({ provider, subject, userId }).onConflictDoNothing();
    },

    async providersOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ provider: socialAccounts.provider })
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId));
      return rows.map((r) => r.provider);
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

    findLink: (tokenHash: string) =>
      first(db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, tokenHash))),

    async expireLinks(userId: string, purpose: LinkPurpose): Promise<void> {
      await markLinksUsed(unusedLinks(userId, purpose));
    },

    // --- refresh tokens

    async addRefreshToken(values: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values(values);
    },

    /** Check and mark in one statement: only one caller can rotate a given token. */
    rotateRefreshToken: (tokenHash: string) =>
      first(
        db
          .update(refreshTokens)
          .set({ rotatedAt: new Date() })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, new Date()),
            ),
          )
          .returning(),
      ),

    findRefreshToken: (tokenHash: string) =>
      first(db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))),

    async revokeFamily(familyId: string): Promise<void> {
      await revoke(eq(refreshTokens.familyId, familyId));
    },

    async revokeAllOf(userId: string): Promise<void> {
      await revoke(eq(refreshTokens.userId, userId));
    },

    /** Every session of the user but `keepFamily` (the one making the change), if it names one. */
    async revokeOthers(userId: string, keepFamily: string | null): Promise<void> {
      await revoke(
        keepFamily
          ? and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamily))!
          : eq(refreshTokens.userId, userId),
      );
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
          .set({ username })
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
