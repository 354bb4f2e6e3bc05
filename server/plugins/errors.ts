/** One place that turns every failure into the contract's error shape, in the caller's language. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { languageFromHeader } from '../../src/domain/languages';
import { NON_FIELD, toFieldErrors } from '../../src/domain/validation-messages';
import { ApiError, FieldError } from '../lib/errors';
import { translator, type ServerT } from '../lib/i18n';

export function requestT(request: FastifyRequest): ServerT {
  return translator(languageFromHeader(request.headers['accept-language']));
}

/** Fastify's own error codes that are the client's fault, with the answer each gets. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'file_too_large' },
  FST_PARTS_LIMIT: { status: 413, code: 'body_too_large' },
  FST_FILES_LIMIT: { status: 413, code: 'body_too_large' },
  FST_FIELDS_LIMIT: { status: 413, code: 'body_too_large' },
  FST_PROTO_VIOLATION: { status: 400, code: 'bad_request' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, code: 'unsupported_media_type' },
};

/** Errors that mean the database cannot be reached now, rather than a bug. */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDatabaseDown(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && DB_DOWN_CODES.has(code)) return true;
    if (
      message &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|PGlite is closed/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function sendError(
  reply: FastifyReply,
  t: ServerT,
  status: number,
  errorCode: string,
  detailKey = errorCode,
  params: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  const detail = t(`errors.${detailKey}`, params);
  const body: Record<string, unknown> = { detail, error_code: errorCode, ...extra };
  if (status === 401) body.code = 'token_not_valid';
  return reply.code(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const t = requestT(request);
    if (error instanceof ZodError) {
      return reply.code(400).send(toFieldErrors(error.issues, t));
    }
    if (error instanceof FieldError) {
      return reply
        .code(400)
        .send({ [error.field || NON_FIELD]: [t(error.messageKey, error.params)] });
    }
    if (error instanceof ApiError) {
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
    const known = code ? FRAMEWORK_ERRORS[code] : undefined;
    if (known) return sendError(reply, t, known.status, known.code);
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendError(reply.header('retry-after', '5'), t, 503, 'database_unavailable');
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return sendError(reply, t, status, status === 404 ? 'not_found' : 'bad_request');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, t, 500, 'internal_error');
  });
}
