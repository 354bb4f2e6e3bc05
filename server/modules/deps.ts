/** What every API module may use, read from the instance the core plugin decorated. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { RateLimiter } from '../lib/rate-limiter';
import type { Mailer } from '../lib/mail';
import type { RequireUser } from '../plugins/auth';
import type { Settings } from '../settings';

export interface ModuleDeps {
  database: Database;
  mailer: Mailer;
  settings: Settings;
  limiter: RateLimiter;
  requireUser: RequireUser;
}

export function moduleDeps(app: FastifyInstance): ModuleDeps {
  const { database, mailer, settings, limiter } = app;
  return { database, mailer, settings, limiter, requireUser: app.guard.requireUser };
}

/** What a module's routes behind sign-in take: its service and the sign-in check. */
export interface SignedInRoutesDeps<Service> {
  service: Service;
  requireUser: RequireUser;
}
