/** One place that turns every failure into the contract's error shape, in the caller's language. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import { NON_FIELD, toFieldErrors } from '@/domain/validation-messages';
import { databaseFailure, type DatabaseFailure } from '../db/availability';
import { ApiError, FieldError, sendDatabaseFailure, sendError } from '../lib/errors';
import { isValidHost } from '../lib/host-header';
import { requestT } from '../lib/i18n';

/** Fastify's own error codes that are the client's fault, by the answer they get. */
const FRAMEWORK_ANSWERS: Array<[status: number, code: string, fastifyCodes: string[]]> = [
  [400, 'invalid_json', ['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']],
  [400, 'bad_request', ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'FST_PROTO_VIOLATION']],
  [413, 'file_too_large', ['FST_REQ_FILE_TOO_LARGE']],
  [
    413,
    'body_too_large',
    ['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'],
  ],
  [
    415,
    'unsupported_media_type',
    [
      'FST_INVALID_MULTIPART_CONTENT_TYPE',
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      'FST_ERR_CTP_INVALID_TYPE',
    ],
  ],
];
const FRAMEWORK_ERRORS = new Map(
  FRAMEWORK_ANSWERS.flatMap(([status, code, fastifyCodes]) =>
    fastifyCodes.map((fastifyCode) => [fastifyCode, { status, code }] as const),
  ),
);

/**
 * The zod issues of a route schema's refusal. fastify-type-provider-zod hands Fastify each issue
 * with its path as a JSON pointer and the rest of it in `params`; this puts them back together.
 */
function issuesOf(error: FastifyError): z.core.$ZodIssue[] | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  return error.validation.map((v) => {
    const path = v.instancePath.split('/').slice(1).filter(Boolean);
    // `params` is the issue itself without path, code and message (the library's own split).
    return { ...v.params, path, code: v.keyword, message: v.message } as z.core.$ZodIssue;
  });
}

/** Told of every database failure a request met, so health can report a full disk the database refused on. */
export interface DatabaseFailures {
  listen(listener: (failure: DatabaseFailure) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    databaseFailures: DatabaseFailures;
  }
}

export const errorHandling = fp(
  async (app) => {
    const listeners = new Set<(failure: DatabaseFailure) => void>();
    app.decorate('databaseFailures', { listen: (listener) => void listeners.add(listener) });
    // A Host that is no host (RFC 9112: a 400), before any route could read it. `request.host` is
    // X-Forwarded-Host when a trusted proxy sent it.
    app.addHook('onRequest', async (request, reply) => {
      if (isValidHost(request.headers.host) && isValidHost(request.host)) return;
      return sendError(reply, requestT(request), 400, 'bad_request');
    });
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const t = requestT(request);
      const issues = error instanceof ZodError ? error.issues : issuesOf(error as FastifyError);
      if (issues) return reply.code(400).send(toFieldErrors(issues, t));
      if (error instanceof FieldError) {
        return reply
          .code(400)
          .send({ [error.field || NON_FIELD]: [t(error.messageKey, error.params)] });
      }
      if (error instanceof ApiError) {
        reply.headers(error.headers);
        if (error.statusCode === 429 && error.extra.retryAfter) {
          reply.header('retry-after', String(error.extra.retryAfter));
        }
        return sendError(
          reply,
          t,
          error.statusCode,
          error.errorCode,
          error.detailKey,
          error.params,
          error.extra,
        );
      }
      const code = (error as FastifyError).code;
      const known = code ? FRAMEWORK_ERRORS.get(code) : undefined;
      if (known) return sendError(reply, t, known.status, known.code);
      const failure = databaseFailure(error);
      if (failure) {
        for (const listener of listeners) listener(failure);
        request.log.error({ err: error }, `database ${failure}`);
        return sendDatabaseFailure(reply, t, failure);
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        return sendError(reply, t, status, status === 404 ? 'not_found' : 'bad_request');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, t, 500, 'internal_error');
    });
  },
  { name: 'error-handling' },
);

/**
 * Fastify's `frameworkErrors`: what it refuses before any route or hook runs (a URL it cannot
 * decode, a path parameter past `maxParamLength`), answered in the contract's shape instead of its
 * own body, which echoed the path.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const t = requestT(request);
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, t, 400, 'bad_request');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, t, 414, 'uri_too_long', 'bad_request');
  request.log.error({ err: error }, 'framework error');
  return sendError(reply, t, 500, 'internal_error');
}
