import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { signingIn, type AuthAnswer } from '../session';
import { PUBLIC_CALL } from './public-call';

export type LoginInput = z.output<typeof loginSchema>;

export async function login(input: LoginInput): Promise<AuthAnswer['data']> {
  const answer = await api.post<AuthAnswer>('/users/login/', input, PUBLIC_CALL);
  return answer.data.data;
}

/** Logs in and starts the session. */
export function useLogin() {
  return useMutation({ mutationFn: signingIn(login) });
}
