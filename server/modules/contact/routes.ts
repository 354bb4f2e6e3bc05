/** /api/contact/…: the contact form (built in the landing/contact work). */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps';

export const contactRoutes =
  (_deps: ModuleDeps): FastifyPluginAsync =>
  async () =>
    undefined;
