/** The account page's changes: password, e-mail address (and its mailed link), username. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { cvKeys } from '@/api/cv-queries';
import type { UserDto } from '@/domain/account';
import type {
  changeEmailSchema,
  changePasswordSchema,
  changeUsernameSchema,
  confirmEmailSchema,
} from '@/domain/account-changes';
import { anyMeKey } from '@/api/me';
import { api, renewAccessToken } from '@/lib/api-client';
import { store, usernameAtom } from '@/lib/state';

/** This session stays signed in; the server signs every other one out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: z.input<typeof changePasswordSchema>) => {
      await api.post('/users/me/password/', input);
    },
    // A first password (an account with only Google or Facebook) shows as a sign-in method.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anyMeKey }),
  });
}

/** Mails a link to the new address; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async (input: z.input<typeof changeEmailSchema>) => {
      await api.post('/users/me/email/', input);
    },
  });
}

/** Opens the mailed link: the account takes the new address (no sign-in needed). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: z.output<typeof confirmEmailSchema>) =>
      (await api.post<{ data: { email: string } }>('/users/confirm-email/', input)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anyMeKey }),
  });
}

interface UsernameAnswer {
  data: { user: UserDto };
}

/**
 * A new username: the access token names it, so a new one is asked for, and every cached answer
 * that shows the public address (the account, the CV list and CVs) is asked again.
 */
export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: z.output<typeof changeUsernameSchema>) =>
      (await api.patch<UsernameAnswer>('/users/me/username/', input)).data.data,
    onSuccess: async ({ user }) => {
      store.set(usernameAtom, user.username);
      await Promise.all([
        renewAccessToken().catch(() => undefined),
        queryClient.invalidateQueries({ queryKey: anyMeKey }),
        queryClient.invalidateQueries({ queryKey: cvKeys.all }),
      ]);
    },
  });
}
