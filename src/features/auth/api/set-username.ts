import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setUsernameSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { authAtom, isPremiumAtom, store, usernameAtom } from '@/lib/state';
import type { SessionUser } from '../session';

export type SetUsernameInput = z.output<typeof setUsernameSchema>;

export interface SetUsernameAnswer {
  data: { user: SessionUser; access: string };
}

export async function setUsername(input: SetUsernameInput): Promise<SetUsernameAnswer['data']> {
  const answer = await api.patch<SetUsernameAnswer>('/users/set-username/', input);
  return answer.data.data;
}

/** The answer's access token carries the new username, so it replaces the old one (refresh is kept). */
export function useSetUsername() {
  return useMutation({
    mutationFn: setUsername,
    onSuccess: ({ user, access }) => {
      store.set(authAtom, (tokens) => ({ ...tokens, accessToken: access }));
      store.set(usernameAtom, user.username);
      store.set(isPremiumAtom, user.is_premium);
    },
  });
}
