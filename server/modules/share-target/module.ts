/**
 * The share target's address when no service worker catches it (the app not yet controlled by
 * one, or the worker gone): the server answers 303 to the wizard at once, from the request's
 * first hook, so a shared file of any size is never parsed, stored or even read.
 */
import fp from 'fastify-plugin';
import { SHARE_ACTION, SHARED_FILE_LANDING } from '@/config/share-target';

export const shareTargetModule = fp(
  async (app) => {
    app.post(SHARE_ACTION, {
      onRequest: async (_request, reply) => {
        // Closed after the answer: Node would otherwise read the unread body to reuse the socket.
        await reply
          .code(303)
          .header('location', SHARED_FILE_LANDING)
          .header('cache-control', 'no-store')
          .header('connection', 'close')
          .send();
      },
      handler: async () => undefined,
    });
  },
  { name: 'share-target', dependencies: ['core'] },
);
