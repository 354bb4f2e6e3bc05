import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { PUBLIC_CALL } from './public-call';

export type RegisterInput = z.output<typeof registerSchema>;

export interface RegisterAnswer {
  data: { message: string };
}

export async function register(input: RegisterInput): Promise<RegisterAnswer['data']> {
  const answer = await api.post<RegisterAnswer>('/users/register/', input, PUBLIC_CALL);
  return answer.data.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
