/** /api/contact/…: the contact form. POST /contact-us/ stores a message and mails it to CONTACT_TO. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '@/domain/answers';
import { contactMessageSchema } from '@/domain/contact';
import { requestLanguage, requestT } from '@server/lib/i18n';
import { perAddress, type RouteRateLimit } from '@server/plugins/rate-limit';
import type { ModuleDeps } from '../deps';
import { createContactRepository } from './repository';
import { createContactService } from './service';

export const CONTACT_LIMIT = { perIp: 5, windowMs: 60 * 60 * 1000 } as const;
/** Counted after validation: a typo in the form must not cost one of the tries. */
const contactLimit: RouteRateLimit = {
  counters: [perAddress('contact', CONTACT_LIMIT.perIp, CONTACT_LIMIT.windowMs)],
  message: { key: 'contactRateLimited', ns: 'marketingMail' },
};

export const contactRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createContactService({
    repo: createContactRepository(deps.database.db),
    mailer: deps.mailer,
    contactTo: deps.settings.CONTACT_TO,
    log: app.log,
  });

  app.post(
    '/contact-us/',
    {
      schema: { body: contactMessageSchema, response: { 201: messageAnswerSchema } },
      config: { rateLimit: contactLimit },
    },
    async (request, reply) => {
      await service.submit(request.body, { language: requestLanguage(request), ip: request.ip });
      const t = requestT(request);
      return reply.code(201).send({ data: { message: t('marketingMail:api.contactSent') } });
    },
  );
};
