import { useQuery } from '@tanstack/react-query';
import type { MeDto } from '@/domain/account';
import { api } from '@/lib/api-client';
import { useAtomValue, userIdAtom } from '@/lib/state';

/** The signed-in account's own record, keyed by its id so no other account ever reads it. */
export const meKey = (userId: string | null) => ['me', userId] as const;

/** Every account's record: refreshed after a change to whichever account is signed in. */
export const anyMeKey = ['me'] as const;

/** An answer the service worker kept from before a field was added (read offline) lacks it. */
type KeptMe = Omit<MeDto, 'in_review'> & Partial<Pick<MeDto, 'in_review'>>;

export async function getMe(): Promise<MeDto> {
  const me = (await api.get<{ data: KeptMe }>('/users/me/')).data.data;
  return { ...me, in_review: me.in_review ?? { cvs: [], username: null } };
}

export function useMe() {
  const userId = useAtomValue(userIdAtom);
  return useQuery({ queryKey: meKey(userId), queryFn: getMe, enabled: Boolean(userId) });
}
