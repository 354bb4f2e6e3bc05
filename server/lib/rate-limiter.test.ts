import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  MEMORY_LIMITER_KEYS,
  overLimit,
  scaleLimits,
} from './rate-limiter';

describe('rate limiter', () => {
  it('allows the limit and refuses the next, with the seconds left', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit('k', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBe(60);
    now = 60_000;
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    await limiter.close();
  });

  it('allows exactly the limit of parallel hits, and release takes one back', async () => {
    const limiter = createMemoryRateLimiter();
    const results = await Promise.all(
      Array.from({ length: 60 }, () => limiter.hit('p', 10, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    await limiter.reset('p');
    await limiter.hit('p', 1, 60_000);
    await limiter.release('p');
    await limiter.release('p');
    expect((await limiter.hit('p', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('p', 1, 60_000)).allowed).toBe(false);
    await limiter.close();
  });

  it('scales every limit for tests that share one address', async () => {
    const limiter = scaleLimits(createMemoryRateLimiter(), 10);
    for (let i = 0; i < 30; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(false);
    await limiter.close();
  });
});

// As tests/fixtures/test-redis.ts (server/lib imports nothing outside it): in CI these run and fail
// without Redis rather than skip.
const testRedisUrl =
  process.env.TEST_REDIS_URL || (process.env.CI ? 'redis://127.0.0.1:6379' : undefined);

describe.runIf(testRedisUrl)('Redis rate limiter', () => {
  /** Two instances sharing one Redis, and a key no other test uses. */
  async function twoInstances() {
    const { createRedisRateLimiter } = await import('./rate-limiter');
    const a = await createRedisRateLimiter(testRedisUrl!);
    const b = await createRedisRateLimiter(testRedisUrl!);
    return { a, b, key: `test:${Date.now()}:${Math.random()}` };
  }

  it('counts across instances and expires with the window', async () => {
    const { a, b, key } = await twoInstances();
    expect((await a.hit(key, 2, 1000)).allowed).toBe(true);
    expect((await b.hit(key, 2, 1000)).allowed).toBe(true);
    const third = await a.hit(key, 2, 1000);
    expect(third.allowed).toBe(false);
    expect(third.retryAfter).toBeGreaterThanOrEqual(1);
    expect((await b.peek(key, 2)).allowed).toBe(false);
    await a.reset(key);
    expect((await b.peek(key, 2)).allowed).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  it('allows exactly the limit of parallel hits from several instances', async () => {
    const { a, b, key } = await twoInstances();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit(key, 10, 5000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    // Release never goes below zero and never leaves a key without expiry.
    const other = `${key}:released`;
    await a.release(other);
    expect((await a.peek(other, 1)).count).toBe(0);
    await a.hit(other, 1, 5000);
    await a.release(other);
    expect((await a.hit(other, 1, 5000)).allowed).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  it('gives every key it makes an expiry within its window, a released one too', async () => {
    const { a, b, key } = await twoInstances();
    const { Redis } = await import('ioredis');
    const redis = new Redis(testRedisUrl!);
    const keys = Array.from({ length: 1000 }, (_, i) => `${key}:someone${i}@example.com`);
    for (const k of keys) await a.hit(k, 10, 60_000);
    await a.release(keys[0]!);
    await a.release(keys[0]!);
    const ttls = await Promise.all(keys.map((k) => redis.pttl(`cv:rl:${k}`)));
    expect(ttls.filter((ttl) => ttl > 0 && ttl <= 60_000)).toHaveLength(keys.length);
    await redis.del(...keys.map((k) => `cv:rl:${k}`));
    await Promise.all([a.close(), b.close(), redis.quit()]);
    // A thousand round trips to Redis one after another: over 5 s on a busy two-core machine.
  }, 30_000);
});

/** The collector, also where node runs without --expose-gc (vitest's workers do). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc !== 'function') throw new Error('no gc');
  return () => gc();
}

describe('made-up keys', () => {
  it('a million of them keep the store at its bound and the heap bounded', async () => {
    const gc = collector();
    const limiter = createMemoryRateLimiter();
    // A caller that keeps being counted meanwhile (an address) is not the one dropped.
    const steady = 'forgot:ip:192.0.2.1';
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 1_000_000; i++) {
      await limiter.hit(`forgot:account:someone${i}@example.com`, 10, 15 * 60_000);
      if (i % 1000 === 0) await limiter.hit(steady, 10_000, 15 * 60_000);
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    console.log(
      `1,000,000 made-up keys: ${limiter.size} kept (bound ${MEMORY_LIMITER_KEYS}), heap +${(grown / 1e6).toFixed(1)} MB`,
    );
    expect(limiter.size).toBe(MEMORY_LIMITER_KEYS);
    expect((await limiter.peek(steady, 10_000)).count).toBe(1000);
    // The newest made-up key is counted; the oldest is gone.
    expect((await limiter.peek('forgot:account:someone999999@example.com', 10)).count).toBe(1);
    expect((await limiter.peek('forgot:account:someone0@example.com', 10)).count).toBe(0);
    // A Map of a million counters held about 170 MB; the bound keeps it near 22.
    expect(grown).toBeLessThan(40e6);
    await limiter.close();
  }, 60_000);

  it('a request refused by its address counter creates no counter for the address it names', async () => {
    const limiter = createMemoryRateLimiter();
    const counters = (email: string) => [
      { key: 'forgot:ip:192.0.2.1', max: 2, windowMs: 60_000 },
      { key: `forgot:account:${email}`, max: 10, windowMs: 60_000 },
    ];
    for (let i = 0; i < 100; i++) await overLimit(limiter, counters(`x${i}@example.com`));
    expect(limiter.size).toBe(3);
    expect(await overLimit(limiter, counters('x0@example.com'))).toMatchObject({ allowed: false });
    await limiter.close();
  });
});
