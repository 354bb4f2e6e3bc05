import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authAtom, store } from '@/lib/state';
import { signOut } from '../session';

export async function logout(): Promise<void> {
  const { refreshToken } = store.get(authAtom);
  await api.post('/users/logout/', { refresh: refreshToken ?? '' });
}

/** Logs out on the server first; only then are the tokens, username and draft cleared here. */
export function useLogout(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await signOut();
      options.onSuccess?.();
    },
  });
}
