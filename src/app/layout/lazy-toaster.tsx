import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type { Toaster } from 'sonner';
import { toasterReady, toasterWanted } from '@/lib/toast';

type ToasterProps = ComponentProps<typeof Toaster>;

/**
 * sonner's Toaster, drawn once the first toast has loaded its code (src/lib/toast.ts). The worker
 * keeps that code, so the first toast is as quick offline.
 */
export function LazyToaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => null);
  useEffect(() => {
    // The Toaster's own effects (its subscription) have run before this parent's.
    if (sonner) toasterReady();
  }, [sonner]);
  if (!sonner) return null;
  return <sonner.Toaster {...props} />;
}
