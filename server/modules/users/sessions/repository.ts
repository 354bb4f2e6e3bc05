/** Every query on sessions and their refresh tokens (a session is a refresh-token family). */
import { and, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { passesSecondFactor, type SignInProof } from '@/domain/account';
import type { Db } from '@server/db/client';
import { first } from '@server/db/queries';
import { refreshTokens, sessions } from '@server/db/schema';

export function createSessionsRepository(db: Db) {
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
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
