import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setUsernameSchema } from '@/domain/account';
import { api, renewAccessToken } from '@/lib/api-client';
import { isPremiumAtom, store, usernameAtom } from '@/lib/state';
import type { SessionUser } from '../session';

export type SetUsernameInput = z.output<typeof setUsernameSchema>;

export interface SetUsernameAnswer {
  data: { user: SessionUser };
}

export async function setUsername(input: SetUsernameInput): Promise<SetUsernameAnswer['data']> {
  const answer = await api.patch<SetUsernameAnswer>('/users/set-username/', input);
  return answer.data.data;
}

/**
 * The access token names the username, so a new one is asked for (no answer mints one); the name
 * is shown at once, and a failed renewal leaves the old token, which still works until it expires.
 */
export function useSetUsername() {
  return useMutation({
    mutationFn: setUsername,
    onSuccess: async ({ user }) => {
      store.set(usernameAtom, user.username);
      store.set(isPremiumAtom, user.is_premium);
      await renewAccessToken().catch(() => undefined);
    },
  });
}
