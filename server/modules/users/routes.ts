/** /api/users/…: exactly the paths of the spec's call table, plus resend-verification. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailOnlySchema,
  facebookLoginSchema,
  googleLoginSchema,
  linkParamsSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  setUsernameSchema,
} from '@/domain/account';
import { languageFromHeader } from '@/domain/languages';
import { ApiError, tooManyRequests } from '@server/lib/errors';
import type { RateLimiter } from '@server/lib/rate-limiter';
import { requestT } from '@server/plugins/errors';
import { authOf } from '@server/plugins/auth';
import type { UsersService } from './service';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_TRIES = 10;
const REGISTER_PER_HOUR = 20;
/** Mails one inbox can be sent by sign-up or resend in an hour, from any number of addresses. */
const MAILS_PER_INBOX_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** Sign-in tries per (account, address) and per address a quarter hour; see docs/security.md. */
const LOGIN_PER_PAIR = 10;
const LOGIN_PER_ADDRESS = 50;
/** Failed sign-ins on one account from anywhere after which every try on it waits. */
const LOGIN_SLOWDOWN_AFTER = 10;
export const LOGIN_SLOWDOWN_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface UsersRoutesDeps {
  service: UsersService;
  limiter: RateLimiter;
  requireUser: (request: FastifyRequest) => Promise<void>;
}

const lang = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);

export const usersRoutes =
  ({ service, limiter, requireUser }: UsersRoutesDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const message = (request: FastifyRequest, key: string) => ({
      data: { message: requestT(request)(`messages.${key}`) },
    });

    /** Counts one hit on each key (atomically, before any work) and refuses if any is over. */
    async function within(limits: [key: string, limit: number, windowMs: number][]) {
      const states = await Promise.all(limits.map((l) => limiter.hit(...l)));
      const blocked = states.find((s) => !s.allowed);
      if (blocked) throw tooManyRequests(blocked.retryAfter);
    }

    app.post('/register/', { schema: { body: registerSchema } }, async (request, reply) => {
      // Per sender and per target inbox, so one inbox cannot be flooded from many addresses.
      await within([
        [`register:ip:${request.ip}`, REGISTER_PER_HOUR, HOUR_MS],
        [`register:inbox:${request.body.email}`, MAILS_PER_INBOX_HOUR, HOUR_MS],
      ]);
      await service.register(request.body.email, request.body.password, lang(request));
      return reply.code(201).send(message(request, 'registered'));
    });

    app.post('/resend-verification/', { schema: { body: emailOnlySchema } }, async (request) => {
      await within([
        [`resend:ip:${request.ip}`, MAX_TRIES, WINDOW_MS],
        [`resend:inbox:${request.body.email}`, MAILS_PER_INBOX_HOUR, HOUR_MS],
      ]);
      service.resendVerification(request.body.email, lang(request));
      return message(request, 'verification_sent');
    });

    app.get('/verify-email/', { schema: { querystring: linkParamsSchema } }, async (request) => ({
      data: await service.verifyEmail(request.query.uuid, request.query.token),
    }));

    app.post('/login/', { schema: { body: loginSchema } }, async (request) => {
      const { email, password } = request.body;
      const pairKey = `login:pair:${email}:${request.ip}`;
      const addressKey = `login:ip:${request.ip}`;
      // Counted before the password is checked, so parallel guesses cannot all slip through.
      await within([
        [pairKey, LOGIN_PER_PAIR, WINDOW_MS],
        [addressKey, LOGIN_PER_ADDRESS, WINDOW_MS],
      ]);
      // The account itself is never locked (its owner must get in from elsewhere): it slows down.
      const accountKey = `login:account:${email}`;
      if (!(await limiter.peek(accountKey, LOGIN_SLOWDOWN_AFTER)).allowed)
        await sleep(LOGIN_SLOWDOWN_MS);
      const forgive = () => Promise.all([limiter.reset(pairKey), limiter.release(addressKey)]);
      let answer;
      try {
        answer = await service.login(email, password);
      } catch (error) {
        await forgive(); // the right password of an unverified account is no guess
        throw error;
      }
      if (!answer) {
        await limiter.hit(accountKey, LOGIN_SLOWDOWN_AFTER, WINDOW_MS);
        throw new ApiError(400, 'invalid_credentials');
      }
      await forgive();
      return { data: answer };
    });

    app.post('/refresh/', { schema: { body: refreshSchema } }, async (request) => ({
      data: await service.refresh(request.body.refresh),
    }));

    app.post('/logout/', { schema: { body: logoutSchema } }, async (request) => {
      await service.logout(request.body.refresh);
      return message(request, 'logged_out');
    });

    app.get('/me/', { preHandler: requireUser }, async (request) => ({
      data: await service.me(authOf(request).userId),
    }));

    app.patch(
      '/set-username/',
      { preHandler: requireUser, schema: { body: setUsernameSchema } },
      async (request) => ({
        data: await service.setUsername(authOf(request).userId, request.body.username),
      }),
    );

    app.post('/forgot-password/', { schema: { body: emailOnlySchema } }, async (request) => {
      await within([
        [`forgot:ip:${request.ip}`, MAX_TRIES, WINDOW_MS],
        [`forgot:account:${request.body.email}`, MAX_TRIES, WINDOW_MS],
      ]);
      service.forgotPassword(request.body.email, lang(request));
      return message(request, 'reset_sent');
    });

    app.post(
      '/password-reset-confirm/:uuid/:token/',
      { schema: { params: linkParamsSchema, body: resetPasswordSchema } },
      async (request) => {
        await service.resetPassword(
          request.params.uuid,
          request.params.token,
          request.body.new_password,
          lang(request),
        );
        return message(request, 'password_reset');
      },
    );

    app.post('/google_login/', { schema: { body: googleLoginSchema } }, async (request) => ({
      data: await service.socialLogin('google', request.body.id_token, lang(request)),
    }));

    app.post('/fb_login/', { schema: { body: facebookLoginSchema } }, async (request) => ({
      data: await service.socialLogin('facebook', request.body.fb_access_token, lang(request)),
    }));
  };
