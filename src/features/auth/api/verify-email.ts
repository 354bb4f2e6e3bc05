import { useMutation } from '@tanstack/react-query';
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
