/**
 * `GET /api/cv/get_cv/{uuid}/stats/?days=` (the owner's figures; 404 for anyone else), and the
 * owner's device mark: `POST /api/cv/owner-device/` while signed in sets it, `DELETE` (on sign-out)
 * takes it away.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf } from '@/domain/answers';
import { statsQuerySchema, viewStatsSchema } from '@/domain/view-stats';
import { authOf } from '@server/plugins/auth';
import { LIMIT_TABLE, routeLimit } from '@server/plugins/limit-table';
import { cookieToSet } from '@server/lib/cookies';
import { noBody } from '@server/lib/route-schemas';
import { idParams } from '@server/modules/cv';
import type { SignedInRoutesDeps } from '../deps';
import { OWNER_COOKIE, OWNER_COOKIE_DAYS } from './owner-device';
import type { ViewsService } from './service';

export const viewsRoutes: FastifyPluginAsyncZod<
  SignedInRoutesDeps<ViewsService> & { secureCookie: boolean }
> = async (app, { service, requireUser, secureCookie }) => {
  const cookie = (value: string, maxAgeSeconds: number) =>
    cookieToSet(OWNER_COOKIE, value, { path: '/', maxAgeSeconds, secure: secureCookie });

  app.get(
    '/get_cv/:uuid/stats/',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        querystring: statsQuerySchema,
        response: { 200: answerOf(viewStatsSchema) },
      },
      config: { rateLimit: routeLimit(LIMIT_TABLE.viewStats) },
    },
    async (request) => ({
      data: await service.stats(authOf(request).userId, request.params.uuid, request.query.days),
    }),
  );

  const deviceLimit = routeLimit(LIMIT_TABLE.ownerDevice);
  app.post(
    '/owner-device/',
    {
      preHandler: requireUser,
      schema: { response: { 204: noBody } },
      config: { rateLimit: deviceLimit },
    },
    async (request, reply) => {
      const value = service.ownerDevice.valueFor(authOf(request).userId);
      return reply
        .header('set-cookie', cookie(value, OWNER_COOKIE_DAYS * 86_400))
        .code(204)
        .send();
    },
  );
  app.delete(
    '/owner-device/',
    { schema: { response: { 204: noBody } }, config: { rateLimit: deviceLimit } },
    async (_request, reply) => reply.header('set-cookie', cookie('', 0)).code(204).send(),
  );
};
