/** Every query on users, their sessions, their one-time links and the usernames they gave up. */
import { and, eq, gt, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import { passesSecondFactor, type SignInProof } from '@/domain/account';
import type { Db } from '@server/db/client';
import { first, sameText } from '@server/db/queries';
import {
  cvs,
  oneTimeTokens,
  passkeys,
  recoveryCodes,
  refreshTokens,
  releasedUsernames,
  secondFactorResets,
  sessions,
  socialAccounts,
  totpSecrets,
  users,
} from '@server/db/schema';

import { pendingReset } from './two-step/repository';

export type UserRow = typeof users.$inferSelect;

/** What an unproven claimant had set up on an account, as its owner's mail names it. */
export interface ClaimantLeft {
  providers: string[];
  passkeys: string[];
  twoStep: boolean;
  /** The titles of the CVs made private for the owner's review. */
  cvs: string[];
  /** The username put up for the owner's review, if there was one. */
  username: string | null;
}
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
  /** Ends the sessions `which` picks, and their refresh tokens with them, in one transaction. */
  const endSessions = (which: SQL) =>
    db.transaction(async (tx) => {
      const now = new Date();
      const ended = await tx
        .update(sessions)
        .set({ endedAt: now })
        .where(and(which, isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      if (ended.length > 0)
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(
              inArray(
                refreshTokens.familyId,
                ended.map((session) => session.id),
              ),
              isNull(refreshTokens.revokedAt),
            ),
          );
    });
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

    // --- sessions and their refresh tokens

    /** A new session of the user, proven now and how (a password, Google, a passkey…). */
    async addSession(userId: string, provenBy: SignInProof): Promise<string> {
      const [row] = await db
        .insert(sessions)
        .values({ userId, provenBy, secondFactor: passesSecondFactor(provenBy) })
        .returning({ id: sessions.id });
      return row!.id;
    },

    /** The session's user and last proof, while it has not ended. */
    async findLive(sessionId: string) {
      const row = await first(
        db
          .select({
            userId: sessions.userId,
            provenAt: sessions.provenAt,
            provenBy: sessions.provenBy,
          })
          .from(sessions)
          .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt))),
      );
      return row && { ...row, provenAt: row.provenAt.getTime() };
    },

    /** The person proved who they are again in this session (for the account's sensitive changes). */
    async markProven(sessionId: string, provenBy: SignInProof): Promise<number> {
      const provenAt = new Date();
      await db
        .update(sessions)
        .set({ provenAt, provenBy, ...(passesSecondFactor(provenBy) && { secondFactor: true }) })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
      return provenAt.getTime();
    },

    /** Whether the user has a passkey (a reset link offers to sign in with it instead). */
    async hasPasskey(userId: string): Promise<boolean> {
      const row = await first(
        db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1),
      );
      return Boolean(row);
    },

    /** A second factor was passed in this session (two-step sign-in was turned on in it). */
    async markSecondFactor(sessionId: string): Promise<void> {
      await db.update(sessions).set({ secondFactor: true }).where(eq(sessions.id, sessionId));
    },

    async addRefreshToken(values: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values(values);
    },

    /**
     * Check and mark in one statement, so only one caller can rotate a given token; its successor
     * is stored in the same transaction, so whoever sees the token rotated finds the successor.
     */
    rotateRefreshToken: (tokenHash: string, successorHash: string) =>
      db.transaction(async (tx) => {
        const row = await first(
          tx
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
        );
        if (row)
          await tx.insert(refreshTokens).values({
            userId: row.userId,
            familyId: row.familyId,
            tokenHash: successorHash,
            expiresAt: row.expiresAt,
          });
        return row;
      }),

    findRefreshToken: (tokenHash: string) =>
      first(db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))),

    async endSession(sessionId: string): Promise<void> {
      await endSessions(eq(sessions.id, sessionId));
    },

    /** Every session of the user but `keep` (the one making the change), if it names one. */
    /**
     * Ends the user's sessions but `keep`; with `keepSecondFactor`, also those that passed a
     * second factor (a password reset made with the mailbox alone).
     */
    async endSessionsOf(
      userId: string,
      keep: string | null = null,
      { keepSecondFactor = false } = {},
    ): Promise<void> {
      await endSessions(
        and(
          eq(sessions.userId, userId),
          keep ? ne(sessions.id, keep) : undefined,
          keepSecondFactor ? eq(sessions.secondFactor, false) : undefined,
        )!,
      );
    },

    /**
     * Everything an unproven claimant of the account's address could have set up, gone in one
     * transaction: Google and Facebook sign-ins, passkeys, two-step sign-in (its secret and
     * recovery codes) and a reset of it waiting, and every link still unused. What went.
     */
    forgetClaimant: (userId: string): Promise<ClaimantLeft> =>
      db.transaction(async (tx) => {
        const social = await tx
          .delete(socialAccounts)
          .where(eq(socialAccounts.userId, userId))
          .returning({ provider: socialAccounts.provider });
        const keys = await tx
          .delete(passkeys)
          .where(eq(passkeys.userId, userId))
          .returning({ name: passkeys.name });
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        const totp = await tx
          .delete(totpSecrets)
          .where(eq(totpSecrets.userId, userId))
          .returning({ confirmedAt: totpSecrets.confirmedAt });
        await tx
          .update(secondFactorResets)
          .set({ cancelledAt: new Date() })
          .where(pendingReset(userId));
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
        // What they may have made goes private (not away: it may be the owner's own work) until
        // the owner keeps or deletes it.
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
        return {
          providers: social.map((row) => row.provider),
          passkeys: keys.map((row) => row.name),
          twoStep: totp.some((row) => row.confirmedAt !== null),
          cvs: made.map((row) => row.title),
          username: named?.username ?? null,
        };
      }),

    // --- what an unproven claimant may have made, in the owner's review

    /** The CVs and the username waiting for the owner's word (`forgetClaimant`). */
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
