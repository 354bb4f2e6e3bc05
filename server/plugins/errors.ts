/** One place that turns every failure into the contract's error shape, in the caller's language. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { languageFromHeader } from '@/domain/languages';
import { NON_FIELD, toFieldErrors } from '@/domain/validation-messages';
import { databaseFailure, type DatabaseFailure } from '../db/availability';
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

/** Seconds a client should wait before retrying when the database is away or its disk is full. */
const RETRY_AFTER: Record<DatabaseFailure, string> = { unavailable: '5', disk_full: '60' };

/** The 503 for a database that cannot serve now, with Retry-After. */
export function sendDatabaseFailure(
  reply: FastifyReply,
  t: ServerT,
  failure: DatabaseFailure,
  extra: Record<string, unknown> = {},
) {
  const errorCode = failure === 'disk_full' ? 'disk_full' : 'database_unavailable';
  reply.header('retry-after', RETRY_AFTER[failure]);
  return sendError(reply, t, 503, errorCode, errorCode, {}, extra);
}

export interface ErrorHandlingOptions {
  /** Told of every database failure, so health can report a full disk the database refused on. */
  onDatabaseFailure?: (failure: DatabaseFailure) => void;
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}) {
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
    const known = code ? FRAMEWORK_ERRORS[code] : undefined;
    if (known) return sendError(reply, t, known.status, known.code);
    const failure = databaseFailure(error);
    if (failure) {
      options.onDatabaseFailure?.(failure);
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
}

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
