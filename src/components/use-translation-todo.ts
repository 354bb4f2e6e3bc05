/** How much of a CV's other language version is left: for the editor and the dashboard. */
import { useTranslation } from 'react-i18next';
import type { TranslationStatus } from '@/domain/cv-translations';
import type { Language } from '@/domain/languages';

/** "3 texts to translate, 1 translation to update", or that every text is translated. */
export function useTranslationTodo() {
  const { t } = useTranslation('cv');
  return (status: TranslationStatus, language: Language): string | null => {
    const state = status[language];
    if (!state) return null;
    const parts = [
      state.missing.length ? t('versions.missing', { count: state.missing.length }) : null,
      state.outdated.length ? t('versions.outdated', { count: state.outdated.length }) : null,
    ].filter(Boolean);
    return parts.length ? parts.join(', ') : t('versions.done');
  };
}
