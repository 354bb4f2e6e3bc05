/** How the contact form words a failed send, following the spec's contact rule. */
import { parseErrorBody } from '@/lib/api-errors';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The spec's contact rule: the error body is read from `error_code`, `error` or the data itself. */
export function contactErrorBody(data: unknown): unknown {
  if (isRecord(data)) {
    const { error_code: code, error } = data;
    // Our API keeps a short machine code in error_code; only a field tree there is the message.
    if (isRecord(code)) return code;
    if (error !== undefined && error !== null && error !== '') return error;
  }
  return data;
}

/** The first message of each form field in a 400 answer, to show under the inputs. */
export function contactFieldErrors(data: unknown): Partial<Record<ContactField, string>> {
  const body = contactErrorBody(data);
  const errors: Partial<Record<ContactField, string>> = {};
  if (!isRecord(body)) return errors;
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
  }
  return errors;
}

export type ContactFailure =
  { kind: 'validation'; text: string } | { kind: 'failed'; detail: string | null };

/** 400 → 'field: message'; anything else → the server's detail when it sent one. */
export function describeContactFailure(status: number | null, data: unknown): ContactFailure {
  const body = contactErrorBody(data);
  const parsed = parseErrorBody(body, status);
  if (status === 400) {
    // The shared parser reads a top-level `message` as plain text; here it is a form field.
    const messageField =
      parsed.field === null && isRecord(body) && Array.isArray(body.message)
        ? Object.keys(body)[0] === 'message'
        : false;
    const text = messageField ? `message: ${parsed.message}` : parsed.text;
    return { kind: 'validation', text };
  }
  return {
    kind: 'failed',
    detail: parsed.field === null && parsed.message ? parsed.message : null,
  };
}
