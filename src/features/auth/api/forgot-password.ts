import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { emailOnlySchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { PUBLIC_CALL } from './public-call';

export type ForgotPasswordInput = z.output<typeof emailOnlySchema>;

/** Answers the same whether or not an account exists, so it cannot be used to probe addresses. */
export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  await api.post('/users/forgot-password/', input, PUBLIC_CALL);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
