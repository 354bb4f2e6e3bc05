/**
 * `GET /api/cv/get_cv/{uuid}/docx/?lang=`: the owner's CV as a Word document, named after the
 * person as the PDF is; anyone else gets 404. Made anew each time: a few milliseconds. The
 * applications module sends a CV's version for one job the same way (`sendWordFile`).
 */
import type { FastifyReply } from 'fastify';
import { attachment } from '@server/lib/attachment';
import { bytesAnswer } from '@server/lib/route-schemas';
import { idParams, ownCvOf, versionQuery, type CvService } from '@server/modules/cv';
import { printedFileName, type Printable } from '@server/modules/pdf';
import { signedInRoutes, type SignedInRoutesDeps } from '../deps';
import { cvDocx } from './cv-docx';
import { wordLimit } from './limits';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The Word file of what `printable` prints (the CV, or a version of it), as a download. */
export async function sendWordFile(
  reply: FastifyReply,
  cvs: Pick<CvService, 'photo'>,
  printable: Printable,
) {
  const { cv, photoId } = printable;
  const photo = photoId ? ((await cvs.photo(photoId)) ?? null) : null;
  const file = await cvDocx(cv, photo);
  return reply
    .header('content-disposition', attachment(printedFileName(printable, 'docx')))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .type(DOCX_TYPE)
    .send(file);
}

export const docxRoutes = signedInRoutes<SignedInRoutesDeps<CvService>>((app, { service }) => {
  app.get(
    '/get_cv/:uuid/docx/',
    {
      schema: { params: idParams, querystring: versionQuery, response: { 200: bytesAnswer } },
      config: { rateLimit: wordLimit },
      // A DOCX is a ZIP already.
      compress: false,
    },
    async (request, reply) =>
      sendWordFile(reply, service, await service.printable(...ownCvOf(request))),
  );
});
