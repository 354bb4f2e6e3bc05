/** Every query on contact messages. */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { contactMessages } from '@server/db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Db) {
  return {
    async insert(values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },

    async markMailed(id: string): Promise<void> {
      await db
        .update(contactMessages)
        .set({ mailedAt: new Date() })
        .where(eq(contactMessages.id, id));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
