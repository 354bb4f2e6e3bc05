/** Signing in with a passkey: the server's options, the browser's ceremony, the server's session. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { requestOptionsSchema } from '@/domain/passkeys';
import { api } from '@/lib/api-client';
import { loadWebAuthn } from '@/lib/passkeys';
import { signingIn, type AuthAnswer } from '../session';
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
}: PasskeyLoginInput): Promise<AuthAnswer['data']> {
  const { data } = await api.post<{ data: { options: z.output<typeof requestOptionsSchema> } }>(
    '/users/passkeys/login/options/',
    {},
    { ...PUBLIC_CALL, signal },
  );
  const { startAuthentication } = await loadWebAuthn();
  signal?.throwIfAborted();
  const credential = await startAuthentication({
    optionsJSON: data.data.options,
    useBrowserAutofill: autofill,
  });
  const answer = await api.post<AuthAnswer>(
    '/users/passkeys/login/verify/',
    { credential },
    PUBLIC_CALL,
  );
  return answer.data.data;
}

export const signInWithPasskey = signingIn(passkeyLogin);

/** The "Sign in with a passkey" button's call: starts the session with the answer. */
export function usePasskeyLogin() {
  return useMutation({ mutationFn: signInWithPasskey });
}
