import { useEffect } from 'react';
import { useMe } from '@/api/me';
import { isPremiumAtom, store, usernameAtom } from '@/lib/state';

/** Refreshes the mirrored username and premium flag from the server once per signed-in visit. */
export function useSyncMe() {
  const me = useMe();
  useEffect(() => {
    if (!me.data) return;
    store.set(usernameAtom, me.data.username);
    store.set(isPremiumAtom, me.data.is_premium);
  }, [me.data]);
  return me;
}
