/** The queries of two-step sign-in: the TOTP secret with its last accepted step, and recovery codes. */
import { and, count, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { first } from '@server/db/queries';
import { recoveryCodes, secondFactorResets, totpSecrets } from '@server/db/schema';

export type TotpRow = typeof totpSecrets.$inferSelect;
export type ResetRow = typeof secondFactorResets.$inferSelect;

/** A reset neither cancelled nor done. */
const waiting = and(isNull(secondFactorResets.cancelledAt), isNull(secondFactorResets.completedAt));

/** The account's reset of two-step sign-in that still waits (neither cancelled nor done). */
const pendingReset = (userId: string) => and(eq(secondFactorResets.userId, userId), waiting);

export function createTwoStepRepository(db: Db) {
  /** The step moves on only forward: of two requests with the same code, one wins. */
  const stepIsNew = (step: number) =>
    or(isNull(totpSecrets.lastStep), lt(totpSecrets.lastStep, step));
  return {
    find: (userId: string): Promise<TotpRow | undefined> =>
      first(db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId))),

    /** A new secret waiting for its first code; a confirmed one is never replaced (false). */
    async saveUnconfirmed(userId: string, secretEncrypted: string): Promise<boolean> {
      const saved = await db
        .insert(totpSecrets)
        .values({ userId, secretEncrypted })
        .onConflictDoUpdate({
          target: totpSecrets.userId,
          set: { secretEncrypted, lastStep: null, createdAt: new Date() },
          setWhere: isNull(totpSecrets.confirmedAt),
        })
        .returning({ userId: totpSecrets.userId });
      return saved.length > 0;
    },

    /** Turns it on with its first code's step and the recovery codes' hashes, in one transaction. */
    confirm: (userId: string, step: number, codeHashes: string[]): Promise<boolean> =>
      db.transaction(async (tx) => {
        const done = await tx
          .update(totpSecrets)
          .set({ confirmedAt: new Date(), lastStep: step })
          .where(and(eq(totpSecrets.userId, userId), isNull(totpSecrets.confirmedAt)))
          .returning({ userId: totpSecrets.userId });
        if (done.length === 0) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      }),

    /** Takes a code's step as the last accepted one; false when that step (or a later) was taken. */
    async takeStep(userId: string, step: number): Promise<boolean> {
      const taken = await db
        .update(totpSecrets)
        .set({ lastStep: step })
        .where(
          and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.confirmedAt), stepIsNew(step)),
        )
        .returning({ userId: totpSecrets.userId });
      return taken.length > 0;
    },

    /** Spends a recovery code; false when there is none such, or it was spent. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },

    replaceRecoveryCodes: (userId: string, codeHashes: string[]) =>
      db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      }),

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Turns it off: the secret and every recovery code go, and a reset waiting has nothing to do. */
    remove: (userId: string) =>
      db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(totpSecrets).where(eq(totpSecrets.userId, userId));
        await tx
          .update(secondFactorResets)
          .set({ cancelledAt: new Date() })
          .where(pendingReset(userId));
      }),

    /**
     * A claimant's two-step sign-in goes, in `tx`: the secret (whether it was on) and a reset of it
     * waiting. The recovery codes are `removeRecoveryCodes`.
     */
    async removeSecret(tx: Db, userId: string): Promise<boolean> {
      const gone = await tx
        .delete(totpSecrets)
        .where(eq(totpSecrets.userId, userId))
        .returning({ confirmedAt: totpSecrets.confirmedAt });
      await tx
        .update(secondFactorResets)
        .set({ cancelledAt: new Date() })
        .where(pendingReset(userId));
      return gone.some((row) => row.confirmedAt !== null);
    },

    /** Every recovery code of the account goes, in `tx`. */
    async removeRecoveryCodes(tx: Db, userId: string): Promise<void> {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    pendingReset: (userId: string): Promise<ResetRow | undefined> =>
      first(db.select().from(secondFactorResets).where(pendingReset(userId))),

    /**
     * A reset due at `dueAt`, unless one is waiting already (that one is answered): the unique
     * index keeps one per account, so of parallel asks one inserts and the others read it.
     */
    async askReset(userId: string, dueAt: Date): Promise<ResetRow> {
      await db.insert(secondFactorResets).values({ userId, dueAt }).onConflictDoNothing();
      const row = await first(db.select().from(secondFactorResets).where(pendingReset(userId)));
      if (!row) throw new Error('reset not stored');
      return row;
    },

    /** Cancels the waiting reset; false when none was waiting. */
    async cancelReset(userId: string): Promise<boolean> {
      const cancelled = await db
        .update(secondFactorResets)
        .set({ cancelledAt: new Date() })
        .where(pendingReset(userId))
        .returning({ id: secondFactorResets.id });
      return cancelled.length > 0;
    },

    /**
     * The waiting resets due by `before` that had no reminder yet, marked reminded in the same
     * statement: of several instances asking at once, one gets each.
     */
    claimReminders: (before: Date): Promise<{ userId: string; dueAt: Date }[]> =>
      db
        .update(secondFactorResets)
        .set({ remindedAt: new Date() })
        .where(
          and(
            waiting,
            isNull(secondFactorResets.remindedAt),
            lte(secondFactorResets.dueAt, before),
          ),
        )
        .returning({ userId: secondFactorResets.userId, dueAt: secondFactorResets.dueAt }),

    /**
     * Every reset whose wait is over (of `userId` only, when given) turns its account's two-step
     * sign-in off, in one transaction: their users.
     */
    completeDueResets: (now: Date, userId?: string): Promise<string[]> =>
      db.transaction(async (tx) => {
        const done = await tx
          .update(secondFactorResets)
          .set({ completedAt: now })
          .where(
            and(
              userId === undefined ? waiting : pendingReset(userId),
              lte(secondFactorResets.dueAt, now),
            ),
          )
          .returning({ userId: secondFactorResets.userId });
        const userIds = [...new Set(done.map((row) => row.userId))];
        if (userIds.length === 0) return userIds;
        await tx.delete(recoveryCodes).where(inArray(recoveryCodes.userId, userIds));
        await tx.delete(totpSecrets).where(inArray(totpSecrets.userId, userIds));
        return userIds;
      }),
  };
}

export type TwoStepRepository = ReturnType<typeof createTwoStepRepository>;
