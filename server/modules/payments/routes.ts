/** /api/payments/…: premium status, the plans' prices, Stripe Checkout and Stripe's webhook. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf, outputShape } from '@/domain/answers';
import { checkoutAnswerSchema, checkoutSessionSchema, priceSchema } from '@/domain/payments';
import { requestLanguage } from '@server/lib/i18n';
import { authOf } from '@server/plugins/auth';
import { LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';
import type { ModuleDeps } from '../deps';
import type { UsersService } from '@server/modules/users';
import { createPaymentsRepository } from './repository';
import { createPaymentsService, type PaymentsService } from './service';
import { createStripeClient } from './stripe-client';

/** Stripe events are small, but larger than the API's usual 64 KB limit allows for in rare cases. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * The webhook in its own plugin: only here is a JSON body kept as raw bytes, because the signature
 * is computed over exactly the bytes Stripe sent.
 */
const webhookRoutes =
  (service: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const schema = {
      // Not required here: the service checks it once it knows payments are on (503 before 400).
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      // The bytes Stripe sent, read as JSON once they are proven to be Stripe's; none if no body.
      body: z.instanceof(Buffer).nullish(),
      response: { 200: answerOf(z.object({ received: z.boolean(), outcome: z.string() })) },
    };
    app.post('/webhook/', { bodyLimit: WEBHOOK_BODY_LIMIT, schema }, async (request) => {
      const outcome = await service.handleWebhook(
        request.body ?? Buffer.alloc(0),
        request.headers['stripe-signature'],
      );
      return { data: { received: true, outcome } };
    });
  };

export const paymentsRoutes: FastifyPluginAsyncZod<ModuleDeps & { users: UsersService }> = async (
  app,
  deps,
) => {
  const { settings } = deps;
  const service = createPaymentsService({
    repo: createPaymentsRepository(deps.database.db),
    stripe: settings.STRIPE_SECRET_KEY
      ? createStripeClient(settings.STRIPE_SECRET_KEY, settings.STRIPE_API_BASE)
      : null,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
    onSale: settings.PAYMENTS_ON_SALE,
    appOrigin: settings.APP_ORIGIN,
    log: app.log,
  });

  app.get(
    '/premium-status/',
    {
      preHandler: deps.requireUser,
      schema: { response: { 200: answerOf(z.object({ is_premium: z.boolean() })) } },
    },
    async (request) => {
      const me = await deps.users.me(authOf(request));
      return { data: { is_premium: me.is_premium } };
    },
  );

  app.get(
    '/stripe/prices/',
    { schema: { response: { 200: answerOf(z.array(outputShape(priceSchema))) } } },
    async () => ({ data: await service.listPrices() }),
  );

  app.post(
    '/stripe/create-checkout-session/',
    {
      // onRequest, so a caller without a session hears 401 before anything about the body.
      onRequest: deps.requireUser,
      schema: { body: checkoutSessionSchema, response: { 200: answerOf(checkoutAnswerSchema) } },
      config: {
        rateLimit: routeLimit(LIMIT_TABLE.checkout),
      },
    },
    async (request) => ({
      data: await service.createCheckout(
        authOf(request).userId,
        request.body.price_id,
        requestLanguage(request),
      ),
    }),
  );

  await app.register(webhookRoutes(service), { prefix: '/stripe' });
};
