import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { isPremiumAtom, store, useAtomValue, userIdAtom } from '@/lib/state';

/** Keyed by the account (JWT `sub`): one account's flag never shows for another. */
export const premiumStatusKey = (userId: string | null) => ['premium-status', userId] as const;

export async function getPremiumStatus(): Promise<boolean> {
  return (await api.get<{ data: { is_premium: boolean } }>('/payments/premium-status/')).data.data
    .is_premium;
}

/** The premium flag from the server, mirrored to local storage as the spec says. */
export function usePremiumStatus() {
  const userId = useAtomValue(userIdAtom);
  const query = useQuery({
    queryKey: premiumStatusKey(userId),
    queryFn: getPremiumStatus,
    enabled: Boolean(userId),
  });
  useEffect(() => {
    if (query.data !== undefined) store.set(isPremiumAtom, query.data);
  }, [query.data]);
  return query;
}
