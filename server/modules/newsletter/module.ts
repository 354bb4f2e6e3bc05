/** The newsletter's sign-up and its double opt-in. */
import fp from 'fastify-plugin';
import { moduleDeps } from '../deps';
import { newsletterRoutes } from './routes';

export const newsletterModule = fp(
  async (app) => {
    await app.register(newsletterRoutes, { ...moduleDeps(app), prefix: '/api/newsletter' });
  },
  { name: 'newsletter', dependencies: ['core', 'users'] },
);
