/** Mails the signed-in account's address its verification link again, to prove the address. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function sendAddressProof(email: string): Promise<void> {
  await api.post('/users/resend-verification/', { email });
}

export const useSendAddressProof = () => useMutation({ mutationFn: sendAddressProof });
