/** The API's refusals: a status, a stable error_code for programs and a translated detail for people. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    /** A locale key under `errors.`, translated for the request's language. */
    readonly detailKey: string = errorCode,
    readonly params: Record<string, unknown> = {},
    readonly extra: Record<string, unknown> = {},
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
export const unauthorized = (key = 'token_not_valid') => new ApiError(401, 'token_not_valid', key);
