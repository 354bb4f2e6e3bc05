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

  it('scales every limit for tests that share one address', async () => {
    const limiter = scaleLimits(createMemoryRateLimiter(), 10);
    for (let i = 0; i < 30; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(false);
    await limiter.close();
  });
});
