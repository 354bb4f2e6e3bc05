/**
 * When the app has taken over a page: the screen under the layout is hydrated (or drawn) and
 * listening. The boot script of a server-drawn page waits for it to hand over what the visitor did
 * while the app loaded (src/boot.ts).
 */
import { useLayoutEffect } from 'react';

let settle = () => {};
export const takenOver = new Promise<void>((resolve) => (settle = resolve));

/**
 * Rendered after the screen, inside its Suspense boundary. A layout effect runs in the same task as
 * the commit that hydrates the screen: no event can reach the app between the two, so the boot
 * script's hand-over (which runs next) never races the app's own handling of a tap or a submit.
 */
export function TakenOverMark() {
  useLayoutEffect(() => {
    settle();
    // Says so to anyone who asks the page (the browser tests wait for it).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
