/**
 * MUI's Tooltip, loaded once the device shows it can use one: a mouse moves, or Tab is pressed.
 * With Popper and popper.js it is about 10 KB of brotli that every owner screen loaded for the
 * desktop top bar's icon buttons, which a phone never shows; a finger never loads it. Until then
 * the child is shown as it is (its aria-label names it).
 */
import { lazy, Suspense, useSyncExternalStore, type ReactElement } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

let wanted = false;
const listeners = new Set<() => void>();

function want(event: PointerEvent | KeyboardEvent) {
  if (event instanceof PointerEvent ? event.pointerType !== 'mouse' : event.key !== 'Tab') return;
  wanted = true;
  window.removeEventListener('pointermove', want, true);
  window.removeEventListener('keydown', want, true);
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointermove', want, { capture: true, passive: true });
  window.addEventListener('keydown', want, { capture: true, passive: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function LazyTooltip({ title, children }: { title: string; children: ReactElement }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
