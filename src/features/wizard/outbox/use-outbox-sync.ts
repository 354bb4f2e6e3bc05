import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { OUTBOX_RETRY } from '@/config/sync';
import { TIMINGS } from '@/domain/limits';
import { useSendWhenReachable } from '@/lib/use-send-when-reachable';
import { isSignedInAtom, useAtomValue } from '@/lib/state';
import { retryDelayMs } from '@/lib/outbox/send-failure';
import { draftFromOutbox } from '../model/draft';
import { stepForField } from '../model/steps';
import { restoreDraft } from '../state/draft-state';
import { recordReturnedProblem } from '../state/returned-problem';
import { flushOutbox, isWaiting, onOutboxResult, removeFromOutbox } from './outbox';

/** Ids whose result a screen shows itself (finalize), so the app does not toast them twice. */
export const shownByScreen = new Set<string>();

/**
 * Sends waiting CVs when the app opens, when the device comes online and when the tab becomes
 * visible; tells the user what happened to each.
 */
const sendOutbox = () => void flushOutbox();

export function useOutboxSync() {
  const signedIn = useAtomValue(isSignedInAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('wizard');

  useEffect(
    () =>
      onOutboxResult((result) => {
        if (result.kind === 'created') {
          void queryClient.invalidateQueries({ queryKey: ['cvs'] });
          if (!shownByScreen.has(result.entry.id)) {
            toast.success(
              t('outbox.published', { title: result.entry.payload.title || t('outbox.untitled') }),
              {
                action: {
                  label: t('outbox.open'),
                  onClick: () => void navigate(paths.cv.getHref(result.uuid)),
                },
              },
            );
          }
        } else if (result.kind === 'refused') {
          const step = stepForField(result.error.field);
          const draft = draftFromOutbox(result.entry, step);
          // The step the user lands on marks the refused field, in the server's words.
          if (result.status === 400 && result.error.field)
            recordReturnedProblem(draft, result.error.field, result.error.message);
          // Out of the outbox only once it is back in the draft on the device.
          void restoreDraft(draft, result.entry.photo).then(async (saved) => {
            if (saved) await removeFromOutbox(result.entry.id);
          });
          if (!shownByScreen.has(result.entry.id)) {
            toast.error(t('personalizeCV.validationError'), {
              description: result.error.text,
              duration: TIMINGS.errorToastDurationMs,
              action: {
                label: t('outbox.fix'),
                onClick: () => void navigate(paths.wizard.getHref(step)),
              },
            });
          }
        }
      }),
    [navigate, queryClient, t],
  );

  useEffect(() => {
    // A CV that could not be sent is tried again later: nothing else says when a failing server
    // is back (offline, the 'online' event below comes first).
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stopListening = onOutboxResult((result) => {
      if (!isWaiting(result)) return;
      clearTimeout(retry);
      const delay = retryDelayMs(result.entry.attempts + 1, OUTBOX_RETRY);
      retry = setTimeout(() => void flushOutbox(), delay);
    });
    return () => {
      stopListening();
      clearTimeout(retry);
    };
  }, []);

  useSendWhenReachable(signedIn, sendOutbox);
}
