import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { PUBLIC_CALL } from './public-call';
import { signingInUnlessAsked, type SignInAnswer } from './second-factor';

export type LoginInput = z.output<typeof loginSchema>;

export async function login(input: LoginInput): Promise<SignInAnswer> {
  const answer = await api.post<{ data: SignInAnswer }>('/users/login/', input, PUBLIC_CALL);
  return answer.data.data;
}

/** Logs in and starts the session, unless two-step sign-in asks for a code first. */
export function useLogin() {
  return useMutation({ mutationFn: signingInUnlessAsked(login) });
}
