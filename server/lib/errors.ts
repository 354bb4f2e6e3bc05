/** The API's refusals: a status, a stable error_code for programs and a translated detail for people. */
import type { FastifyReply } from 'fastify';
import type { ServerT } from './i18n';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    /** A locale key under `errors.`, translated for the request's language. */
    readonly detailKey: string = errorCode,
    readonly params: Record<string, unknown> = {},
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to this refusal (e.g. the current ETag of a 412). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errorCode);
  }
}

/** A 400 with field messages, for rules a schema cannot express (e.g. "username taken"). */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(`${field}: ${messageKey}`);
  }
}

/** A refusal's own sentence: `errors.<key>` in the namespace `ns` (the count is the wait in minutes). */
export interface LimitMessage {
  key: string;
  ns: string;
}

/** A 429 from a rate limit, with Retry-After and the wait in minutes for the message. */
export function tooManyRequests(retryAfter: number, message?: LimitMessage) {
  const minutes = Math.ceil(retryAfter / 60);
  return message
    ? new ApiError(
        429,
        'rate_limited',
        message.key,
        { ns: message.ns, count: minutes },
        { retryAfter },
      )
    : new ApiError(429, 'rate_limited', 'rate_limited', { minutes }, { retryAfter });
}

/** Sends the contract's error shape: `{detail, error_code}` (and `code` on a 401). */
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
/** Why the database cannot answer now (server/db/availability.ts tells them apart). */
export type DatabaseFailure = 'disk_full' | 'unavailable';

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
