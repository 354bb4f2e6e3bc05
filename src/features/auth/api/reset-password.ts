import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { PUBLIC_CALL } from './public-call';

export type ResetPasswordInput = z.output<typeof resetPasswordSchema> & {
  uuid: string;
  token: string;
};

export async function resetPassword({ uuid, token, ...body }: ResetPasswordInput): Promise<void> {
  await api.post(
    `/users/password-reset-confirm/${encodeURIComponent(uuid)}/${encodeURIComponent(token)}/`,
    body,
    PUBLIC_CALL,
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
