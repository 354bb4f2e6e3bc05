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
} from '../../../src/domain/account';
import { languageFromHeader } from '../../../src/domain/languages';
import { ApiError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { requestT } from '../../plugins/errors';
import { authOf } from '../../plugins/auth';
import type { UsersService } from './service';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_TRIES = 10;
const REGISTER_PER_HOUR = 20;

export interface UsersRoutesDeps {
  service: UsersService;
  limiter: RateLimiter;
  requireUser: (request: FastifyRequest) => Promise<void>;
}

const lang = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);

function tooMany(retryAfter: number): ApiError {
  return new ApiError(
    429,
    'rate_limited',
    'rate_limited',
    { minutes: Math.ceil(retryAfter / 60) },
    { retryAfter },
  );
}

export const usersRoutes =
  ({ service, limiter, requireUser }: UsersRoutesDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const message = (request: FastifyRequest, key: string) => ({
      data: { message: requestT(request)(`messages.${key}`) },
    });

    app.post('/register/', { schema: { body: registerSchema } }, async (request, reply) => {
      const ip = await limiter.hit(`register:ip:${request.ip}`, REGISTER_PER_HOUR, 60 * 60 * 1000);
      if (!ip.allowed) throw tooMany(ip.retryAfter);
      await service.register(request.body.email, request.body.password, lang(request));
      return reply.code(201).send(message(request, 'registered'));
    });

    app.post('/resend-verification/', { schema: { body: emailOnlySchema } }, async (request) => {
      const ip = await limiter.hit(`resend:ip:${request.ip}`, MAX_TRIES, WINDOW_MS);
      if (!ip.allowed) throw tooMany(ip.retryAfter);
      await service.resendVerification(request.body.email, lang(request));
      return message(request, 'verification_sent');
    });

    app.get('/verify-email/', { schema: { querystring: linkParamsSchema } }, async (request) => ({
      data: await service.verifyEmail(request.query.uuid, request.query.token),
    }));

    app.post('/login/', { schema: { body: loginSchema } }, async (request) => {
      const { email, password } = request.body;
      const keys = [`login:ip:${request.ip}`, `login:account:${email}`];
      const states = await Promise.all(keys.map((key) => limiter.peek(key, MAX_TRIES)));
      const blocked = states.find((s) => !s.allowed);
      if (blocked) throw tooMany(blocked.retryAfter);
      const answer = await service.login(email, password);
      if (!answer) {
        await Promise.all(keys.map((key) => limiter.hit(key, MAX_TRIES, WINDOW_MS)));
        throw new ApiError(400, 'invalid_credentials');
      }
      await limiter.reset(`login:account:${email}`);
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
      const keys = [`forgot:ip:${request.ip}`, `forgot:account:${request.body.email}`];
      const states = await Promise.all(keys.map((key) => limiter.hit(key, MAX_TRIES, WINDOW_MS)));
      const blocked = states.find((s) => !s.allowed);
      if (blocked) throw tooMany(blocked.retryAfter);
      await service.forgotPassword(request.body.email, lang(request));
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
