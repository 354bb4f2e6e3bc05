/**
 * Passkeys under /api/users/passkeys/: the relying party is APP_ORIGIN (its host the id), and the
 * ceremonies' challenges are kept in Redis with REDIS_URL, so any instance ends a ceremony another
 * began; in memory otherwise.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createMemoryOneTimeStore, createRedisOneTimeStore } from '@server/lib/one-time-store';
import type { RequireUser } from '@server/plugins/auth';
import type { AccountKit } from '../account-kit';
import type { UsersRepository } from '../repository';
import { createPasskeysRepository } from './repository';
import { passkeyRoutes } from './routes';
import { createPasskeyService } from './service';

export interface PasskeyPluginOptions {
  users: UsersRepository;
  kit: AccountKit;
  requireUser: RequireUser;
}

export const passkeyPlugin: FastifyPluginAsync<PasskeyPluginOptions> = async (
  app,
  { users, kit, requireUser },
) => {
  const { settings } = app;
  const challenges = settings.REDIS_URL
    ? await createRedisOneTimeStore(settings.REDIS_URL, 'cv:passkey-challenge:')
    : createMemoryOneTimeStore();
  app.addHook('onClose', () => challenges.close());
  const origin = new URL(settings.APP_ORIGIN);
  const service = createPasskeyService({
    users,
    passkeys: createPasskeysRepository(app.database.db),
    kit,
    challenges,
    rp: { id: origin.hostname, origin: origin.origin, name: 'CV Builder' },
    log: app.log,
  });
  await app.register(passkeyRoutes, { service, requireUser });
};
