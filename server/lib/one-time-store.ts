/**
 * Short-lived values each taken once (a passkey ceremony's challenge): in memory on one instance,
 * in Redis with REDIS_URL so a ceremony started on one instance ends on any other. A value is gone
 * once taken or once its time is up, whichever comes first.
 */
import { LRUCache } from 'lru-cache';

export interface OneTimeStore {
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value, removed in the same step: of two takers at once only one gets it. */
  take(key: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/** Bounds the memory a flood of ceremonies started and never finished can take. */
const MEMORY_KEYS = 50_000;

export function createMemoryOneTimeStore(maxKeys = MEMORY_KEYS): OneTimeStore {
  const values = new LRUCache<string, string>({ max: maxKeys, ttlAutopurge: false });
  return {
    async put(key, value, ttlMs) {
      values.set(key, value, { ttl: ttlMs });
    },
    async take(key) {
      const value = values.get(key);
      values.delete(key);
      return value;
    },
    async close() {
      values.clear();
    },
  };
}

export async function createRedisOneTimeStore(url: string, prefix: string): Promise<OneTimeStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  return {
    async put(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', ttlMs);
    },
    async take(key) {
      // GET and DEL in one transaction: no second taker sees the value.
      const results = await redis
        .multi()
        .get(prefix + key)
        .del(prefix + key)
        .exec();
      const value = results?.[0]?.[1];
      return typeof value === 'string' ? value : undefined;
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
