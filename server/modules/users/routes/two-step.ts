/**
 * /api/users/me/totp/…: two-step sign-in on the account page, and /api/users/login/second-factor/:
 * a sign-in's second step, which answers as a login does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authAnswerSchema, linkParamsSchema } from '@/domain/account';
import { answerOf, messageAnswerSchema } from '@/domain/answers';
import {
  recoveryCodesSchema,
  secondFactorLoginSchema,
  secondFactorResetAnswerSchema,
  secondFactorResetSchema,
  totpConfirmSchema,
  totpProofSchema,
  totpSetupSchema,
  totpStartSchema,
} from '@/domain/two-step';
import { ApiError, FieldError, tooManyRequests } from '@server/lib/errors';
import { requestLanguage as lang, requestT } from '@server/lib/i18n';
import { overLimit, type RateLimiter } from '@server/lib/rate-limiter';
import { authOf } from '@server/plugins/auth';
import type { SignedInRoutesDeps } from '@server/modules/deps';
import { CHALLENGE_TTL_SECONDS } from '../factors';
import { secondFactorCounters, USERS_LIMITS } from '../limits';
import type { UsersService } from '../service';
import { limitedRoute } from './limited-route';

const codes = { 200: answerOf(recoveryCodesSchema) };
const rateLimit = USERS_LIMITS.twoStepChange;

export const twoStepRoutes: FastifyPluginAsyncZod<
  SignedInRoutesDeps<UsersService> & { limiter: RateLimiter }
> = async (app, { service, requireUser, limiter }) => {
  app.post(
    '/me/totp/',
    {
      preHandler: requireUser,
      schema: { body: totpStartSchema, response: { 200: answerOf(totpSetupSchema) } },
      config: { rateLimit },
    },
    async (request) => ({
      data: await service.startTotp(authOf(request), request.body.password),
    }),
  );

  app.post(
    '/me/totp/confirm/',
    {
      preHandler: requireUser,
      schema: { body: totpConfirmSchema, response: codes },
      config: { rateLimit },
    },
    async (request) => ({
      data: await service.confirmTotp(authOf(request), request.body.code, lang(request)),
    }),
  );

  app.delete(
    '/me/totp/',
    {
      preHandler: requireUser,
      schema: { body: totpProofSchema, response: { 200: messageAnswerSchema } },
      config: { rateLimit },
    },
    async (request) => {
      const { password, code } = request.body;
      await service.stopTotp(authOf(request), password, code, lang(request));
      return { data: { message: requestT(request)('messages.two_step_off') } };
    },
  );

  app.post(
    '/me/totp/recovery-codes/',
    {
      preHandler: requireUser,
      schema: { body: totpProofSchema, response: codes },
      config: { rateLimit },
    },
    async (request) => {
      const { password, code } = request.body;
      return {
        data: await service.renewRecoveryCodes(authOf(request), password, code, lang(request)),
      };
    },
  );

  // One sign-in per token: the mark lives as long as the token could.
  const spentMark = (id: string) => `second-factor:spent:${id}`;
  const expired = () => new ApiError(401, 'second_factor_expired');
  /** The account a first step's token names, refused once the token opened a session. */
  async function openUnspent(token: string) {
    const opened = await service.openChallenge(token);
    if ((await limiter.peek(spentMark(opened.id), 1)).count > 0) throw expired();
    return opened;
  }

  app.post(
    '/login/second-factor/reset/',
    limitedRoute(
      { body: secondFactorResetSchema },
      202,
      messageAnswerSchema,
      USERS_LIMITS.secondFactorReset,
    ),
    async (request, reply) => {
      const { userId } = await openUnspent(request.body.token);
      await service.askSecondFactorReset(userId, lang(request));
      const message = requestT(request)('messages.second_factor_reset_mailed');
      return reply.code(202).send({ data: { message } });
    },
  );

  // The link mailed by the one above: its parts (as a mailed link's) start the seven-day wait.
  app.post(
    '/second-factor-reset/',
    limitedRoute(
      { body: linkParamsSchema },
      200,
      answerOf(secondFactorResetAnswerSchema),
      USERS_LIMITS.secondFactorReset,
    ),
    async (request) => {
      const { uuid, token } = request.body;
      return { data: await service.startSecondFactorReset(uuid, token, lang(request)) };
    },
  );

  app.delete(
    '/me/second-factor-reset/',
    {
      preHandler: requireUser,
      schema: { response: { 200: messageAnswerSchema } },
      config: { rateLimit },
    },
    async (request) => {
      await service.cancelSecondFactorReset(authOf(request).userId, lang(request));
      return { data: { message: requestT(request)('messages.second_factor_reset_cancelled') } };
    },
  );

  app.post(
    '/login/second-factor/',
    { schema: { body: secondFactorLoginSchema, response: { 200: answerOf(authAnswerSchema) } } },
    async (request) => {
      const { token, code } = request.body;
      const { userId, id } = await openUnspent(token);
      const counters = secondFactorCounters(userId, request.ip);
      const blocked = await overLimit(limiter, counters);
      if (blocked) throw tooManyRequests(blocked.retryAfter);
      const answer = await service.completeSecondFactor(userId, code, lang(request), async () => {
        const mark = await limiter.hit(spentMark(id), 1, CHALLENGE_TTL_SECONDS * 1000);
        if (mark.count > 1) throw expired();
      });
      if (!answer) throw new FieldError('code', 'validation.code_wrong');
      // A right code gives the address its try back and clears the account's count.
      const [address, account] = counters;
      await Promise.all([limiter.release(address.key), limiter.reset(account.key)]);
      return { data: answer };
    },
  );
};
