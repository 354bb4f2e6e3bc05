import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { facebookLoginSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { appConfigQuery } from '@/lib/app-config';
import { startSession, type AuthAnswer } from '../session';
import { SocialCancelledError, SocialUnavailableError } from '../social/errors';
import { requestFacebookAccessToken } from '../social/facebook';
import { PUBLIC_CALL } from './public-call';

export type FacebookLoginInput = z.output<typeof facebookLoginSchema>;

export async function facebookLogin(input: FacebookLoginInput): Promise<AuthAnswer['data']> {
  const answer = await api.post<AuthAnswer>('/users/fb_login/', input, PUBLIC_CALL);
  return answer.data.data;
}

/** Gets an access token from Facebook (when this server has an app id), trades it and starts the session. */
export function useFacebookLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const config = await queryClient.ensureQueryData(appConfigQuery).catch(() => null);
      const appId = config?.facebook_app_id;
      if (!appId) throw new SocialUnavailableError('facebook');
      const accessToken = await requestFacebookAccessToken(appId);
      if (!accessToken) throw new SocialCancelledError('facebook');
      const data = await facebookLogin({ fb_access_token: accessToken });
      startSession(data);
      return data;
    },
  });
}
