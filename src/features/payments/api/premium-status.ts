import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { isPremiumAtom, store } from '../../../lib/state';

export async function getPremiumStatus(): Promise<boolean> {
  return (await api.get<{ data: { is_premium: boolean } }>('/payments/premium-status/')).data.data
    .is_premium;
}

/** The premium flag from the server, mirrored to local storage as the spec says. */
export function usePremiumStatus() {
  const query = useQuery({ queryKey: ['premium-status'], queryFn: getPremiumStatus });
  useEffect(() => {
    if (query.data !== undefined) store.set(isPremiumAtom, query.data);
  }, [query.data]);
  return query;
}
