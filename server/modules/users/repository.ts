/** Every query on users, their sessions and their one-time links. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { oneTimeTokens, refreshTokens, socialAccounts, users } from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;
export type LinkPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row;
    },

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
    ): Promise<void> {
      await db.insert(oneTimeTokens).values({
        userId,
        purpose,
        tokenHash,
        expiresAt: new Date(Date.now() + ttlMs),
      });
    },

    /** Marks a link used in the same statement that checks it, so it can be used once only. */
    async consumeLink(userId: string, purpose: LinkPurpose, tokenHash: string) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },

    async findLink(tokenHash: string) {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, tokenHash));
      return row;
    },

    async expireLinks(userId: string, purpose: LinkPurpose): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
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
    async rotateRefreshToken(tokenHash: string) {
      const [row] = await db
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
        .returning();
      return row;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOf(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
