/**
 * Tells in-memory caches that something of a user changed. The public caches (rendered pages,
 * public API answers, preview cards) hear that what a user shows to strangers changed: a CV's
 * content or visibility, or the username; the live-session cache hears that sessions ended.
 *
 * One instance: the listeners are called in the process. Several (REDIS_URL): a change is also
 * published on a Redis channel, and every other instance calls its own listeners when it arrives,
 * within milliseconds. After its subscription was cut, an instance cannot know what it missed, so
 * it tells its listeners that anything may have changed (`null`): they forget everything.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** `userId`: whose public answers changed; `null`: anyone's may have (forget them all). */
export type PublicChangeListener = (userId: string | null) => void;

export interface PublicChanges {
  emit(userId: string): void;
  subscribe(listener: PublicChangeListener): () => void;
  close(): Promise<void>;
}

/** The same notifier, for whatever else is cached per user (sessions). */
export type UserChanges = PublicChanges;

export const PUBLIC_CHANGES_CHANNEL = 'cv:public-changes';

function localListeners() {
  const listeners = new Set<PublicChangeListener>();
  return {
    notify(userId: string | null) {
      for (const listener of listeners) listener(userId);
    },
    subscribe(listener: PublicChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createPublicChanges(): UserChanges {
  const local = localListeners();
  return {
    emit: (userId) => local.notify(userId),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

/** Changes shared by every instance through Redis pub/sub (REDIS_URL). */
export function createSharedPublicChanges(
  url: string,
  log?: FastifyBaseLogger,
  /** How the subscription shows in Redis's CLIENT LIST. */
  connectionName = 'cv-public-changes',
): Promise<PublicChanges> {
  return createSharedUserChanges(url, {
    log,
    connectionName,
    channel: PUBLIC_CHANGES_CHANNEL,
    what: 'public changes',
  });
}

/** Any user-keyed notifier on its own channel, shared by every instance through Redis pub/sub. */
export async function createSharedUserChanges(
  url: string,
  options: {
    log?: FastifyBaseLogger;
    connectionName: string;
    channel: string;
    /** What the log lines call it. */
    what: string;
  },
): Promise<UserChanges> {
  const { log, connectionName, channel, what } = options;
  const { Redis } = await import('ioredis');
  const local = localListeners();
  // Our own messages come back to us too; this instance has already told its listeners.
  const instance = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // We subscribe again ourselves: ioredis's own resubscription has no catch, and a reconnect that
  // meets a quit would end the process with an unhandled rejection.
  const subscriber = new Redis(url, {
    maxRetriesPerRequest: null,
    autoResubscribe: false,
    connectionName,
  });
  const listen = () =>
    subscriber.subscribe(channel).then(
      () => true,
      (error: unknown) => {
        log?.error({ err: error }, `${what}: could not subscribe`);
        return false;
      },
    );
  let cut = false;
  subscriber.on('message', (_channel: string, message: string) => {
    const at = message.indexOf(':');
    if (at > 0 && message.slice(0, at) !== instance) local.notify(message.slice(at + 1));
  });
  subscriber.on('close', () => {
    cut = true;
  });
  subscriber.on('ready', () => {
    if (!cut) return;
    cut = false;
    // Dropped after subscribing again, so that nothing published in between is missed.
    void listen().then((subscribed) => {
      if (subscribed) log?.warn(`${what}: subscription restored; everything cached is dropped`);
      local.notify(null);
    });
  });
  await subscriber.subscribe(channel);
  return {
    emit(userId) {
      local.notify(userId);
      publisher.publish(channel, `${instance}:${userId}`).catch((error: unknown) =>
        // The others keep a stale entry for at most their cache's lifetime; the write stands.
        log?.error({ err: error }, `${what}: could not tell the other instances`),
      );
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.all([
        subscriber.quit().catch(() => undefined),
        publisher.quit().catch(() => undefined),
      ]);
    },
  };
}
