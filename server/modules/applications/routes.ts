/**
 * /api/applications/…: the owner's job applications (list, create, read, change, delete), each
 * one's version of a CV (read, edited with edit_cv's fields, as PDF and Word) and its follow-up as a
 * calendar file. Anyone but the owner gets 404, as for an id that does not exist.
 */
import { z } from 'zod';
import {
  applicationCreateSchema,
  applicationPatchSchema,
  applicationSchema,
} from '@/domain/applications';
import { answerOf, outputShape } from '@/domain/answers';
import { cvPatchSchema, cvSchema } from '@/domain/cv';
import { versionOverridesSchema } from '@/domain/cv-version';
import { reminderIcs, reminderWords } from '@/domain/reminder-ics';
import { translator, requestLanguage } from '@server/lib/i18n';
import { bytesAnswer, noBody, textAnswer } from '@server/lib/route-schemas';
import { ApiError } from '@server/lib/errors';
import { authOf } from '@server/plugins/auth';
import { idempotencyKeyOf, ifMatchOf, versionQuery, versionTag } from '@server/modules/cv';
import { sendWordFile, wordLimit } from '@server/modules/docx';
import { ownerPdfLimit, paperOf, paperQuery, type PdfFiles } from '@server/modules/pdf';
import type { CvService } from '@server/modules/cv';
import { signedInRoutes, type SignedInRoutesDeps } from '../deps';
import { NS, type ApplicationService } from './service';

export interface ApplicationRoutesDeps extends SignedInRoutesDeps<ApplicationService> {
  pdfFiles: PdfFiles;
  /** Reads a CV's photo for its Word file. */
  cvs: Pick<CvService, 'photo'>;
  /** Where the app is reached: its host names the calendar events (UID). */
  appOrigin: string;
}

/** Any text: an id that is no uuid is answered 404 by the service, as an unknown one is. */
const params = z.object({ uuid: z.string().max(100) });
const application = answerOf(outputShape(applicationSchema));
const versionAnswer = answerOf(
  outputShape(cvSchema.extend({ application: z.uuid(), overrides: versionOverridesSchema })),
);

export const applicationRoutes = signedInRoutes<ApplicationRoutesDeps>(
  (app, { service, pdfFiles, cvs, appOrigin }) => {
    app.get(
      '/',
      { schema: { response: { 200: answerOf(z.array(outputShape(applicationSchema))) } } },
      async (request) => ({ data: await service.list(authOf(request).userId) }),
    );

    app.post(
      '/',
      { schema: { body: applicationCreateSchema, response: { '2xx': application } } },
      async (request, reply) => {
        const key = idempotencyKeyOf(request);
        const made = await service.create(authOf(request).userId, request.body, key);
        void reply.header('etag', versionTag(made.application.version));
        return reply.code(made.created ? 201 : 200).send({ data: made.application });
      },
    );

    app.get(
      '/:uuid/',
      { schema: { params, response: { 200: application } } },
      async (request, reply) => {
        const found = await service.get(authOf(request).userId, request.params.uuid);
        void reply
          .header('etag', versionTag(found.version))
          .header('cache-control', 'private, no-cache');
        return { data: found };
      },
    );

    app.patch(
      '/:uuid/',
      { schema: { params, body: applicationPatchSchema, response: { 200: application } } },
      async (request, reply) => {
        // Both read before anything is done, so a bad header refuses the change whole.
        const [expected, key] = [ifMatchOf(request), idempotencyKeyOf(request)];
        const { userId } = authOf(request);
        const changed = await service.update(
          userId,
          request.params.uuid,
          request.body,
          expected,
          key,
        );
        void reply.header('etag', versionTag(changed.version));
        return { data: changed };
      },
    );

    app.delete(
      '/:uuid/',
      { schema: { params, response: { 204: noBody } } },
      async (request, reply) => {
        const { userId } = authOf(request);
        await service.remove(userId, request.params.uuid);
        return reply.code(204).send();
      },
    );

    app.get(
      '/:uuid/cv/',
      { schema: { params, response: { 200: versionAnswer } } },
      async (request, reply) => {
        const version = await service.version(authOf(request).userId, request.params.uuid);
        void reply
          .header('etag', versionTag(version.version))
          .header('cache-control', 'private, no-cache');
        return { data: version };
      },
    );

    app.patch(
      '/:uuid/cv/',
      { schema: { params, body: cvPatchSchema, response: { 200: versionAnswer } } },
      async (request, reply) => {
        const [expected, key] = [ifMatchOf(request), idempotencyKeyOf(request)];
        const { userId } = authOf(request);
        const { uuid } = request.params;
        const version = await service.editVersion(userId, uuid, request.body, expected, key);
        void reply.header('etag', versionTag(version.version));
        return { data: version };
      },
    );

    app.get(
      '/:uuid/cv/pdf/',
      {
        schema: { params, querystring: paperQuery, response: { 200: bytesAnswer } },
        config: { rateLimit: ownerPdfLimit },
        compress: false,
      },
      async (request, reply) => {
        const { lang, paper } = request.query;
        const printable = await service.printable(
          authOf(request).userId,
          request.params.uuid,
          lang,
        );
        return pdfFiles.send(reply, printable, paperOf(paper, printable.cv), false);
      },
    );

    app.get(
      '/:uuid/cv/docx/',
      {
        schema: { params, querystring: versionQuery, response: { 200: bytesAnswer } },
        config: { rateLimit: wordLimit },
        // A DOCX is a ZIP already.
        compress: false,
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        const printable = await service.printable(userId, request.params.uuid, request.query.lang);
        return sendWordFile(reply, cvs, printable);
      },
    );

    // As the app names the same event on the phone (its page's host), so the two are one event.
    const host = new URL(appOrigin).host;
    app.get(
      '/:uuid/reminder.ics',
      { schema: { params, querystring: versionQuery, response: { 200: textAnswer } } },
      async (request, reply) => {
        const found = await service.get(authOf(request).userId, request.params.uuid);
        const t = translator(request.query.lang ?? requestLanguage(request));
        const words = reminderWords(found, (key, params) => t(key, { ...params, ns: NS }));
        const calendar = reminderIcs(found, words, host, new Date());
        if (calendar === null) throw new ApiError(404, 'no_follow_up', 'no_follow_up', { ns: NS });
        return reply
          .header('content-disposition', 'attachment; filename="follow-up.ics"')
          .header('cache-control', 'private, no-store')
          .type('text/calendar; charset=utf-8')
          .send(calendar);
      },
    );
  },
);
