/**
 * Link prefetch on intent (spec: 100 ms): a pointer, a finger or the keyboard focus that rests on a
 * link of this app for that long fetches the code of the screen it leads to, so the tap that
 * follows opens it without waiting. No route has a loader, so code is all there is to fetch.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { TIMINGS } from '@/domain/limits';
import { appPathOf } from '@/lib/app-link';

/** Runs the lazy imports of every route the path matches (a module loads once, however often asked). */
export function prefetchRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}

/** Watches the document for intent on links; returns the function that stops watching. */
export function prefetchOnIntent(routes: RouteObject[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: string | null = null;
  const done = new Set<string>();

  const cancel = () => {
    clearTimeout(timer);
    pending = null;
  };
  const intend = (event: Event) => {
    const path = appPathOf(event.target);
    if (!path || path === pending || done.has(path)) return;
    cancel();
    pending = path;
    timer = setTimeout(() => {
      done.add(path);
      pending = null;
      prefetchRoute(routes, path);
    }, TIMINGS.linkIntentMs);
  };
  const leave = (event: Event) => {
    // Moving within the same link (onto its icon or text) is not leaving it.
    const to =
      event instanceof MouseEvent || event instanceof FocusEvent ? event.relatedTarget : null;
    if (pending && appPathOf(to) !== pending) cancel();
  };

  const listeners: [string, (event: Event) => void][] = [
    ['pointerover', intend],
    ['focusin', intend],
    ['touchstart', intend],
    ['pointerout', leave],
    ['focusout', leave],
    ['touchmove', cancel],
    ['touchcancel', cancel],
  ];
  for (const [type, listener] of listeners)
    document.addEventListener(type, listener, { passive: true, capture: true });
  return () => {
    cancel();
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener, { capture: true });
  };
}
