/** Signing in with a passkey: the server's options, the browser's ceremony, the server's session. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { requestOptionsSchema } from '@/domain/passkeys';
import { api } from '@/lib/api-client';
import { passkeyAssertion } from '@/lib/passkeys';
import { startSession, type AuthAnswer } from '../session';
import { PUBLIC_CALL } from './public-call';

interface PasskeyLoginInput {
  /** Conditional mediation: the browser offers the passkeys in the e-mail field's autofill. */
  autofill: boolean;
  /** Aborted when the page leaves before the ceremony began. */
  signal?: AbortSignal;
}

export async function passkeyLogin({
  autofill,
  signal,
}: PasskeyLoginInput): Promise<AuthAnswer['data'] | null> {
  const { data } = await api.post<{ data: { options: z.output<typeof requestOptionsSchema> } }>(
    '/users/passkeys/login/options/',
    {},
    { ...PUBLIC_CALL, signal },
  );
  const credential = await passkeyAssertion(data.data.options, { autofill, signal });
  if (!credential) return null;
  const answer = await api.post<AuthAnswer>(
    '/users/passkeys/login/verify/',
    { credential },
    PUBLIC_CALL,
  );
  return answer.data.data;
}

/** Signs in with a passkey and starts the session; null when the person cancelled. */
export async function signInWithPasskey(
  input: PasskeyLoginInput,
): Promise<AuthAnswer['data'] | null> {
  const data = await passkeyLogin(input);
  if (data) startSession(data);
  return data;
}

/** The "Sign in with a passkey" button's call: starts the session with the answer. */
export function usePasskeyLogin() {
  return useMutation({ mutationFn: signInWithPasskey });
}
