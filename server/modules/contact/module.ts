/** The contact form. */
import fp from 'fastify-plugin';
import { moduleDeps } from '../deps';
import { contactRoutes } from './routes';

export const contactModule = fp(
  async (app) => {
    await app.register(contactRoutes, { ...moduleDeps(app), prefix: '/api/contact' });
  },
  { name: 'contact', dependencies: ['core', 'users'] },
);
