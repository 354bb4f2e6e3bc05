import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type { Toaster } from 'sonner';
import { loadToasts, toasterReady, toasterWanted } from '@/lib/toast';

type ToasterProps = ComponentProps<typeof Toaster>;

/** How long after the screen has loaded the toasts' code is fetched anyway, ready for the first. */
const LOAD_WHEN_IDLE_MS = 4000;

/** sonner's Toaster, drawn once its code has loaded (src/lib/toast.ts loads it when needed). */
export function LazyToaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => null);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadToasts(), LOAD_WHEN_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    // The Toaster's own effects (its subscription) have run before this parent's.
    if (sonner) toasterReady();
  }, [sonner]);
  if (!sonner) return null;
  return <sonner.Toaster {...props} />;
}
