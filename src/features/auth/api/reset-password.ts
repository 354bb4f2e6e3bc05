import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResetLinkDto, resetPasswordSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { PUBLIC_CALL } from './public-call';

export type ResetPasswordInput = z.input<typeof resetPasswordSchema> & {
  uuid: string;
  token: string;
};

const linkUrl = (uuid: string, token: string) =>
  `/users/password-reset-confirm/${encodeURIComponent(uuid)}/${encodeURIComponent(token)}/`;

export async function resetPassword({ uuid, token, ...body }: ResetPasswordInput): Promise<void> {
  await api.post(linkUrl(uuid, token), body, PUBLIC_CALL);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** What the mailed link asks besides the new password; a dead link fails here, before any typing. */
export function useResetLink(uuid: string, token: string) {
  return useQuery({
    queryKey: ['reset-link', uuid, token],
    queryFn: async () =>
      (await api.get<{ data: ResetLinkDto }>(linkUrl(uuid, token), PUBLIC_CALL)).data.data,
    enabled: Boolean(uuid && token),
    retry: false,
    staleTime: Infinity,
  });
}
