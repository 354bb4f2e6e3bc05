/**
 * What every module shares, made once per instance: the settings, the database, the mailer, the
 * rate limiter, the public pages' change channel and the instance's lifecycle. Modules declare
 * `core` among their dependencies and read these from the instance (`app.settings`, ...).
 */
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { Lifecycle } from '../lib/lifecycle';
import { createMailer, type Mailer } from '../lib/mail';
import {
  createPublicChanges,
  createSharedPublicChanges,
  type PublicChanges,
} from '../lib/public-changes';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  scaleLimits,
  type RateLimiter,
} from '../lib/rate-limiter';
import type { Settings } from '../settings';

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
    database: Database;
    mailer: Mailer;
    limiter: RateLimiter;
    /** CV edits and username changes reach the public caches through this (every instance's, with REDIS_URL). */
    publicChanges: PublicChanges;
  }
}

export interface CoreOptions {
  settings: Settings;
  database: Database;
  /** A test's mailer or limiter; made from the settings otherwise. */
  mailer?: Mailer;
  limiter?: RateLimiter;
}

export const core = fp<CoreOptions>(
  async (app, { settings, database, ...given }) => {
    app.decorate('settings', settings);
    app.decorate('database', database);
    // Set by the process when told to stop (server/index.ts); readiness reads it.
    app.decorate('lifecycle', { draining: false } satisfies Lifecycle);
    app.decorate(
      'mailer',
      given.mailer ??
        createMailer({
          smtpUrl: settings.SMTP_URL,
          from: settings.MAIL_FROM,
          dataDir: settings.DATA_DIR,
          log: app.log,
        }),
    );
    // Closed by the rate-limits plugin, given or made.
    const limiter =
      given.limiter ??
      (settings.REDIS_URL
        ? await createRedisRateLimiter(settings.REDIS_URL)
        : createMemoryRateLimiter());
    app.decorate('limiter', scaleLimits(limiter, settings.RATE_LIMIT_SCALE));
    const publicChanges = settings.REDIS_URL
      ? await createSharedPublicChanges(settings.REDIS_URL, app.log)
      : createPublicChanges();
    app.addHook('onClose', () => publicChanges.close());
    app.decorate('publicChanges', publicChanges);
  },
  { name: 'core' },
);
