import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeDto } from '@/domain/account';
import { api } from '@/lib/api-client';
import { isPremiumAtom, store, useAtomValue, userIdAtom, usernameAtom } from '@/lib/state';

/** The signed-in account's own record, keyed by its id so no other account ever reads it. */
export const meKey = (userId: string | null) => ['me', userId] as const;

export async function getMe(): Promise<MeDto> {
  return (await api.get<{ data: MeDto }>('/users/me/')).data.data;
}

/** Refreshes the mirrored username and premium flag from the server once per signed-in visit. */
export function useSyncMe() {
  const userId = useAtomValue(userIdAtom);
  const me = useQuery({ queryKey: meKey(userId), queryFn: getMe, enabled: Boolean(userId) });
  useEffect(() => {
    if (!me.data) return;
    store.set(usernameAtom, me.data.username);
    store.set(isPremiumAtom, me.data.is_premium);
  }, [me.data]);
  return me;
}
