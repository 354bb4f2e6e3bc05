import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { emailOnlySchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { PUBLIC_CALL } from './public-call';

export type ResendVerificationInput = z.output<typeof emailOnlySchema>;

/** Always answers 200, whether or not the address has an unverified account. */
export async function resendVerification(input: ResendVerificationInput): Promise<void> {
  await api.post('/users/resend-verification/', input, PUBLIC_CALL);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
