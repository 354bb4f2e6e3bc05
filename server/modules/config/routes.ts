import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '@/domain/answers';
import type { Settings } from '@server/settings';

const configSchema = z.object({
  google_client_id: z.string().nullable(),
  facebook_app_id: z.string().nullable(),
  payments_enabled: z.boolean(),
  payments_on_sale: z.boolean(),
  cookie_consent_id: z.string().nullable(),
});

/** What any visitor may know of this server's set-up (the visitor pages carry it too). */
export function publicConfig(settings: Settings): z.output<typeof configSchema> {
  return {
    google_client_id: settings.GOOGLE_CLIENT_ID ?? null,
    facebook_app_id:
      settings.FACEBOOK_APP_ID && settings.FACEBOOK_APP_SECRET ? settings.FACEBOOK_APP_ID : null,
    payments_enabled: Boolean(settings.STRIPE_SECRET_KEY),
    payments_on_sale: Boolean(settings.STRIPE_SECRET_KEY) && settings.PAYMENTS_ON_SALE,
    cookie_consent_id: settings.COOKIE_CONSENT_ID ?? null,
  };
}

/** GET /api/config/: what the app needs to know about this server's set-up, and nothing secret. */
export const configRoutes: FastifyPluginAsyncZod<{ settings: Settings }> = async (
  app,
  { settings },
) => {
  const answer = answerOf(configSchema);
  const body: z.output<typeof answer> = { data: publicConfig(settings) };
  app.get('/config/', { schema: { response: { 200: answer } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
};
