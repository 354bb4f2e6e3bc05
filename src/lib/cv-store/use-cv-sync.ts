/**
 * While an owner is signed in: their waiting CV changes are sent when the app opens, when the device
 * comes online, when the app comes to the front, and after a failure again with backoff; where the
 * browser has Background Sync, it is asked to wake the worker's sending once the device is online.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CV_SYNC_TAG, OUTBOX_RETRY } from '@/config/sync';
import { onFlushRequested, requestBackgroundSync } from '@/lib/pwa';
import { retryDelayMs } from './retry';
import { onCvSyncRun, syncCvs } from './cv-store';

export function useCvSync(signedIn: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stop = onCvSyncRun((run) => {
      clearTimeout(retry);
      // The list and the CV answers now say what the server has.
      if (run.sent > 0) void queryClient.invalidateQueries({ queryKey: ['cvs'] });
      if (run.done || run.reason === 'signed-out') return;
      if (run.reason === 'offline') void requestBackgroundSync(CV_SYNC_TAG);
      retry = setTimeout(() => void syncCvs(), retryDelayMs(run.attempts, OUTBOX_RETRY));
    });
    return () => {
      stop();
      clearTimeout(retry);
    };
  }, [queryClient]);

  useEffect(() => {
    if (!signedIn) return;
    const send = () => void syncCvs();
    const onVisible = () => document.visibilityState === 'visible' && send();
    send();
    // The worker's Background Sync asks an open app to send (it can renew the session).
    const stopListening = onFlushRequested(send);
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening();
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn]);
}
