/** Every query on the passkeys table: an account's passkeys, one by its credential id, and changes. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { first, removeAllOfUser } from '@server/db/queries';
import { passkeys } from '@server/db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;

const ofUser = (userId: string, id: string) =>
  and(eq(passkeys.id, id), eq(passkeys.userId, userId));

export function createPasskeysRepository(db: Db) {
  return {
    listOf: (userId: string): Promise<PasskeyRow[]> =>
      db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id)),

    /** Whether the account has a passkey. */
    async has(userId: string): Promise<boolean> {
      const row = await first(
        db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1),
      );
      return Boolean(row);
    },

    find: (id: string): Promise<PasskeyRow | undefined> =>
      first(db.select().from(passkeys).where(eq(passkeys.id, id))),

    /** False when the credential is stored already (a second verification of one ceremony). */
    async add(values: NewPasskey): Promise<boolean> {
      const added = await db
        .insert(passkeys)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: passkeys.id });
      return added.length > 0;
    },

    /** A use of it, its user verified: the authenticator's new counter and when. */
    async used(id: string, counter: number, backedUp: boolean): Promise<void> {
      await db
        .update(passkeys)
        .set({ counter, backedUp, userVerified: true, lastUsedAt: new Date() })
        .where(eq(passkeys.id, id));
    },

    rename: (userId: string, id: string, name: string): Promise<PasskeyRow | undefined> =>
      first(db.update(passkeys).set({ name }).where(ofUser(userId, id)).returning()),

    remove: (userId: string, id: string): Promise<PasskeyRow | undefined> =>
      first(db.delete(passkeys).where(ofUser(userId, id)).returning()),

    /** Every passkey of the account goes, in `tx`: their names. */
    removeAll: (tx: Db, userId: string): Promise<string[]> =>
      removeAllOfUser(tx, passkeys, passkeys.userId, passkeys.name, userId),
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
