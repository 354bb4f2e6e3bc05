/**
 * /api/users/…: exactly the paths of the spec's call table, plus resend-verification and the
 * account page's changes.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authAnswerSchema,
  emailOnlySchema,
  facebookLoginSchema,
  googleLoginSchema,
  linkParamsSchema,
  loginAnswerSchema,
  loginSchema,
  logoutSchema,
  meSchema,
  refreshSchema,
  registerSchema,
  resetLinkSchema,
  resetPasswordSchema,
  setUsernameSchema,
  tokenPairSchema,
  usernameAvailableQuerySchema,
  usernameAvailableSchema,
  userSchema,
  verifyWithPasswordSchema,
} from '@/domain/account';
import { answerOf, messageAnswerSchema } from '@/domain/answers';
import type { Language } from '@/domain/languages';
import { cookieToSet, readCookie } from '@server/lib/cookies';
import { ApiError, tooManyRequests } from '@server/lib/errors';
import { requestLanguage as lang, requestT } from '@server/lib/i18n';
import { overLimit, type RateLimiter } from '@server/lib/rate-limiter';
import { authOf, type RequireUser } from '@server/plugins/auth';
import type { RouteRateLimit } from '@server/plugins/rate-limit';
import {
  LOGIN_SLOWDOWN_AFTER,
  LOGIN_SLOWDOWN_MS,
  LOGIN_WINDOW_MS,
  loginKeys,
  secondFactorCounters,
  USERS_LIMITS,
} from '../limits';
import type { LinkOpener } from '../changes';
import { LINK_LIFETIMES } from '../identity';
import type { UsersService } from '../service';
import { accountChangeRoutes } from './account-changes';
import { limitedRoute } from './limited-route';
import { twoStepRoutes } from './two-step';
import type { SignedInRoutesDeps } from '@server/modules/deps';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface UsersRoutesDeps extends SignedInRoutesDeps<UsersService> {
  limiter: RateLimiter;
  mayBeUser: RequireUser;
  secureCookie: boolean;
}

/** The sign-up's mark in its browser, sent back only to the verification link's calls. */
const SIGN_UP_COOKIE = 'sign_up_device';

const message = { 200: messageAnswerSchema };
const session = { 200: answerOf(authAnswerSchema) };
const signIn = { 200: answerOf(loginAnswerSchema) };

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesDeps> = async (
  app,
  { service, limiter, requireUser, mayBeUser, secureCookie },
) => {
  const signUpCookie = (mark: string) =>
    cookieToSet(SIGN_UP_COOKIE, mark, {
      path: '/api/users/verify-email/',
      maxAgeSeconds: LINK_LIFETIMES.verify_email / 1000,
      secure: secureCookie,
    });
  const say = (request: FastifyRequest, key: string) => ({
    data: { message: requestT(request)(`messages.${key}`) },
  });
  await app.register(accountChangeRoutes, { service, requireUser, mayBeUser });
  await app.register(twoStepRoutes, { service, requireUser, limiter });

  app.post(
    '/register/',
    {
      schema: { body: registerSchema, response: { 201: messageAnswerSchema } },
      config: { rateLimit: USERS_LIMITS.register },
    },
    async (request, reply) => {
      const mark = await service.register(request.body.email, request.body.password, lang(request));
      return reply
        .header('set-cookie', signUpCookie(mark))
        .code(201)
        .send(say(request, 'registered'));
    },
  );

  /** Answers at once and mails later, so a known address and an unknown one look alike. */
  const mailLater = (
    path: string,
    rateLimit: RouteRateLimit,
    said: string,
    send: (email: string, lang: Language) => void,
  ) =>
    app.post(
      path,
      { schema: { body: emailOnlySchema, response: message }, config: { rateLimit } },
      async (request) => {
        send(request.body.email, lang(request));
        return say(request, said);
      },
    );
  mailLater('/resend-verification/', USERS_LIMITS.resend, 'verification_sent', (email, l) =>
    service.resendVerification(email, l),
  );
  mailLater('/forgot-password/', USERS_LIMITS.forgot, 'reset_sent', (email, l) =>
    service.forgotPassword(email, l),
  );

  // The verification link opened in the sign-up's own browser brings its mark along.
  const opener = (request: FastifyRequest, password?: string): LinkOpener => ({
    signedInAs: request.auth?.userId ?? null,
    deviceMark: readCookie(request.headers.cookie, SIGN_UP_COOKIE),
    password,
  });
  app.get(
    '/verify-email/',
    { preHandler: mayBeUser, schema: { querystring: linkParamsSchema, response: session } },
    async (request) => {
      const { uuid, token } = request.query;
      return { data: await service.verifyEmail(uuid, token, opener(request), lang(request)) };
    },
  );
  // The same link opened in another browser: its opener chooses the password.
  app.post(
    '/verify-email/',
    {
      preHandler: mayBeUser,
      schema: { body: verifyWithPasswordSchema, response: session },
      config: { rateLimit: USERS_LIMITS.resetConfirm },
    },
    async (request) => {
      const { uuid, token, password } = request.body;
      const data = await service.verifyEmail(uuid, token, opener(request, password), lang(request));
      return { data };
    },
  );

  app.post(
    '/login/',
    {
      schema: { body: loginSchema, response: signIn },
      config: { rateLimit: USERS_LIMITS.login },
    },
    async (request) => {
      const { email, password } = request.body;
      const keys = loginKeys(email, request.ip);
      // The account itself is never locked (its owner must get in from elsewhere): it slows down.
      if (!(await limiter.peek(keys.account, LOGIN_SLOWDOWN_AFTER)).allowed)
        await sleep(LOGIN_SLOWDOWN_MS);
      const forgive = () => Promise.all([limiter.reset(keys.pair), limiter.release(keys.address)]);
      let answer;
      try {
        answer = await service.login(email, password);
      } catch (error) {
        await forgive(); // the right password of an unverified account is no guess
        throw error;
      }
      if (!answer) {
        await limiter.hit(keys.account, LOGIN_SLOWDOWN_AFTER, LOGIN_WINDOW_MS);
        throw new ApiError(400, 'invalid_credentials');
      }
      await forgive();
      return { data: answer };
    },
  );

  app.post(
    '/refresh/',
    { schema: { body: refreshSchema, response: { 200: answerOf(tokenPairSchema) } } },
    async (request) => ({ data: await service.refresh(request.body.refresh) }),
  );

  app.post('/logout/', { schema: { body: logoutSchema, response: message } }, async (request) => {
    await service.logout(request.body.refresh);
    return say(request, 'logged_out');
  });

  app.get(
    '/me/',
    { preHandler: requireUser, schema: { response: { 200: answerOf(meSchema) } } },
    async (request) => ({ data: await service.me(authOf(request)) }),
  );

  app.patch(
    '/set-username/',
    {
      preHandler: requireUser,
      schema: {
        body: setUsernameSchema,
        response: { 200: answerOf(z.object({ user: userSchema })) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      return {
        data: await service.setUsername(userId, request.body.username, { firstOnly: true }),
      };
    },
  );

  app.get(
    '/username-available/',
    limitedRoute(
      { querystring: usernameAvailableQuerySchema },
      200,
      answerOf(usernameAvailableSchema),
      USERS_LIMITS.usernameAvailable,
    ),
    async (request) => ({
      data: { available: await service.isUsernameAvailable(request.query.username) },
    }),
  );

  app.get(
    '/password-reset-confirm/:uuid/:token/',
    {
      schema: { params: linkParamsSchema, response: { 200: answerOf(resetLinkSchema) } },
      config: { rateLimit: USERS_LIMITS.resetConfirm },
    },
    async (request) => {
      const { uuid, token } = request.params;
      return { data: await service.resetLink(uuid, token) };
    },
  );

  app.post(
    '/password-reset-confirm/:uuid/:token/',
    {
      schema: { params: linkParamsSchema, body: resetPasswordSchema, response: message },
      config: { rateLimit: USERS_LIMITS.resetConfirm },
    },
    async (request) => {
      const { uuid, token } = request.params;
      // A code here is guessed at the sign-in's second step's budget, per address and account.
      const counters = secondFactorCounters(uuid, request.ip);
      const countCodeTry = async () => {
        const blocked = await overLimit(limiter, counters);
        if (blocked) throw tooManyRequests(blocked.retryAfter);
      };
      await service.resetPassword(uuid, token, request.body, lang(request), countCodeTry);
      if (request.body.code !== undefined) await limiter.reset(counters[1].key);
      return say(request, 'password_reset');
    },
  );

  app.post(
    '/google_login/',
    { schema: { body: googleLoginSchema, response: signIn } },
    async (request) => ({
      data: await service.socialLogin('google', request.body.id_token, lang(request)),
    }),
  );

  app.post(
    '/fb_login/',
    { schema: { body: facebookLoginSchema, response: signIn } },
    async (request) => ({
      data: await service.socialLogin('facebook', request.body.fb_access_token, lang(request)),
    }),
  );
};
