/** /api/payments/…: the premium status the app polls (checkout and webhooks come with payments). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/auth';
import type { UsersService } from '../users/service';

export const paymentsRoutes =
  (deps: {
    users: UsersService;
    requireUser: (request: FastifyRequest) => Promise<void>;
  }): FastifyPluginAsync =>
  async (app) => {
    app.get('/premium-status/', { preHandler: deps.requireUser }, async (request) => {
      const me = await deps.users.me(authOf(request).userId);
      return { data: { is_premium: me.is_premium } };
    });
  };
