/** /api/contact/…: the contact form. POST /contact-us/ stores a message and mails it to CONTACT_TO. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '@/domain/answers';
import { contactMessageSchema } from '@/domain/contact';
import { requestLanguage, requestT } from '@server/lib/i18n';
import { LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';
import type { ModuleDeps } from '../deps';
import { createContactRepository } from './repository';
import { createContactService } from './service';

const contactLimit = routeLimit(LIMIT_TABLE.contact);

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
