import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, scaleLimits } from './rate-limiter';

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

describe.runIf(process.env.TEST_REDIS_URL)('Redis rate limiter', () => {
  /** Two instances sharing one Redis, and a key no other test uses. */
  async function twoInstances() {
    const { createRedisRateLimiter } = await import('./rate-limiter');
    const a = await createRedisRateLimiter(process.env.TEST_REDIS_URL!);
    const b = await createRedisRateLimiter(process.env.TEST_REDIS_URL!);
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
});
