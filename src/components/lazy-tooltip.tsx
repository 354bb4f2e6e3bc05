/**
 * MUI's Tooltip, loaded when one is first shown on screen: with Popper and popper.js it is about
 * 10 KB gzip that every screen's first JavaScript carried for the desktop top bar's icon buttons,
 * which a phone never shows. Until it arrives the child is shown as it is (its aria-label names it).
 */
import { lazy, Suspense, type ReactElement } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export function LazyTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
