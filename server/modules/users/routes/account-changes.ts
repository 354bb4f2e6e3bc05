/**
 * /api/users/me/password|email|username/ and /api/users/confirm-email/: the account page's
 * changes, and the link that moves the account to a new address (opened by anyone holding it).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@/domain/account';
import {
  changeEmailSchema,
  changePasswordSchema,
  changeUsernameSchema,
  confirmedEmailSchema,
  confirmEmailSchema,
} from '@/domain/account-changes';
import { answerOf, messageAnswerSchema } from '@/domain/answers';
import { requestLanguage as lang, requestT } from '@server/lib/i18n';
import { authOf, type RequireUser } from '@server/plugins/auth';
import type { SignedInRoutesDeps } from '@server/modules/deps';
import { USERS_LIMITS } from '../limits';
import type { UsersService } from '../service';
import { limitedRoute } from './limited-route';

export const accountChangeRoutes: FastifyPluginAsyncZod<
  SignedInRoutesDeps<UsersService> & { mayBeUser: RequireUser }
> = async (app, { service, requireUser, mayBeUser }) => {
  const say = (request: FastifyRequest, key: string) => ({
    data: { message: requestT(request)(`messages.${key}`) },
  });

  // What was made before the address was proven: the owner keeps it (deleting a CV is its own call).
  app.post(
    '/me/review/cvs/:uuid/keep/',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ uuid: z.uuid('validation.invalid') }),
        body: z.object({}),
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await service.keepCv(authOf(request).userId, request.params.uuid);
      return say(request, 'kept');
    },
  );

  app.post(
    '/me/review/username/keep/',
    {
      preHandler: requireUser,
      schema: { body: z.object({}), response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      await service.keepUsername(authOf(request).userId);
      return say(request, 'kept');
    },
  );

  app.post(
    '/me/password/',
    {
      preHandler: requireUser,
      ...limitedRoute(
        { body: changePasswordSchema },
        200,
        messageAnswerSchema,
        USERS_LIMITS.passwordChange,
      ),
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await service.changePassword(authOf(request), current_password, new_password, lang(request));
      return say(request, 'password_changed');
    },
  );

  app.post(
    '/me/email/',
    {
      preHandler: requireUser,
      ...limitedRoute(
        { body: changeEmailSchema },
        202,
        messageAnswerSchema,
        USERS_LIMITS.emailChange,
      ),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await service.requestEmailChange(authOf(request), email, password, lang(request));
      return reply.code(202).send(say(request, 'email_change_sent'));
    },
  );

  // Opened by anyone holding the link; signed in on this device, this session stays.
  app.post(
    '/confirm-email/',
    {
      preHandler: mayBeUser,
      schema: { body: confirmEmailSchema, response: { 200: answerOf(confirmedEmailSchema) } },
    },
    async (request) => {
      const { uuid, token } = request.body;
      const keep = request.auth?.userId === uuid ? request.auth.sessionId : null;
      return { data: await service.confirmEmailChange(uuid, token, keep, lang(request)) };
    },
  );

  app.patch(
    '/me/username/',
    {
      preHandler: requireUser,
      ...limitedRoute(
        { body: changeUsernameSchema },
        200,
        answerOf(z.object({ user: userSchema })),
        USERS_LIMITS.usernameChange,
      ),
    },
    async (request) => {
      return { data: await service.setUsername(authOf(request).userId, request.body.username) };
    },
  );
};
