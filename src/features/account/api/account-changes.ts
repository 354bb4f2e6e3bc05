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
import { api, renewAccessToken } from '@/lib/api-client';
import { store, usernameAtom } from '@/lib/state';

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export type ChangeUsernameInput = z.output<typeof changeUsernameSchema>;
export type ConfirmEmailInput = z.output<typeof confirmEmailSchema>;

/** The account's own record (/me/), whoever is signed in: its address or name just changed. */
const ME = ['me'] as const;

/** This session stays signed in; the server signs every other one out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await api.post('/users/me/password/', input);
    },
    // A first password (an account with only Google or Facebook) shows as a sign-in method.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME }),
  });
}

/** Mails a link to the new address; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async (input: ChangeEmailInput) => {
      await api.post('/users/me/email/', input);
    },
  });
}

/** Opens the mailed link: the account takes the new address (no sign-in needed). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConfirmEmailInput) =>
      (await api.post<{ data: { email: string } }>('/users/confirm-email/', input)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME }),
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
    mutationFn: async (input: ChangeUsernameInput) =>
      (await api.patch<UsernameAnswer>('/users/me/username/', input)).data.data,
    onSuccess: async ({ user }) => {
      store.set(usernameAtom, user.username);
      await Promise.all([
        renewAccessToken().catch(() => undefined),
        queryClient.invalidateQueries({ queryKey: ME }),
        queryClient.invalidateQueries({ queryKey: cvKeys.all }),
      ]);
    },
  });
}
