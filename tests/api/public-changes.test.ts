/**
 * Public changes between instances through Redis: each instance hears the others' changes once,
 * its own once, and after its subscription was cut it drops everything (it cannot know what it
 * missed). Runs where Redis answers (TEST_REDIS_URL, as in CI).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createSharedPublicChanges, type PublicChanges } from '@server/lib/public-changes';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('public changes shared through Redis', () => {
  const opened: PublicChanges[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((changes) => changes.close()));
  });
  const open = async () => {
    const changes = await createSharedPublicChanges(redisUrl!);
    opened.push(changes);
    return changes;
  };
  /** Waits until `heard` holds `count` calls (or a second went by). */
  const heardBy = async (heard: unknown[], count: number) => {
    for (let i = 0; i < 100 && heard.length < count; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return heard;
  };

  it('tells every instance once, its own included', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    const heardA: Array<string | null> = [];
    const heardB: Array<string | null> = [];
    a.subscribe((userId) => heardA.push(userId));
    b.subscribe((userId) => heardB.push(userId));
    a.emit('user-1');
    b.emit('user-2');
    expect(await heardBy(heardB, 2)).toEqual(['user-2', 'user-1']);
    expect(await heardBy(heardA, 2)).toEqual(['user-1', 'user-2']);
    // Nothing comes twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardA).toHaveLength(2);
    expect(heardB).toHaveLength(2);
  });

  it('an instance whose subscription was cut drops everything once it is back', async () => {
    const changes = await open();
    const heard: Array<string | null> = [];
    changes.subscribe((userId) => heard.push(userId));
    const { Redis } = await import('ioredis');
    const admin = new Redis(redisUrl!);
    try {
      await admin.client('KILL', 'TYPE', 'pubsub');
    } finally {
      await admin.quit();
    }
    expect(await heardBy(heard, 1)).toContain(null);
  });
});
