/**
 * A visitor is a salted hash of their address and user agent; the salt is made each day and thrown
 * away the next, so one day's visitors cannot be linked to another's. Each CV's visitors of a day
 * go into a sketch of fixed size (sketch.ts; Redis's PFADD with REDIS_URL) whose count is the day's
 * visitors: many made-up user agents cost no more memory than a few thousand. One instance keeps
 * the salt and the sketches in memory. Several share them in Redis, where they expire an hour after
 * their day: every instance tells the same visitor by the same hash, and a restart forgets no one.
 */
import { hash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { dayOf } from '@/domain/view-stats';
import { VisitorSketch } from './sketch';

/** What adding a CV's visitors of a day to its sketch said. */
export interface CvDayVisitors {
  /** For each visitor added, whether it was new to the sketch (near enough: the sketch changed). */
  fresh: boolean[];
  /**
   * How much the CV's count of the day grew since it was last asked by any instance: each growth
   * is answered once, so those written add up to the sketch's count.
   */
  grown: number;
}

export interface VisitorDays {
  /** The salt of `day` (YYYY-MM-DD, UTC), made when first asked for. */
  salt(day: string): Promise<string>;
  /** Adds each CV's visitors (their hashes) of `day` to the CV's sketch of that day. */
  add(day: string, visitors: Map<string, string[]>): Promise<Map<string, CvDayVisitors>>;
  close(): Promise<void>;
}

export const visitorHash = (salt: string, address: string, userAgent: string) =>
  hash('sha256', `${salt}\n${address}\n${userAgent}`, 'base64url').slice(0, 22);

/** The first 64 bits of a visitor's hash (its first 11 characters hold 66), uniform, for a sketch. */
function bitsOf(visitor: string): [hi: number, lo: number] {
  const bytes = Buffer.from(visitor.slice(0, 11), 'base64url');
  return [bytes.readUInt32BE(0), bytes.readUInt32BE(4)];
}

const newSalt = () => randomBytes(32).toString('base64url');

/** One instance: the salts and sketches of the newest day and the one before live in this process. */
export function createLocalVisitorDays(): VisitorDays {
  const days = new Map<
    string,
    { salt: string; cvs: Map<string, { sketch: VisitorSketch; counted: number }> }
  >();
  const dayState = (day: string) => {
    let state = days.get(day);
    if (!state) {
      state = { salt: newSalt(), cvs: new Map() };
      days.set(day, state);
      const newest = [...days.keys()].sort().at(-1)!;
      const dayBefore = dayOf(new Date(Date.parse(newest) - 86_400_000));
      for (const kept of days.keys()) if (kept < dayBefore) days.delete(kept);
    }
    return state;
  };
  return {
    salt: (day) => Promise.resolve(dayState(day).salt),
    add(day, visitors) {
      const { cvs } = dayState(day);
      const answers = new Map<string, CvDayVisitors>();
      for (const [cvId, hashes] of visitors) {
        let cv = cvs.get(cvId);
        if (!cv) {
          cv = { sketch: new VisitorSketch(), counted: 0 };
          cvs.set(cvId, cv);
        }
        const { sketch } = cv;
        const fresh = hashes.map((visitor) => sketch.add(...bitsOf(visitor)));
        const count = sketch.count();
        answers.set(cvId, { fresh, grown: Math.max(0, count - cv.counted) });
        cv.counted = Math.max(cv.counted, count);
      }
      return Promise.resolve(answers);
    },
    close: () => Promise.resolve(),
  };
}

/** Seconds from now until an hour after `day` ends (its last views are flushed by then). */
function secondsLeftOf(day: string, now: number): number {
  const end = Date.parse(`${day}T00:00:00Z`) + 25 * 3600_000;
  return Math.max(60, Math.ceil((end - now) / 1000));
}

/**
 * Each CV's growth since it was last asked, claimed at once so two instances never both write it.
 * KEYS: the day's claimed counts (a hash by CV), then the CVs' sketches; ARGV: seconds to live, the CVs.
 */
const CLAIM = `local grown = {}
for i = 2, #KEYS do
  local count = redis.call('pfcount', KEYS[i])
  local claimed = tonumber(redis.call('hget', KEYS[1], ARGV[i]) or '0')
  if count > claimed then redis.call('hset', KEYS[1], ARGV[i], count) end
  grown[i - 1] = math.max(0, count - claimed)
end
redis.call('expire', KEYS[1], ARGV[1])
return grown`;

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
    async add(day, visitors) {
      if (!visitors.size) return new Map();
      const ttl = secondsLeftOf(day, Date.now());
      const cvIds = [...visitors.keys()];
      const sketchOf = (cvId: string) => `${prefix}visitors:${day}:${cvId}`;
      const batch = redis.pipeline();
      for (const [cvId, hashes] of visitors) {
        for (const visitor of hashes) batch.pfadd(sketchOf(cvId), visitor);
        batch.expire(sketchOf(cvId), ttl);
      }
      batch.eval(
        CLAIM,
        cvIds.length + 1,
        `${prefix}claimed:${day}`,
        ...cvIds.map(sketchOf),
        ttl,
        ...cvIds,
      );
      const results = (await batch.exec()) ?? [];
      const [claimError, grown] = results.at(-1) ?? [new Error('no answer')];
      if (claimError || !Array.isArray(grown)) throw claimError ?? new Error('no growth');
      const answers = new Map<string, CvDayVisitors>();
      let at = 0;
      cvIds.forEach((cvId, i) => {
        const fresh = visitors.get(cvId)!.map(() => {
          const [error, added] = results[at++] ?? [null, 1];
          // Unknown (Redis failed): new, rather than a visitor lost.
          return error ? true : added === 1;
        });
        at++; // its expire
        answers.set(cvId, { fresh, grown: Number(grown[i] ?? 0) });
      });
      return answers;
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
