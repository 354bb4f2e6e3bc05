/**
 * A dialog (or any part drawn on demand) whose code loads when it is first shown: a screen's first
 * load carries none of its dialogs (issue 47). The service worker precaches every chunk, so it opens
 * offline as before. Once shown it stays mounted, so it closes with its transition.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * `load` gives the part; it is drawn from the first render where `open` is true (a part given no
 * `open`, e.g. rendered only when wanted, loads at its first render). A part drawn in the page's
 * flow (not a dialog) gives `reserve`, its place held as tall as it comes, or all below it moves.
 */
export function lazyWhenOpened<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { reserve = null }: { reserve?: ReactNode } = {},
): ComponentType<P & { open?: boolean }> {
  const Part = lazy(async () => ({ default: await load() }));
  return function WhenOpened(props: P & { open?: boolean }) {
    const [opened, setOpened] = useState(props.open !== false);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={reserve}>
        <Part {...props} />
      </Suspense>
    );
  };
}
