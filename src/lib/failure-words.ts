/**
 * The words for a call that failed without the server's own: offline, too slow, or `fallback`
 * (by default "Something went wrong.").
 */
import i18n from 'i18next';
import type { FailureWords } from './api-errors';

export function failureWords(fallback?: string): FailureWords {
  return {
    offline: i18n.t('failure.offline', { ns: 'common' }),
    timeout: i18n.t('failure.timeout', { ns: 'common' }),
    fallback: fallback ?? i18n.t('common.default_error', { ns: 'common' }),
  };
}
