/**
 * Passkeys under /api/users/passkeys/: the relying party is APP_ORIGIN (its host the id), and the
 * ceremonies' challenges are kept in Redis with REDIS_URL, so any instance ends a ceremony another
 * began; in memory otherwise.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createMemoryOneTimeStore, createRedisOneTimeStore } from '@server/lib/one-time-store';
import type { RequireUser } from '@server/plugins/auth';
import { createPasskeyService } from '../factors';
import type { UsersParts } from '../service';
import { passkeyRoutes } from './passkeys';

export interface PasskeyPluginOptions {
  parts: UsersParts;
  requireUser: RequireUser;
}

export const passkeyPlugin: FastifyPluginAsync<PasskeyPluginOptions> = async (
  app,
  { parts, requireUser },
) => {
  const { settings } = app;
  const challenges = settings.REDIS_URL
    ? await createRedisOneTimeStore(settings.REDIS_URL, 'cv:passkey-challenge:')
    : createMemoryOneTimeStore();
  app.addHook('onClose', () => challenges.close());
  const origin = new URL(settings.APP_ORIGIN);
  const { accounts, sessions, factors } = parts;
  const service = createPasskeyService({
    accounts,
    sessions,
    signIn: factors.signIn,
    passkeys: factors.passkeys,
    challenges,
    rp: { id: origin.hostname, origin: origin.origin, name: 'CV Builder' },
    log: app.log,
  });
  await app.register(passkeyRoutes, { service, requireUser });
};
