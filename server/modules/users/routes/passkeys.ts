/**
 * /api/users/passkeys/…: the WebAuthn ceremonies, each an options call and a verification
 * (register/options/, register/verify/, login/options/, login/verify/, and confirm/options/,
 * confirm/verify/ to prove a signed-in session with a passkey instead of the password), and the
 * account's list, rename and removal (proven as a sensitive change: `proveOwner`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authAnswerSchema } from '@/domain/account';
import { answerOf } from '@/domain/answers';
import {
  authenticationVerifyBodySchema,
  creationOptionsSchema,
  passkeyListSchema,
  passkeyOwnerProofSchema,
  passkeyParamsSchema,
  passkeyProofSchema,
  passkeySchema,
  registrationVerifyBodySchema,
  renamePasskeySchema,
  requestOptionsSchema,
} from '@/domain/passkeys';
import { requestLanguage as lang } from '@server/lib/i18n';
import { noBody } from '@server/lib/route-schemas';
import { authOf } from '@server/plugins/auth';
import type { SignedInRoutesDeps } from '@server/modules/deps';
import type { PasskeyService } from '../factors';
import { PASSKEY_LIMITS } from '../limits';
import { limitedRoute } from './limited-route';

export const passkeyRoutes: FastifyPluginAsyncZod<SignedInRoutesDeps<PasskeyService>> = async (
  app,
  { service, requireUser },
) => {
  app.post(
    '/register/options/',
    {
      preHandler: requireUser,
      ...limitedRoute(
        { body: passkeyOwnerProofSchema },
        200,
        answerOf(z.object({ options: creationOptionsSchema })),
        PASSKEY_LIMITS.registerOptions,
      ),
    },
    async (request) => ({
      data: {
        options: await service.registrationOptions(authOf(request), request.body.password),
      },
    }),
  );

  app.post(
    '/register/verify/',
    {
      preHandler: requireUser,
      ...limitedRoute(
        { body: registrationVerifyBodySchema },
        201,
        answerOf(z.object({ passkey: passkeySchema })),
        PASSKEY_LIMITS.registerVerify,
      ),
    },
    async (request, reply) => {
      const { credential, name } = request.body;
      const passkey = await service.registrationVerify(authOf(request).userId, credential, {
        name,
        userAgent: request.headers['user-agent'],
        lang: lang(request),
      });
      return reply.code(201).send({ data: { passkey } });
    },
  );

  app.post(
    '/login/options/',
    // Nothing is asked (`{}`): the options name no user.
    limitedRoute(
      { body: z.object({}) },
      200,
      answerOf(z.object({ options: requestOptionsSchema })),
      PASSKEY_LIMITS.loginOptions,
    ),
    async () => ({ data: { options: await service.authenticationOptions() } }),
  );

  app.post(
    '/login/verify/',
    limitedRoute(
      { body: authenticationVerifyBodySchema },
      200,
      answerOf(authAnswerSchema),
      PASSKEY_LIMITS.loginVerify,
    ),
    async (request) => ({
      data: await service.authenticationVerify(request.body.credential, lang(request)),
    }),
  );

  app.post(
    '/confirm/options/',
    {
      preHandler: requireUser,
      // Signed in, as adding one is: the same allowance.
      ...limitedRoute(
        { body: z.object({}) },
        200,
        answerOf(z.object({ options: requestOptionsSchema })),
        PASSKEY_LIMITS.registerOptions,
      ),
    },
    async (request) => ({
      data: { options: await service.confirmationOptions(authOf(request)) },
    }),
  );

  app.post(
    '/confirm/verify/',
    {
      preHandler: requireUser,
      ...limitedRoute(
        { body: authenticationVerifyBodySchema },
        200,
        answerOf(passkeyProofSchema),
        PASSKEY_LIMITS.registerVerify,
      ),
    },
    async (request) => ({
      data: await service.confirmationVerify(authOf(request), request.body.credential),
    }),
  );

  app.get(
    '/',
    {
      preHandler: requireUser,
      schema: { response: { 200: answerOf(z.object({ passkeys: passkeyListSchema })) } },
    },
    async (request) => ({ data: { passkeys: await service.list(authOf(request).userId) } }),
  );

  app.patch(
    '/:id/',
    {
      preHandler: requireUser,
      schema: {
        params: passkeyParamsSchema,
        body: renamePasskeySchema,
        response: { 200: answerOf(z.object({ passkey: passkeySchema })) },
      },
      config: { rateLimit: PASSKEY_LIMITS.change },
    },
    async (request) => ({
      data: {
        passkey: await service.rename(authOf(request).userId, request.params.id, request.body.name),
      },
    }),
  );

  app.delete(
    '/:id/',
    {
      preHandler: requireUser,
      schema: {
        params: passkeyParamsSchema,
        body: passkeyOwnerProofSchema,
        response: { 204: noBody },
      },
      config: { rateLimit: PASSKEY_LIMITS.remove },
    },
    async (request, reply) => {
      const { id } = request.params;
      await service.remove(authOf(request), id, request.body.password, lang(request));
      return reply.code(204).send();
    },
  );
};
