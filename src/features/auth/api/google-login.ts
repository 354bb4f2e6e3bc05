import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { googleLoginSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { appConfigQuery } from '@/lib/app-config';
import { startSession, type AuthAnswer } from '../session';
import { SocialCancelledError, SocialUnavailableError } from '../social/errors';
import { requestGoogleIdToken } from '../social/google';
import { PUBLIC_CALL } from './public-call';

export type GoogleLoginInput = z.output<typeof googleLoginSchema>;

export async function googleLogin(input: GoogleLoginInput): Promise<AuthAnswer['data']> {
  const answer = await api.post<AuthAnswer>('/users/google_login/', input, PUBLIC_CALL);
  return answer.data.data;
}

/** Gets an ID token from Google (when this server has a client id), trades it and starts the session. */
export function useGoogleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const config = await queryClient.ensureQueryData(appConfigQuery).catch(() => null);
      const clientId = config?.google_client_id;
      if (!clientId) throw new SocialUnavailableError('google');
      const idToken = await requestGoogleIdToken(clientId);
      if (!idToken) throw new SocialCancelledError('google');
      const data = await googleLogin({ id_token: idToken });
      startSession(data);
      return data;
    },
  });
}
