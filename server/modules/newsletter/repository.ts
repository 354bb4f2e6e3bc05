/** Every query on newsletter subscribers; addresses are matched without regard to case. */
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { first, sameText } from '@server/db/queries';
import { newsletterSubscribers } from '@server/db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type SubscriberStatus = SubscriberRow['status'];

export function createNewsletterRepository(db: Db) {
  const subscriberWhere = (where: SQL): Promise<SubscriberRow | undefined> =>
    first(db.select().from(newsletterSubscribers).where(where));
  return {
    findByEmail: (email: string) => subscriberWhere(sameText(newsletterSubscribers.email, email)),
    findByConfirmHash: (hash: string) =>
      subscriberWhere(eq(newsletterSubscribers.confirmTokenHash, hash)),
    findByUnsubscribeHash: (hash: string) =>
      subscriberWhere(eq(newsletterSubscribers.unsubscribeTokenHash, hash)),

    /** Undefined when the address was added a moment ago by a parallel request. */
    async insert(
      values: typeof newsletterSubscribers.$inferInsert,
    ): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(
      id: string,
      values: Partial<typeof newsletterSubscribers.$inferInsert>,
    ): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set(values)
        .where(eq(newsletterSubscribers.id, id))
        .returning();
      return row;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
