/** The config module: the public settings the app reads at start. */
import fp from 'fastify-plugin';
import { configRoutes } from './routes';

export const configModule = fp(
  async (app) => {
    await app.register(configRoutes, { settings: app.settings, prefix: '/api' });
  },
  { name: 'config', dependencies: ['core'] },
);
