/**
 * Fixed-window counters for brute-force limits (login, password reset, contact). In memory by
 * default; with REDIS_URL the counts are shared by every instance. Routes name their counters
 * (server/plugins/rate-limit.ts); `overLimit` hits them.
 *
 * Keys may be named by what a caller sends (an e-mail address), so their number is bounded: at most
 * MEMORY_LIMITER_KEYS in memory, the least recently hit dropped first, and every Redis key expires
 * with its window.
 */
import { LRUCache } from 'lru-cache';

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
  count: number;
}

export interface RateLimiter {
  /**
   * Counts one hit against `key` and says whether it is still within `limit` per `windowMs`.
   * Atomic: of N parallel hits exactly `limit` are allowed, so count before doing the guarded work.
   */
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>;
  /** Takes back one hit (a sign-in that succeeded), never below zero and never opening a window. */
  release(key: string): Promise<void>;
  /** Looks without counting. */
  peek(key: string, limit: number): Promise<LimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One counter to hit: at most `max` hits per `windowMs` on `key`. */
export interface Counter {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit on each counter in turn (each atomically, before the guarded work) and returns the
 * first that is over its max, or null when all are within. The counters after a refusal are not
 * hit: a refused request leaves no key behind that it named itself.
 */
export async function overLimit(
  limiter: RateLimiter,
  counters: readonly Counter[],
): Promise<LimitResult | null> {
  for (const c of counters) {
    const state = await limiter.hit(c.key, c.max, c.windowMs);
    if (!state.allowed) return state;
  }
  return null;
}

/**
 * Counters one instance keeps. A full store drops its least recently hit counter: a caller that
 * keeps being counted stays, and a flood of made-up keys costs a bounded heap (about 22 MB at the bound).
 */
export const MEMORY_LIMITER_KEYS = 100_000;

export interface MemoryRateLimiter extends RateLimiter {
  /** How many counters are kept now. */
  readonly size: number;
}

export function createMemoryRateLimiter(
  now: () => number = Date.now,
  maxKeys: number = MEMORY_LIMITER_KEYS,
): MemoryRateLimiter {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys });
  const sweep = setInterval(() => {
    const t = now();
    const ended = [...windows.entries()].filter(([, w]) => w.resetAt <= t).map(([key]) => key);
    for (const key of ended) windows.delete(key);
  }, 60_000);
  sweep.unref();
  const result = (count: number, limit: number, resetAt: number): LimitResult => ({
    allowed: count <= limit,
    retryAfter: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
    count,
  });
  return {
    get size() {
      return windows.size;
    },
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return result(w.count, limit, w.resetAt);
    },
    async peek(key, limit) {
      const w = windows.peek(key);
      if (!w || w.resetAt <= now()) return { allowed: true, retryAfter: 0, count: 0 };
      return { ...result(w.count + 1, limit, w.resetAt), count: w.count };
    },
    async release(key) {
      const w = windows.peek(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** The same limiter with every limit multiplied (for tests that send everything from one address). */
export function scaleLimits(limiter: RateLimiter, scale: number): RateLimiter {
  if (scale === 1) return limiter;
  const scaled = (limit: number) => Math.max(1, Math.round(limit * scale));
  return {
    hit: (key, limit, windowMs) => limiter.hit(key, scaled(limit), windowMs),
    peek: (key, limit) => limiter.peek(key, scaled(limit)),
    release: (key) => limiter.release(key),
    reset: (key) => limiter.reset(key),
    close: () => limiter.close(),
  };
}

/**
 * Counters in Redis (REDIS_URL), shared by every instance: INCR, with the window set as the key's
 * expiry in the same MULTI, so no key outlives its window.
 */
export async function createRedisRateLimiter(url: string): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  const prefix = 'cv:rl:';
  // DECR alone would create a key without expiry when the window has just ended.
  const RELEASE = `local n = tonumber(redis.call('get', KEYS[1]) or '0')
if n > 0 then return redis.call('decr', KEYS[1]) end
return 0`;
  const answer = (count: number, limit: number, ttlMs: number): LimitResult => ({
    allowed: count <= limit,
    retryAfter: Math.max(1, Math.ceil(Math.max(ttlMs, 0) / 1000)),
    count,
  });
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return answer(count, limit, ttl);
    },
    async peek(key, limit) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      const n = Number(count ?? 0);
      return n
        ? { ...answer(n + 1, limit, ttl), count: n }
        : { allowed: true, retryAfter: 0, count: 0 };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
