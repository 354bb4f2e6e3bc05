/** Every query on the Google and Facebook sign-ins linked to accounts. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { removeAllOfUser } from '@server/db/queries';
import { socialAccounts, users } from '@server/db/schema';
import type { UserRow } from '@server/modules/users/identity';

export function createSocialRepository(db: Db) {
  return {
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

    /** Every provider's sign-in linked to the account goes, in `tx`: the providers. */
    unlinkAll: (tx: Db, userId: string): Promise<string[]> =>
      removeAllOfUser(tx, socialAccounts, socialAccounts.userId, socialAccounts.provider, userId),
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
