/**
 * `GET /api/cv/get_cv/{uuid}/ats/?lang=` (the reading) and `POST` with `{ job_ad, lang? }` (the
 * reading and the ad's words matched), for the CV's owner; anyone else gets 404. A job ad is read
 * and forgotten: never stored, and never in a log (the request log writes no bodies, and a refused
 * ad's answer names the field, not its text).
 */
import { atsAnswerSchema, jobAdSchema } from '@/domain/ats/answer';
import { matchKeywords } from '@/domain/ats/keywords';
import { authOf } from '@server/plugins/auth';
import { idParams, ownCvOf, versionQuery } from '@server/modules/cv';
import { signedInRoutes, type SignedInRoutesDeps } from '../deps';
import { atsLimit } from './limits';
import type { AtsReader } from './reader';

const answer = { 200: atsAnswerSchema };

export const atsRoutes = signedInRoutes<SignedInRoutesDeps<AtsReader>>((app, { service }) => {
  app.get(
    '/get_cv/:uuid/ats/',
    {
      schema: { params: idParams, querystring: versionQuery, response: answer },
      config: { rateLimit: atsLimit },
    },
    async (request) => {
      const reading = await service.read(...ownCvOf(request));
      return { data: reading };
    },
  );
  app.post(
    '/get_cv/:uuid/ats/',
    {
      schema: { params: idParams, body: jobAdSchema, response: answer },
      config: { rateLimit: atsLimit },
    },
    async (request) => {
      const { job_ad: ad, lang } = request.body;
      const reading = await service.read(authOf(request).userId, request.params.uuid, lang);
      return { data: { ...reading, keywords: matchKeywords(ad, reading.text, reading.language) } };
    },
  );
});
