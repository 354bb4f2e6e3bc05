import type { FastifyPluginAsync } from 'fastify';
import type { Settings } from '@server/settings';

/** GET /api/config/: what the app needs to know about this server's set-up, and nothing secret. */
export const configRoutes =
  (settings: Settings): FastifyPluginAsync =>
  async (app) => {
    const body = {
      data: {
        google_client_id: settings.GOOGLE_CLIENT_ID ?? null,
        facebook_app_id:
          settings.FACEBOOK_APP_ID && settings.FACEBOOK_APP_SECRET
            ? settings.FACEBOOK_APP_ID
            : null,
        payments_enabled: Boolean(settings.STRIPE_SECRET_KEY),
        payments_on_sale: Boolean(settings.STRIPE_SECRET_KEY) && settings.PAYMENTS_ON_SALE,
        cookie_consent_id: settings.COOKIE_CONSENT_ID ?? null,
      },
    };
    app.get('/config/', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    });
  };
