/**
 * When the app has taken over a page: the screen under the layout is hydrated (or drawn) and
 * listening. The boot script of a server-drawn page waits for it to hand over what the visitor did
 * while the app loaded (src/boot.ts).
 */
import { useEffect } from 'react';

let settle = () => {};
export const takenOver = new Promise<void>((resolve) => (settle = resolve));

/**
 * Rendered after the screen, inside its Suspense boundary: its effect runs once the screen has
 * committed and its own effects have run (a form's fields registered, a mutation observed), so what
 * the boot script hands over next finds the app ready. Until then the boot script keeps taps and
 * submits away from the app, so none is handled twice.
 */
export function TakenOverMark() {
  useEffect(() => {
    settle();
    // Says so to anyone who asks the page (the browser tests wait for it).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
