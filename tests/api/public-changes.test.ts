/**
 * Public changes between instances through Redis: each instance hears the others' changes once,
 * its own once, and after its subscription was cut it drops everything (it cannot know what it
 * missed). Runs where Redis answers (TEST_REDIS_URL; CI always).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createSharedPublicChanges, type PublicChanges } from '@server/lib/public-changes';
import { testRedisUrl } from '../fixtures/test-redis';

const redisUrl = testRedisUrl;

describe.runIf(redisUrl)('public changes shared through Redis', () => {
  const opened: PublicChanges[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((changes) => changes.close()));
  });
  const open = async (name?: string) => {
    const changes = await createSharedPublicChanges(redisUrl!, undefined, name);
    opened.push(changes);
    return changes;
  };
  /** Cuts the connection named `name` only: other test files share this Redis. */
  const cut = async (name: string) => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redisUrl!);
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const line = clients.split('\n').find((one) => one.includes(` name=${name} `));
      const id = /^id=(\d+) /.exec(line ?? '')?.[1];
      expect(id, `a subscription named ${name}`).toBeDefined();
      await admin.client('KILL', 'ID', id!);
    } finally {
      await admin.quit();
    }
  };
  /** The names among `names` that Redis still has a connection of. */
  const clientsNamed = async (names: string[]) => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redisUrl!);
    try {
      const clients = String(await admin.call('CLIENT', 'LIST'));
      return names.filter((name) => clients.includes(` name=${name} `));
    } finally {
      await admin.quit();
    }
  };
  /**
   * What `changes` tells its listeners of these users (and `null`, "anyone's"): other test files
   * publish their own users' changes on the same channel meanwhile.
   */
  const heardOf = (changes: PublicChanges, users: string[]) => {
    const heard: Array<string | null> = [];
    changes.subscribe((userId) => {
      if (userId === null || users.includes(userId)) heard.push(userId);
    });
    return heard;
  };
  const someone = () => `user-${randomUUID()}`;
  /** Waits until `heard` holds `count` calls (or a second went by). */
  const heardBy = async (heard: unknown[], count: number) => {
    for (let i = 0; i < 100 && heard.length < count; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return heard;
  };

  it('tells every instance once, its own included', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    const [one, two] = [someone(), someone()];
    const heardA = heardOf(a, [one, two]);
    const heardB = heardOf(b, [one, two]);
    a.emit(one);
    b.emit(two);
    expect(await heardBy(heardB, 2)).toEqual([two, one]);
    expect(await heardBy(heardA, 2)).toEqual([one, two]);
    // Nothing comes twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardA).toHaveLength(2);
    expect(heardB).toHaveLength(2);
  });

  it('an instance whose subscription was cut drops everything once it is back', async () => {
    const name = `test-cut-${process.pid}-${Date.now()}`;
    const changes = await open(name);
    const other = await open();
    const three = someone();
    const heard = heardOf(changes, [three]);
    await cut(name);
    expect(await heardBy(heard, 1)).toEqual([null]);
    // Subscribed again: another instance's change arrives.
    other.emit(three);
    expect(await heardBy(heard, 2)).toEqual([null, three]);
  });

  it('closes calmly while it is subscribing again after a cut', async () => {
    // ioredis reconnects about 50 ms after a cut; closes spread around that moment meet one
    // that is subscribing again. Vitest fails the run on the unhandled rejection this once left.
    const names = Array.from(
      { length: 30 },
      (_, i) => `test-close-${process.pid}-${Date.now()}-${i}`,
    );
    const all = await Promise.all(names.map((name) => open(name)));
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await Promise.all(names.map(cut));
      await Promise.all(
        all.map(async (changes, i) => {
          await new Promise((resolve) => setTimeout(resolve, 40 + i));
          await changes.close();
        }),
      );
      // Every connection they named has left Redis, none came back after its close, and no
      // subscription that met a close failed unhandled.
      await expect.poll(() => clientsNamed(names), { timeout: 2000 }).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await clientsNamed(names)).toEqual([]);
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
