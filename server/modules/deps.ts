/** What every API module may use, read from the instance the core plugin decorated. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/**
 * A module's routes that are all behind sign-in: each asks for a signed-in person first, and
 * `routes` adds them with the module's `deps`.
 */
export function signedInRoutes<Deps extends SignedInRoutesDeps<unknown>>(
  routes: (app: Parameters<FastifyPluginAsyncZod<Deps>>[0], deps: Deps) => Promise<void> | void,
): FastifyPluginAsyncZod<Deps> {
  return async (app, deps) => {
    app.addHook('preHandler', deps.requireUser);
    await routes(app, deps);
  };
}
