/**
 * A visitor is a salted hash of their address and user agent; the salt is made each day and thrown
 * away the next, so one day's visitors cannot be linked to another's. One instance keeps the salt
 * and the day's hashes in memory. Several (REDIS_URL) share them in Redis, where they expire an hour
 * after their day: every instance tells the same visitor by the same hash, and a restart forgets
 * no one.
 */
import { hash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface VisitorDays {
  /** The salt of `day` (YYYY-MM-DD, UTC), made when first asked for. */
  salt(day: string): Promise<string>;
  /** For each of `members` (a CV and a visitor's hash), whether this is the day's first sighting. */
  firstSeen(day: string, members: string[]): Promise<boolean[]>;
  close(): Promise<void>;
}

export const visitorHash = (salt: string, address: string, userAgent: string) =>
  hash('sha256', `${salt}\n${address}\n${userAgent}`, 'base64url').slice(0, 22);

const newSalt = () => randomBytes(32).toString('base64url');

/** One instance: the day's salt and hashes live in this process and go when the day does. */
export function createLocalVisitorDays(): VisitorDays {
  let current = { day: '', salt: '', seen: new Set<string>() };
  const dayState = (day: string) => {
    if (current.day !== day) current = { day, salt: newSalt(), seen: new Set() };
    return current;
  };
  return {
    salt: (day) => Promise.resolve(dayState(day).salt),
    firstSeen(day, members) {
      const { seen } = dayState(day);
      return Promise.resolve(
        members.map((member) => {
          if (seen.has(member)) return false;
          seen.add(member);
          return true;
        }),
      );
    },
    close: () => Promise.resolve(),
  };
}

/** Seconds from now until an hour after `day` ends (its last views are flushed by then). */
function secondsLeftOf(day: string, now: number): number {
  const end = Date.parse(`${day}T00:00:00Z`) + 25 * 3600_000;
  return Math.max(60, Math.ceil((end - now) / 1000));
}

export async function createSharedVisitorDays(url: string): Promise<VisitorDays> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis: Redis = new RedisClient(url, { maxRetriesPerRequest: 2 });
  const prefix = 'cv:views:';
  return {
    async salt(day) {
      const key = `${prefix}salt:${day}`;
      // The first instance to ask makes it; every other reads that one.
      await redis.set(key, newSalt(), 'EX', secondsLeftOf(day, Date.now()), 'NX');
      return (await redis.get(key)) ?? newSalt();
    },
    async firstSeen(day, members) {
      if (!members.length) return [];
      const key = `${prefix}seen:${day}`;
      const batch = redis.pipeline();
      for (const member of members) batch.sadd(key, member);
      batch.expire(key, secondsLeftOf(day, Date.now()));
      const results = (await batch.exec()) ?? [];
      return members.map((_, i) => {
        const [error, added] = results[i] ?? [null, 1];
        // Unknown (Redis failed): counted, rather than a visitor lost.
        return error ? true : added === 1;
      });
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
