/** Queries for payments: processed provider events, each user's subscription state, premium flags. */
import { eq, type SQL } from 'drizzle-orm';
import { isUuid } from '@/domain/cv-fields';
import type { Db } from '@server/db/client';
import { first } from '@server/db/queries';
import { paymentEvents, subscriptions, users } from '@server/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The queries one webhook event runs, all inside its transaction. */
function eventQueries(tx: Tx) {
  const userIdWhere = async (where: SQL) =>
    (await first(tx.select({ id: users.id }).from(users).where(where)))?.id;
  return {
    /** Records the event; false when it was recorded before (a replay), which then changes nothing. */
    async recordEvent(event: {
      id: string;
      type: string;
      created: Date;
      payload: unknown;
    }): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values({
          id: event.id,
          type: event.type,
          providerCreatedAt: event.created,
          payload: event.payload,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },

    async linkEventToUser(eventId: string, userId: string): Promise<void> {
      await tx.update(paymentEvents).set({ userId }).where(eq(paymentEvents.id, eventId));
    },

    async findUserId(userId: string): Promise<string | undefined> {
      return isUuid(userId) ? userIdWhere(eq(users.id, userId)) : undefined;
    },

    findUserIdByCustomer: (customerId: string) =>
      userIdWhere(eq(users.stripeCustomerId, customerId)),

    async findUserIdBySubscription(subscriptionId: string): Promise<string | undefined> {
      const ids = tx.select({ id: subscriptions.userId }).from(subscriptions);
      const row = await first(ids.where(eq(subscriptions.providerSubscriptionId, subscriptionId)));
      return row?.id;
    },

    /** The user's subscription row, locked so events for one user apply one after another. */
    async lockSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      // Lock the user row too: the first event for a user has no subscription row to lock yet.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .for('update');
      return row;
    },

    async saveSubscription(row: SubscriptionRow): Promise<void> {
      const { userId: _userId, ...changes } = row;
      await tx
        .insert(subscriptions)
        .values(row)
        .onConflictDoUpdate({ target: subscriptions.userId, set: changes });
    },

    /** Sets the given fields; an undefined field is left as it is. */
    async updateUser(
      userId: string,
      changes: { isPremium?: boolean | undefined; stripeCustomerId?: string | undefined },
    ): Promise<void> {
      const set = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as Partial<typeof users.$inferInsert>;
      if (!Object.keys(set).length) return;
      await tx.update(users).set(set).where(eq(users.id, userId));
    },
  };
}

export type PaymentEventQueries = ReturnType<typeof eventQueries>;

export function createPaymentsRepository(db: Db) {
  return {
    /** Runs one event's work in a transaction: a failure leaves the event unrecorded, to be retried. */
    inEventTransaction<T>(work: (q: PaymentEventQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(eventQueries(tx)));
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          isPremium: users.isPremium,
          stripeCustomerId: users.stripeCustomerId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
