import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { dayOf } from '@/domain/view-stats';
import {
  createLocalVisitorDays,
  createSharedVisitorDays,
  visitorHash,
  type VisitorDays,
} from './visitor-days';

// As tests/fixtures/test-redis.ts: in CI these run, and fail without Redis rather than skip.
const testRedisUrl =
  process.env.TEST_REDIS_URL || (process.env.CI ? 'redis://127.0.0.1:6379' : undefined);

const visitors = (salt: string, agents: string[]) =>
  agents.map((agent) => visitorHash(salt, '192.0.2.1', agent));

/** What two instances sharing `days` (or each their own) say of the same CV's visitors. */
async function twoInstances(a: VisitorDays, b: VisitorDays) {
  const day = dayOf(new Date());
  const cvId = randomUUID();
  const salt = await a.salt(day);
  expect(await b.salt(day)).toBe(salt);
  const add = async (days: VisitorDays, agents: string[]) =>
    (await days.add(day, new Map([[cvId, visitors(salt, agents)]]))).get(cvId)!;
  expect(await add(a, ['phone', 'laptop'])).toEqual({ fresh: [true, true], grown: 2 });
  expect(await add(b, ['laptop', 'tablet'])).toEqual({ fresh: [false, true], grown: 1 });
  expect(await add(a, ['phone'])).toEqual({ fresh: [false], grown: 0 });
  // Side by side, overlapping: the growths each claims add up to the count, none twice.
  const agents = Array.from({ length: 600 }, (_, i) => `agent ${i}`);
  const [one, two] = await Promise.all([add(a, agents.slice(0, 400)), add(b, agents.slice(200))]);
  const grown = one.grown + two.grown;
  expect(Math.abs(grown - 600)).toBeLessThanOrEqual(12);
  return { day, cvId, counted: 3 + grown };
}

describe('visitor days', () => {
  it('in memory: a visitor new to the CV once a day, each growth of its count answered once', async () => {
    const days = createLocalVisitorDays();
    await twoInstances(days, days);
  });

  it('in memory: keeps the newest day and the one before, each with its own salt', async () => {
    const days = createLocalVisitorDays();
    const [first, second] = [await days.salt('2026-11-27'), await days.salt('2026-11-28')];
    expect(first).not.toBe(second);
    expect(await days.salt('2026-11-27')).toBe(first);
    await days.salt('2026-11-29');
    expect(await days.salt('2026-11-28')).toBe(second);
    expect(await days.salt('2026-11-27')).not.toBe(first);
  });

  it.runIf(testRedisUrl)(
    'in Redis: two instances share the sketch, claim each growth once and let it expire',
    async () => {
      const [a, b] = await Promise.all([
        createSharedVisitorDays(testRedisUrl!),
        createSharedVisitorDays(testRedisUrl!),
      ]);
      const redis = new Redis(testRedisUrl!);
      try {
        const { day, cvId, counted } = await twoInstances(a, b);
        const sketch = `cv:views:visitors:${day}:${cvId}`;
        expect(await redis.pfcount(sketch)).toBe(counted);
        const ttl = await redis.ttl(sketch);
        expect(ttl).toBeGreaterThan(3600);
        expect(ttl).toBeLessThanOrEqual(25 * 3600);
        expect(await redis.ttl(`cv:views:claimed:${day}`)).toBeGreaterThan(3600);
        await redis.del(sketch);
        await redis.hdel(`cv:views:claimed:${day}`, cvId);
      } finally {
        await Promise.all([a.close(), b.close(), redis.quit()]);
      }
    },
  );
});
