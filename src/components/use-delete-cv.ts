/** "Delete" on a CV, from the dashboard or the editor: gone from sight at once, with Undo a while. */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@/lib/toast';
import { scheduleDeletion } from '@/api/cv-deletion';
import { TIMINGS } from '@/domain/limits';
import { failureWords } from '@/lib/failure-words';
import { readFailure } from '@/lib/api-errors';
import { applicationsOfCv } from '@/lib/cv-store/use-local-applications';
import { useAtomValue, userIdAtom } from '@/lib/state';

export function useDeleteCv() {
  const { t } = useTranslation('cv');
  const queryClient = useQueryClient();
  const userId = useAtomValue(userIdAtom);
  return (cv: { uuid: string; title: string }) => {
    const title = cv.title || t('dashboard.untitled');
    // Its applications go with it (their versions are made of it): the owner is told, and may
    // undo. Read when asked, before the deletion starts: kept live, each write of the store drew
    // the screen again.
    const applications = userId
      ? applicationsOfCv(userId, cv.uuid).catch(() => 0)
      : Promise.resolve(0);
    const { undo } = scheduleDeletion(queryClient, userId, cv.uuid, {
      deleted: () => undefined,
      failed: (error) =>
        toastFailure(t('delete.failed', { title }), readFailure(error, failureWords())),
    });
    void applications.then((count) =>
      toast(t('delete.done', { title }), {
        ...(count > 0 && { description: t('delete.applications', { count }) }),
        duration: TIMINGS.undoDeleteMs,
        action: {
          label: t('delete.undo'),
          onClick: () => {
            undo();
            toast.success(t('delete.restored', { title }));
          },
        },
      }),
    );
  };
}
