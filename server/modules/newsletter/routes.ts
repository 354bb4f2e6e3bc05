/** /api/newsletter/…: double opt-in subscriptions (built in the landing/contact work). */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps';

export const newsletterRoutes =
  (_deps: ModuleDeps): FastifyPluginAsync =>
  async () =>
    undefined;
