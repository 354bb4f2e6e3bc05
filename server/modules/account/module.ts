/** The account module: an account's data export and its deletion. */
import fp from 'fastify-plugin';
import { createAccountRepository } from './repository';
import { accountRoutes } from './routes';
import { createAccountService } from './service';

export const accountModule = fp(
  async (app) => {
    const service = createAccountService({
      repo: createAccountRepository(app.database.db),
      changes: app.publicChanges,
      sessions: app.liveSessions,
      appOrigin: app.settings.APP_ORIGIN,
      files: app.storedFiles,
    });
    await app.register(accountRoutes, {
      service,
      requireUser: app.guard.requireUser,
      prefix: '/api/users',
    });
  },
  { name: 'account', dependencies: ['core', 'users', 'media'] },
);
