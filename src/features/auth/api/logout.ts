import { useMutation } from '@tanstack/react-query';
import { api, signingOut } from '@/lib/api-client';
import { authAtom, store } from '@/lib/state';
import { signOut } from '../session';

export async function logout(): Promise<void> {
  const { refreshToken } = store.get(authAtom);
  const undo = signingOut(refreshToken);
  try {
    await api.post('/users/logout/', { refresh: refreshToken ?? '' });
  } catch (error) {
    undo();
    throw error;
  }
}

/**
 * Logs out on the server first; then `leave` takes the user off the screen they are on, and only
 * then are the tokens, username and draft cleared here: cleared on a protected screen, it would
 * send them to the login screen first (a flash, and an entry in the history).
 */
export function useLogout(options: { leave?: () => Promise<void> | void } = {}) {
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await options.leave?.();
      await signOut();
    },
  });
}
