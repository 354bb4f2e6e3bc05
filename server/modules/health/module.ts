/** The health module: liveness and readiness, for people and balancers. */
import fp from 'fastify-plugin';
import { createHealthState, healthRoutes } from './routes';

export const healthModule = fp(
  async (app) => {
    const state = createHealthState();
    app.databaseFailures.listen(state.noteFailure);
    await app.register(healthRoutes, {
      database: app.database,
      dataDir: app.settings.DATA_DIR,
      state,
      lifecycle: app.lifecycle,
      prefix: '/api',
    });
  },
  { name: 'health', dependencies: ['core', 'error-handling'] },
);
