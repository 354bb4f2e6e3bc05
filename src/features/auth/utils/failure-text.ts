/** Words for a failed auth call: the server's own (already translated) text when it sent one, else ours. */
import { toApiFailure } from '@/lib/api-errors';
import type { TFunction } from 'i18next';
import { TokenFormatError } from '../session';

export function failureText(error: unknown, t: TFunction<'auth'>, fallback?: string): string {
  const defaultText = fallback ?? t('common.default_error', { ns: 'common' });
  if (error instanceof TokenFormatError) return t('auth.token_format_error');
  const failure = toApiFailure(error);
  switch (failure.kind) {
    case 'offline':
      return t('errors.offline');
    case 'timeout':
      return t('errors.timeout');
    case 'http':
      // A 400 is a field tree and reads 'field: message'; other refusals carry a `detail`.
      if (failure.status === 400) return failure.parsed.text;
      return failure.parsed.field === null && failure.parsed.message
        ? failure.parsed.message
        : defaultText;
    default:
      return defaultText;
  }
}

export function failureStatus(error: unknown): number | null {
  const failure = toApiFailure(error);
  return failure.kind === 'http' ? failure.status : null;
}

export function failureCode(error: unknown): string | null {
  const failure = toApiFailure(error);
  return failure.kind === 'http' ? failure.parsed.errorCode : null;
}

/** The first message of each top-level field of a 400 answer, to show under the inputs. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const failure = toApiFailure(error);
  if (failure.kind !== 'http' || failure.status !== 400) return {};
  const body: unknown =
    error && typeof error === 'object' && 'response' in error
      ? (error as { response?: { data?: unknown } }).response?.data
      : null;
  if (!body || typeof body !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
  }
  return errors;
}
