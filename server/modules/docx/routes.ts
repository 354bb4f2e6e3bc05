/**
 * `GET /api/cv/get_cv/{uuid}/docx/?lang=`: the owner's CV as a Word document, named after the
 * person as the PDF is; anyone else gets 404. Made anew each time: a few milliseconds.
 */
import { attachment, cvFileName } from '@server/lib/attachment';
import { bytesAnswer } from '@server/lib/route-schemas';
import { idParams, ownCvOf, versionQuery, type CvService } from '@server/modules/cv';
import { signedInRoutes, type SignedInRoutesDeps } from '../deps';
import { cvDocx } from './cv-docx';
import { wordLimit } from './limits';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const docxRoutes = signedInRoutes<SignedInRoutesDeps<CvService>>((app, { service }) => {
  app.get(
    '/get_cv/:uuid/docx/',
    {
      schema: { params: idParams, querystring: versionQuery, response: { 200: bytesAnswer } },
      config: { rateLimit: wordLimit },
      // A DOCX is a ZIP already.
      compress: false,
    },
    async (request, reply) => {
      const { cv, photoId } = await service.printable(...ownCvOf(request));
      const photo = photoId ? ((await service.photo(photoId)) ?? null) : null;
      const file = await cvDocx(cv, photo);
      return reply
        .header('content-disposition', attachment(cvFileName(cv, 'docx')))
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .type(DOCX_TYPE)
        .send(file);
    },
  );
});
