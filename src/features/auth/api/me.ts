import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeDto } from '../../../domain/account';
import { api } from '../../../lib/api-client';
import {
  isPremiumAtom,
  isSignedInAtom,
  store,
  useAtomValue,
  usernameAtom,
} from '../../../lib/state';

export async function getMe(): Promise<MeDto> {
  return (await api.get<{ data: MeDto }>('/users/me/')).data.data;
}

/** Refreshes the mirrored username and premium flag from the server once per signed-in visit. */
export function useSyncMe() {
  const signedIn = useAtomValue(isSignedInAtom);
  const me = useQuery({ queryKey: ['me'], queryFn: getMe, enabled: signedIn });
  useEffect(() => {
    if (!me.data) return;
    store.set(usernameAtom, me.data.username);
    store.set(isPremiumAtom, me.data.is_premium);
  }, [me.data]);
  return me;
}
