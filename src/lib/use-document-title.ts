import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerRender } from './render-context';

export function useDocumentTitle(title: string | null | undefined) {
  const { t } = useTranslation('common');
  const app = t('app.name');
  const full = title ? `${title} · ${app}` : app;
  useServerRender()?.setTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
