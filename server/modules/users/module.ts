/** The users module: accounts, sessions and the sign-in guard every other module's routes use. */
import fp from 'fastify-plugin';
import { createPublicChanges, createSharedUserChanges } from '@server/lib/public-changes';
import { createAuthGuard } from '@server/plugins/auth';
import { createFacebookVerifier, createGoogleVerifier, createTwoStepParts } from './factors';
import type { UsersRepository } from './identity';
import { passkeyPlugin } from './routes/passkeys-plugin';
import { usersRoutes } from './routes/users';
import { createUsersParts, type UsersService } from './service';
import {
  createAccessTokens,
  createLiveSessions,
  createRefreshSuccession,
  createSessionsRepository,
  type LiveSessions,
} from './sessions';

/** How often the resets of lost second factors are looked at: a reminder or an end is this late at most. */
const RESET_SWEEP_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
    usersRepository: UsersRepository;
    liveSessions: LiveSessions;
  }
}

export const usersModule = fp(
  async (app) => {
    const { settings } = app;
    const tokens = createAccessTokens(settings.JWT_SECRET);
    const { db } = app.database;
    // An ended session is told to every instance (with REDIS_URL), so its access tokens die at once.
    const sessionEnds = settings.REDIS_URL
      ? await createSharedUserChanges(settings.REDIS_URL, {
          log: app.log,
          connectionName: 'cv-session-ends',
          channel: 'cv:session-ends',
          what: 'session ends',
        })
      : createPublicChanges();
    app.addHook('onClose', () => sessionEnds.close());
    const liveSessions = createLiveSessions(createSessionsRepository(db), sessionEnds);
    const parts = createUsersParts({
      db,
      publicChanges: app.publicChanges,
      tokens,
      successorOf: createRefreshSuccession(settings.JWT_SECRET),
      liveSessions,
      mailer: app.mailer,
      appOrigin: settings.APP_ORIGIN,
      log: app.log,
      twoStep: createTwoStepParts(db, settings, 'CV Builder'),
      verifyGoogle: settings.GOOGLE_CLIENT_ID
        ? createGoogleVerifier({
            clientId: settings.GOOGLE_CLIENT_ID,
            jwksUrl: settings.GOOGLE_JWKS_URL,
          })
        : undefined,
      verifyFacebook:
        settings.FACEBOOK_APP_ID && settings.FACEBOOK_APP_SECRET
          ? createFacebookVerifier({
              appId: settings.FACEBOOK_APP_ID,
              appSecret: settings.FACEBOOK_APP_SECRET,
              graphUrl: settings.FACEBOOK_GRAPH_URL,
            })
          : undefined,
    });
    const users = parts.service;
    // A lost second factor's seven-day wait: every instance looks every few minutes for resets to
    // remind of or finish (each row is claimed by one). Nothing at start: a reminder is a day
    // ahead, and a sign-in after the date finishes its reset itself.
    const sweep = () =>
      users
        .sweepSecondFactorResets()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'second-factor reset sweep failed'),
        );
    const sweeper = setInterval(() => void sweep(), RESET_SWEEP_MS);
    sweeper.unref();
    app.addHook('onClose', () => clearInterval(sweeper));
    const guard = createAuthGuard(tokens, liveSessions);
    app.decorate('guard', guard);
    app.decorate('users', users);
    app.decorate('usersRepository', parts.accounts.repo);
    app.decorate('liveSessions', liveSessions);
    await app.register(usersRoutes, {
      service: users,
      limiter: app.limiter,
      ...guard,
      secureCookie: settings.APP_ORIGIN.startsWith('https:'),
      prefix: '/api/users',
    });
    await app.register(passkeyPlugin, {
      parts,
      requireUser: guard.requireUser,
      prefix: '/api/users/passkeys',
    });
  },
  { name: 'users', dependencies: ['core', 'auth', 'rate-limits'] },
);
