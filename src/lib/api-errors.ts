/**
 * The one reader of failed API calls, as the spec's error catalogue says: the first field message of
 * a 400 becomes 'field: message' (nested fields 'parent → child: message'), a refusal's `detail` is
 * shown as it is, and a form gets the messages of its own fields apart, to show under them.
 */
import i18next from 'i18next';
import { isCallFailure } from './call-failure';

export interface ParsedError {
  field: string | null;
  message: string;
  /** 'field: message', or the message alone when there is no field. */
  text: string;
  status: number | null;
  errorCode: string | null;
}

/** Keys that label no field: their message is shown alone (unless a form has a field so named). */
const PLAIN_FIELDS = new Set(['detail', 'non_field_errors', 'message', 'error']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function firstMessage(
  value: unknown,
  trail: string[],
): { trail: string[]; message: string } | null {
  if (typeof value === 'string') return { trail, message: value };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const found = firstMessage(item, typeof item === 'string' ? trail : [...trail, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'error_code' || key === 'code') continue;
      const found = firstMessage(child, [...trail, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Reads an error body. `fields` are the names of the form that sent it: a form field called
 * `message` keeps its label, where a bare `message` key would be plain text.
 */
export function parseErrorBody(
  body: unknown,
  status: number | null = null,
  fields: readonly string[] = [],
): ParsedError {
  const errorCode = isRecord(body) && typeof body.error_code === 'string' ? body.error_code : null;
  // The spec's fallback labels, in the UI language (src/lib/i18n.ts sets up this i18next instance).
  if (typeof body === 'string' && body.trim()) {
    const field = i18next.t('parseErrors.plainField');
    return { field, message: body, text: `${field}: ${body}`, status, errorCode };
  }
  if (isRecord(body) && typeof body.detail === 'string') {
    return { field: null, message: body.detail, text: body.detail, status, errorCode };
  }
  const found = firstMessage(body, []);
  // A 400 that names no field says only that the input was refused (spec: 'Validation failed').
  if (!found?.message.trim() && status === 400) {
    const message = i18next.t('common.validationFailed');
    return { field: null, message, text: message, status, errorCode };
  }
  if (!found) {
    const field = i18next.t('parseErrors.unknownField');
    const message = i18next.t('parseErrors.unknownMessage');
    return { field, message, text: `${field}: ${message}`, status, errorCode };
  }
  const trail = found.trail.filter(
    (part, i) => !(i === 0 && PLAIN_FIELDS.has(part) && !fields.includes(part)),
  );
  const field = trail.length ? trail.join(' → ') : null;
  return {
    field,
    message: found.message,
    text: field ? `${field}: ${found.message}` : found.message,
    status,
    errorCode,
  };
}

export type ApiFailure =
  | { kind: 'offline'; parsed: null }
  | { kind: 'timeout'; parsed: null }
  | { kind: 'http'; status: number; parsed: ParsedError }
  | { kind: 'unknown'; parsed: null };

/** Classifies any thrown value from an API call. */
export function toApiFailure(error: unknown): ApiFailure {
  if (isCallFailure(error)) {
    if (error.response) {
      const status = error.response.status;
      return { kind: 'http', status, parsed: parseErrorBody(error.response.data, status) };
    }
    if (error.code === 'ECONNABORTED') return { kind: 'timeout', parsed: null };
    return { kind: 'offline', parsed: null };
  }
  return { kind: 'unknown', parsed: null };
}

/**
 * A failure that is part of using the app, which the screen answers (a refusal of what was sent,
 * no network on a phone); the rest (a server error, a timeout, a bug) is a fault worth reporting.
 */
export function isExpectedFailure(failure: ApiFailure): boolean {
  return failure.kind === 'offline' || (failure.kind === 'http' && failure.status < 500);
}

/** The spec's rule for an error body: read from `error_code`, `error` or the data itself. */
export function errorBody(data: unknown): unknown {
  if (isRecord(data)) {
    const { error_code: code, error } = data;
    // Our API keeps a short machine code in error_code; only a field tree there is the message.
    if (isRecord(code)) return code;
    if (error !== undefined && error !== null && error !== '') return error;
  }
  return data;
}

/** What a refusal (an HTTP status and its body) says to a form with these fields. */
export interface Refusal<F extends string = string> {
  status: number;
  errorCode: string | null;
  /** A 400: the input was refused field by field, and `text` reads 'field: message'. */
  invalid: boolean;
  /** A 400's 'field: message'; for other statuses the server's detail, or null without one. */
  text: string | null;
  /** A 400's first message for each of the form's own fields. */
  fields: Partial<Record<F, string>>;
  /** What no field of the form can show: a 400's other messages, or a refusal's detail. */
  formText: string | null;
}

export function describeRefusal<F extends string>(
  status: number,
  data: unknown,
  fields: readonly F[] = [],
): Refusal<F> {
  const body = errorBody(data);
  const parsed = parseErrorBody(body, status, fields);
  const errorCode = isRecord(data) && typeof data.error_code === 'string' ? data.error_code : null;
  if (status !== 400) {
    const detail = parsed.field === null && parsed.message ? parsed.message : null;
    return { status, errorCode, invalid: false, text: detail, fields: {}, formText: detail };
  }
  const found: Partial<Record<F, string>> = {};
  let formText: string | null = parsed.text;
  if (isRecord(body)) {
    const rest: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      const message = (fields as readonly string[]).includes(key) ? firstMessage(value, []) : null;
      if (message) found[key as F] = message.message;
      else rest[key] = value;
    }
    // Messages the fields cannot show go to the form; a body with no message at all says so there.
    if (firstMessage(rest, [])) formText = parseErrorBody(rest, status, fields).text;
    else if (Object.keys(found).length) formText = null;
  }
  return { status, errorCode, invalid: true, text: parsed.text, fields: found, formText };
}

/** The screen's own words for failures that carry none from the server. */
export interface FailureWords {
  offline: string;
  timeout: string;
  /** For a refusal without a detail, and for anything else that went wrong. */
  fallback: string;
}

export interface Failure<F extends string = string> extends Omit<Refusal<F>, 'status' | 'text'> {
  /** Null when no answer came (offline, timeout, or a failure before the call). */
  status: number | null;
  /** The whole failure in one line: 'field: message', the server's detail, or the screen's words. */
  text: string;
}

/** Reads any thrown value of an API call for a form with these fields, in the screen's words. */
export function readFailure<F extends string>(
  error: unknown,
  words: FailureWords,
  fields: readonly F[] = [],
): Failure<F> {
  const failure = toApiFailure(error);
  if (failure.kind === 'http') {
    const refusal = describeRefusal(failure.status, errorResponseData(error), fields);
    const text = refusal.text ?? words.fallback;
    return { ...refusal, text, formText: refusal.formText ?? (refusal.invalid ? null : text) };
  }
  const text =
    failure.kind === 'offline' || failure.kind === 'timeout' ? words[failure.kind] : words.fallback;
  return { status: null, errorCode: null, invalid: false, text, fields: {}, formText: text };
}

function errorResponseData(error: unknown): unknown {
  return isCallFailure(error) ? error.response?.data : undefined;
}
