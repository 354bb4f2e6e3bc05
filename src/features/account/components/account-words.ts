import type { TFunction } from 'i18next';
import type { FailureWords } from '@/lib/api-errors';

/** The account page's words for failures the server did not word. */
export function accountWords(t: TFunction<'account'>, fallback: string): FailureWords {
  return { offline: t('errors.offline'), timeout: t('errors.offline'), fallback };
}
