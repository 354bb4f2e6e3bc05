/**
 * /api/applications/{uuid}/letter/…: an application's cover letter, read and written whole (PUT,
 * If-Match on the application's version, as its other changes), and printed as PDF and Word in its
 * CV's design. Anyone but the owner gets 404, as for an application that does not exist.
 */
import { z } from 'zod';
import { isDay } from '@/domain/applications';
import { answerOf, outputShape } from '@/domain/answers';
import { coverLetterSchema } from '@/domain/cover-letter';
import { PAGE_FORMATS } from '@/domain/design';
import { bytesAnswer } from '@server/lib/route-schemas';
import { authOf } from '@server/plugins/auth';
import { idempotencyKeyOf, ifMatchOf, versionTag } from '@server/modules/cv';
import { sendLetterWordFile, wordLimit } from '@server/modules/docx';
import { ownerPdfLimit, paperOf, type LetterFiles } from '@server/modules/pdf';
import { signedInRoutes, type SignedInRoutesDeps } from '../deps';
import type { LetterService } from './letter-service';

export interface LetterRoutesDeps extends SignedInRoutesDeps<LetterService> {
  letterFiles: LetterFiles;
}

/** Any text: an id that is no uuid is answered 404 by the service, as an unknown one is. */
const params = z.object({ uuid: z.string().max(100) });
const letterAnswer = answerOf(outputShape(coverLetterSchema));
/** A day within one of the server's (UTC) today: every time zone's today is. */
const nearToday = (day: string) =>
  Math.abs(Date.parse(`${day}T12:00:00Z`) - Date.now()) <= 38 * 60 * 60 * 1000;
/**
 * `?day=`: the writer's today (YYYY-MM-DD), which the letter is dated, else the server's (UTC);
 * `?paper=` as the CV's PDF takes it, else the CV's design's page format.
 */
const day = z.string().refine(isDay, 'validation.day').refine(nearToday, 'validation.day');
const pdfQuery = z.object({ paper: z.enum(PAGE_FORMATS).optional(), day: day.optional() });
const wordQuery = z.object({ day: day.optional() });

export const letterRoutes = signedInRoutes<LetterRoutesDeps>((app, { service, letterFiles }) => {
  app.get(
    '/:uuid/letter/',
    { schema: { params, response: { 200: letterAnswer } } },
    async (request, reply) => {
      const { letter, version } = await service.read(authOf(request).userId, request.params.uuid);
      void reply.header('etag', versionTag(version)).header('cache-control', 'private, no-cache');
      return { data: letter };
    },
  );

  app.put(
    '/:uuid/letter/',
    { schema: { params, body: coverLetterSchema, response: { 200: letterAnswer } } },
    async (request, reply) => {
      // Both read before anything is done, so a bad header refuses the change whole.
      const [expected, key] = [ifMatchOf(request), idempotencyKeyOf(request)];
      const { userId } = authOf(request);
      const { uuid } = request.params;
      const { letter, version } = await service.write(userId, uuid, request.body, expected, key);
      void reply.header('etag', versionTag(version));
      return { data: letter };
    },
  );

  app.get(
    '/:uuid/letter/pdf/',
    {
      schema: { params, querystring: pdfQuery, response: { 200: bytesAnswer } },
      config: { rateLimit: ownerPdfLimit },
      compress: false,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const printed = await service.printable(userId, request.params.uuid, request.query.day);
      return letterFiles.send(reply, printed, paperOf(request.query.paper, printed.cv));
    },
  );

  app.get(
    '/:uuid/letter/docx/',
    {
      schema: { params, querystring: wordQuery, response: { 200: bytesAnswer } },
      config: { rateLimit: wordLimit },
      // A DOCX is a ZIP already.
      compress: false,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const printed = await service.printable(userId, request.params.uuid, request.query.day);
      return sendLetterWordFile(reply, printed);
    },
  );
});
