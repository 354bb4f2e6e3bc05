/** Card payments (Stripe): checkout, the portal and the webhook. */
import fp from 'fastify-plugin';
import { moduleDeps } from '../deps';
import { paymentsRoutes } from './routes';

export const paymentsModule = fp(
  async (app) => {
    await app.register(paymentsRoutes, {
      ...moduleDeps(app),
      users: app.users,
      prefix: '/api/payments',
    });
  },
  { name: 'payments', dependencies: ['core', 'users'] },
);
