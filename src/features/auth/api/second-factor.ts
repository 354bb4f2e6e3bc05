/**
 * A sign-in's second step: a password, Google or Facebook sign-in of an account with two-step
 * sign-in on answers a short-lived token instead of a session, and a code trades it for one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  SecondFactorChallengeDto,
  secondFactorLoginSchema,
  secondFactorResetAnswerSchema,
} from '@/domain/two-step';
import { api } from '@/lib/api-client';
import { signingIn, startSession, type AuthAnswer } from '../session';
import { PUBLIC_CALL } from './public-call';

export type SignInAnswer = AuthAnswer['data'] | SecondFactorChallengeDto;
export type SecondFactorInput = z.input<typeof secondFactorLoginSchema>;

export const asksSecondFactor = (answer: SignInAnswer): answer is SecondFactorChallengeDto =>
  'second_factor' in answer && Boolean(answer.second_factor);

/** A first step: the session starts at once, unless the answer asks for a code first. */
export function signingInUnlessAsked<In>(
  call: (input: In) => Promise<SignInAnswer>,
): (input: In) => Promise<SignInAnswer> {
  return async (input) => {
    const data = await call(input);
    if (!asksSecondFactor(data)) startSession(data);
    return data;
  };
}

async function completeSecondFactor(input: SecondFactorInput): Promise<AuthAnswer['data']> {
  const answer = await api.post<AuthAnswer>('/users/login/second-factor/', input, PUBLIC_CALL);
  return answer.data.data;
}

/** Lost the phone and the codes: a link is mailed that starts the seven-day wait. */
export function useAskSecondFactorReset() {
  return useMutation({
    mutationFn: async (token: string) => {
      await api.post('/users/login/second-factor/reset/', { token }, PUBLIC_CALL);
    },
  });
}

/** The mailed link opened: two-step sign-in turns off on the date answered, unless cancelled. */
export function useStartSecondFactorReset() {
  const queryClient = useQueryClient();
  return useMutation({
    // Signed in here: the account page shows the wait (its record is read anew).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
    mutationFn: async (link: { uuid: string; token: string }) =>
      (
        await api.post<{ data: z.output<typeof secondFactorResetAnswerSchema> }>(
          '/users/second-factor-reset/',
          link,
          PUBLIC_CALL,
        )
      ).data.data,
  });
}

/** The code (or a recovery code) with the first step's token; the session starts with the answer. */
export function useSecondFactor() {
  return useMutation({ mutationFn: signingIn(completeSecondFactor) });
}
