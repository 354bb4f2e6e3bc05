/**
 * Reads an API refusal the way the spec's error catalogue says: the first field message becomes
 * 'field: message', nested fields 'parent → child: message'; `detail` texts are shown as they are.
 */
import axios from 'axios';
import i18next from 'i18next';

export interface ParsedError {
  field: string | null;
  message: string;
  /** 'field: message', or the message alone when there is no field. */
  text: string;
  status: number | null;
  errorCode: string | null;
}

const PLAIN_FIELDS = new Set(['detail', 'non_field_errors', 'message', 'error']);

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

export function parseErrorBody(body: unknown, status: number | null = null): ParsedError {
  const errorCode =
    body && typeof body === 'object' && 'error_code' in body ? String(body.error_code) : null;
  // The spec's fallback labels, in the UI language (src/lib/i18n.ts sets up this i18next instance).
  if (typeof body === 'string' && body.trim()) {
    const field = i18next.t('parseErrors.plainField');
    return { field, message: body, text: `${field}: ${body}`, status, errorCode };
  }
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { detail?: unknown }).detail === 'string'
  ) {
    const message = (body as { detail: string }).detail;
    return { field: null, message, text: message, status, errorCode };
  }
  const found = firstMessage(body, []);
  if (!found) {
    const field = i18next.t('parseErrors.unknownField');
    const message = i18next.t('parseErrors.unknownMessage');
    return {
      field,
      message,
      text: `${field}: ${message}`,
      status,
      errorCode,
    };
  }
  const trail = found.trail.filter((part, i) => !(i === 0 && PLAIN_FIELDS.has(part)));
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
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const status = error.response.status;
      return { kind: 'http', status, parsed: parseErrorBody(error.response.data, status) };
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return { kind: 'timeout', parsed: null };
    return { kind: 'offline', parsed: null };
  }
  return { kind: 'unknown', parsed: null };
}
