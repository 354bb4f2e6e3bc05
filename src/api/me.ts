import { useQuery } from '@tanstack/react-query';
import type { MeDto } from '@/domain/account';
import { api } from '@/lib/api-client';
import { useAtomValue, userIdAtom } from '@/lib/state';

/** The signed-in account's own record, keyed by its id so no other account ever reads it. */
export const meKey = (userId: string | null) => ['me', userId] as const;

export async function getMe(): Promise<MeDto> {
  return (await api.get<{ data: MeDto }>('/users/me/')).data.data;
}

export function useMe() {
  const userId = useAtomValue(userIdAtom);
  return useQuery({ queryKey: meKey(userId), queryFn: getMe, enabled: Boolean(userId) });
}
