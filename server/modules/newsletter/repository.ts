/** Every query on newsletter subscribers; addresses are matched without regard to case. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { newsletterSubscribers } from '@server/db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type SubscriberStatus = SubscriberRow['status'];

export function createNewsletterRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findByConfirmHash(hash: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.confirmTokenHash, hash));
      return row;
    },

    async findByUnsubscribeHash(hash: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash));
      return row;
    },

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
