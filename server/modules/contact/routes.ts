/** /api/contact/…: the contact form. POST /contact-us/ stores a message and mails it to CONTACT_TO. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema } from '@/domain/contact';
import { languageFromHeader } from '@/domain/languages';
import { ApiError } from '@server/lib/errors';
import { requestT } from '@server/plugins/errors';
import type { ModuleDeps } from '../deps';
import { createContactRepository } from './repository';
import { createContactService } from './service';

export const CONTACT_LIMIT = { perIp: 5, windowMs: 60 * 60 * 1000 } as const;

export const contactRoutes =
  (deps: ModuleDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const service = createContactService({
      repo: createContactRepository(deps.database.db),
      mailer: deps.mailer,
      contactTo: deps.settings.CONTACT_TO,
      log: plain.log,
    });

    app.post('/contact-us/', { schema: { body: contactMessageSchema } }, async (request, reply) => {
      // Only well-formed messages count: a typo in the form must not cost one of the five.
      const limit = await deps.limiter.hit(
        `contact:ip:${request.ip}`,
        CONTACT_LIMIT.perIp,
        CONTACT_LIMIT.windowMs,
      );
      if (!limit.allowed) {
        const minutes = Math.ceil(limit.retryAfter / 60);
        throw new ApiError(
          429,
          'rate_limited',
          'contactRateLimited',
          { ns: 'marketingMail', count: minutes },
          { retryAfter: limit.retryAfter },
        );
      }
      await service.submit(request.body, {
        language: languageFromHeader(request.headers['accept-language']),
        ip: request.ip,
      });
      const t = requestT(request);
      return reply.code(201).send({ data: { message: t('marketingMail:api.contactSent') } });
    });
  };
