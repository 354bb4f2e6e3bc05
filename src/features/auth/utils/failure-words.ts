/** The auth screens' words for failures the server did not word: offline, timeout, the default. */
import type { TFunction } from 'i18next';
import { readFailure, type FailureWords } from '@/lib/api-errors';
import { TokenFormatError } from '../session';

export function authWords(t: TFunction<'auth'>, error: unknown, fallback?: string): FailureWords {
  return {
    offline: t('errors.offline'),
    timeout: t('errors.timeout'),
    // An answer without both tokens is the spec's "token format error", whatever the screen.
    fallback:
      error instanceof TokenFormatError
        ? t('auth.token_format_error')
        : (fallback ?? t('common.default_error', { ns: 'common' })),
  };
}

/** A failed auth call in one line: 'field: message' for a 400, the server's detail, or ours. */
export function failureText(error: unknown, t: TFunction<'auth'>, fallback?: string): string {
  return readFailure(error, authWords(t, error, fallback)).text;
}
