/** "Download Word" and, where the phone's share sheet takes files, "Share Word file". */
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/languages';
import { readFailure } from '@/lib/api-errors';
import { failureWords } from '@/lib/failure-words';
import { useCvFile } from './use-cv-file';
import { toastFailure } from '@/lib/toast';

export function useCvWord(id: string, title: string, version?: Language | null) {
  const { t } = useTranslation('cv');
  return useCvFile('docx', { id, title, version }, (error) =>
    toastFailure(t('editor.wordFailed'), readFailure(error, failureWords())),
  );
}
