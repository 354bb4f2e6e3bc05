/**
 * /api/newsletter/…: double opt-in subscriptions. POST /subscribe/ answers the same for every
 * address; the mailed links GET /confirm/ and GET /unsubscribe/ lead back to the landing page with
 * `?newsletter=<outcome>`; POST /unsubscribe/ also serves mail clients' one-click unsubscribe.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@/domain/answers';
import { newsletterSubscribeSchema } from '@/domain/newsletter';
import { NEWSLETTER_QUERY_PARAM, type NewsletterOutcome } from '@/domain/newsletter-outcomes';
import { FieldError } from '@server/lib/errors';
import { requestLanguage, requestT } from '@server/lib/i18n';
import { noBody } from '@server/lib/route-schemas';
import { LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';
import type { ModuleDeps } from '../deps';
import { createNewsletterRepository } from './repository';
import { createNewsletterService } from './service';

const subscribeLimit = routeLimit(LIMIT_TABLE.newsletter);

/** Links are followed from mail clients: a mangled token is an outcome to show, not a 400. */
const token = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && v.length <= 200 ? v : ''));
const tokenQuery = z.object({ token });
const unsubscribeBody = z.object({ token: token.optional() }).nullish();
/** A mailed link's answer: a 303 to the landing page, which shows the outcome. */
const toLanding = { querystring: tokenQuery, response: { 303: noBody } };

export const newsletterRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createNewsletterService({
    repo: createNewsletterRepository(deps.database.db),
    mailer: deps.mailer,
    limiter: deps.limiter,
    appOrigin: deps.settings.APP_ORIGIN,
    secret: deps.settings.JWT_SECRET,
    log: app.log,
  });
  const landing = (outcome: NewsletterOutcome) => `/?${NEWSLETTER_QUERY_PARAM}=${outcome}`;

  // RFC 8058 one-click unsubscribe posts a form; the token travels in the query string.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/subscribe/',
    {
      schema: { body: newsletterSubscribeSchema, response: { 200: messageAnswerSchema } },
      config: { rateLimit: subscribeLimit },
    },
    async (request) => {
      await service.subscribe(request.body.email, requestLanguage(request));
      return { data: { message: requestT(request)('marketingMail:api.subscribeSent') } };
    },
  );

  // No automatic HEAD twins: a link checker's HEAD must not confirm or unsubscribe anyone.
  app.get('/confirm/', { schema: toLanding, exposeHeadRoute: false }, async (request, reply) =>
    reply.redirect(landing(await service.confirm(request.query.token)), 303),
  );

  app.get('/unsubscribe/', { schema: toLanding, exposeHeadRoute: false }, async (request, reply) =>
    reply.redirect(landing(await service.unsubscribe(request.query.token)), 303),
  );

  app.post(
    '/unsubscribe/',
    {
      schema: {
        querystring: tokenQuery,
        body: unsubscribeBody,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const outcome = await service.unsubscribe(request.body?.token || request.query.token);
      if (outcome === 'invalid') throw new FieldError('token', 'validation.link_invalid');
      return { data: { message: requestT(request)('marketingMail:api.unsubscribed') } };
    },
  );
};
