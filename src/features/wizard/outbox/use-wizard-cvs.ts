/**
 * Tells the owner what became of the CVs made in the wizard as the CV store sends them, wherever
 * they are in the app: one the server made is announced with a way to open it; one it refused goes
 * back into the draft, with a way to the step to fix. The finalize screen announces its own CV.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { TIMINGS } from '@/domain/limits';
import type { CvDoc } from '@/lib/cv-store/kinds';
import { cvStore, onCvSyncRun } from '@/lib/cv-store/cv-store';
import { refusedCreates, takeBackRefused } from '../state/refused-cv';

/** The CVs (by their id on this device) whose fate a screen shows itself, so the app does not twice. */
export const shownByScreen = new Set<string>();

export function useWizardCvs() {
  const navigate = useNavigate();
  const { t } = useTranslation('wizard');

  useEffect(
    () =>
      onCvSyncRun((run, userId) => {
        void (async () => {
          for (const id of run.created) {
            const record = await cvStore.recordOf(userId, id);
            if (!record?.serverId || shownByScreen.has(id)) continue;
            const serverId = record.serverId;
            // The store keeps the document the wizard made.
            const title = (record.local as CvDoc).title || t('outbox.untitled');
            toast.success(t('outbox.published', { title }), {
              action: {
                label: t('outbox.open'),
                onClick: () => void navigate(paths.cv.getHref(serverId)),
              },
            });
          }
          for (const { record, refusal } of await refusedCreates(userId)) {
            if (shownByScreen.has(record.id)) continue;
            const step = await takeBackRefused(userId, record, refusal);
            toast.error(t('personalizeCV.validationError'), {
              description: refusal.message,
              duration: TIMINGS.errorToastDurationMs,
              action: {
                label: t('outbox.fix'),
                onClick: () => void navigate(paths.wizard.getHref(step)),
              },
            });
          }
        })();
      }),
    [navigate, t],
  );
}
