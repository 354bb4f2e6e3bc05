import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { applyUpdate, onUpdateWaiting } from '@/lib/pwa';

const TOAST_ID = 'app-update';

/** When a new version is waiting, says so and reloads only when the user asks. */
export function useUpdatePrompt() {
  const { t } = useTranslation();
  useEffect(
    () =>
      onUpdateWaiting(() => {
        toast(t('pwa.updateReady'), {
          id: TOAST_ID,
          duration: Infinity,
          action: { label: t('pwa.reload'), onClick: applyUpdate },
        });
      }),
    [t],
  );
}
