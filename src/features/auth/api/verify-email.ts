import { useMutation } from '@tanstack/react-query';
import type { VerifyWithPasswordInput } from '@/domain/account';
import { api } from '@/lib/api-client';
import { signingIn, type AuthAnswer } from '../session';
import { PUBLIC_CALL } from './public-call';

export interface VerifyEmailInput {
  uuid: string;
  token: string;
}

export async function verifyEmail(input: VerifyEmailInput): Promise<AuthAnswer['data']> {
  const answer = await api.get<AuthAnswer>('/users/verify-email/', {
    ...PUBLIC_CALL,
    params: input,
  });
  return answer.data.data;
}

/** The link is single-use: the caller must make sure this runs once per visit. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: signingIn(verifyEmail) });
}

/** The link opened away from the sign-up's browser: the opener's password finishes it. */
export async function verifyWithPassword(
  input: VerifyWithPasswordInput,
): Promise<AuthAnswer['data']> {
  const answer = await api.post<AuthAnswer>('/users/verify-email/', input, PUBLIC_CALL);
  return answer.data.data;
}

export function useVerifyWithPassword() {
  return useMutation({ mutationFn: signingIn(verifyWithPassword) });
}
