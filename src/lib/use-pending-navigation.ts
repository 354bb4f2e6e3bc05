import { useCallback, useState } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * Navigation that knows it is under way: `going` is the address a tap asked for until the router
 * shows it. A screen loaded on demand keeps the one before it on view while its code and texts
 * load, so the button that asked shows itself busy meanwhile rather than seem to ignore the tap.
 */
export function usePendingNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  // The entry the move began from: once the router shows another entry, nothing is under way.
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null);
  const go = useCallback(
    (to: string, options?: NavigateOptions) => {
      setPending({ from: location.key, to });
      void navigate(to, options);
    },
    [navigate, location.key],
  );
  const going = pending?.from === location.key ? pending.to : null;
  return { go, going };
}
