/**
 * The outbox's records: CVs finished in the wizard that the server does not have yet, per account,
 * oldest first. The app and the service worker both keep them through these functions.
 */
import { localDatabase as db, type OutboxEntry } from './database';

export type { OutboxEntry };

/** Why a CV still waits in the outbox; recorded on the entry for the screens that show it. */
export type RetryReason = NonNullable<OutboxEntry['lastFailure']>;

export async function addToOutbox(entry: OutboxEntry): Promise<void> {
  await db.outbox.put(entry);
}

/** Every CV of this account in the outbox, oldest first (a live query may call it). */
export function outboxOf(userId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('userId').equals(userId).sortBy('createdAt');
}

/** The account's CVs still to be sent (not those refused), oldest first. */
export async function waitingOutboxOf(userId: string): Promise<OutboxEntry[]> {
  return (await outboxOf(userId)).filter((entry) => entry.status !== 'failed');
}

export async function removeFromOutbox(id: string): Promise<void> {
  await db.outbox.delete(id);
}

/** One more failed try; the CV stays pending and is sent again. */
export async function recordRetry(entry: OutboxEntry, reason: RetryReason): Promise<void> {
  await db.outbox.update(entry.id, {
    status: 'pending',
    attempts: entry.attempts + 1,
    lastFailure: reason,
  });
}

/** The server refused it for good; it goes back to the user to fix. */
export async function recordRefusal(entry: OutboxEntry, text: string): Promise<void> {
  await db.outbox.update(entry.id, {
    status: 'failed',
    attempts: entry.attempts + 1,
    lastError: text,
  });
}
