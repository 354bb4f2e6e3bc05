/**
 * When the app has taken over a page: the screen under the layout is hydrated (or drawn) and
 * listening. The boot script of a server-drawn page waits for it to hand over what the visitor did
 * while the app loaded (src/boot.ts).
 */
import { useEffect } from 'react';

let settle = () => {};
export const takenOver = new Promise<void>((resolve) => (settle = resolve));

/** Rendered after the screen, inside its Suspense boundary: its effect runs once that has committed. */
export function TakenOverMark() {
  useEffect(() => {
    settle();
    // Says so to anyone who asks the page (the browser tests wait for it).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
