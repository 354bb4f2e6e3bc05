/**
 * What waits on the device to be sent goes now, when the device comes online, when the app comes to
 * the front, and when the service worker's Background Sync asks an open app to send (the app can
 * renew the session; the worker cannot).
 */
import { useEffect } from 'react';
import { onFlushRequested } from './pwa';

export function useSendWhenReachable(enabled: boolean, send: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => document.visibilityState === 'visible' && send();
    send();
    const stopListening = onFlushRequested(send);
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening();
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, send]);
}
