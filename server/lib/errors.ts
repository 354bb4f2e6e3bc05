/** The API's refusals: a status, a stable error_code for programs and a translated detail for people. */
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

export const notFound = () => new ApiError(404, 'not_found');

/** A 429 from a rate limit, with Retry-After and the wait in minutes for the message. */
export const tooManyRequests = (retryAfter: number) =>
  new ApiError(
    429,
    'rate_limited',
    'rate_limited',
    { minutes: Math.ceil(retryAfter / 60) },
    { retryAfter },
  );
export const unauthorized = (key = 'token_not_valid') => new ApiError(401, 'token_not_valid', key);
