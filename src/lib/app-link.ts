/** The same-origin path a link leads to, or null for one that leaves the app, opens elsewhere or downloads. */
export function appPathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? url.pathname : null;
}
