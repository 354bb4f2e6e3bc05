import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { facebookLoginSchema, googleLoginSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { appConfigQuery, type AppConfig } from '@/lib/app-config';
import { SocialCancelledError, SocialUnavailableError, type Provider } from '../social/errors';
import { requestFacebookAccessToken } from '../social/facebook';
import { requestGoogleIdToken } from '../social/google';
import { PUBLIC_CALL } from './public-call';
import { signingInUnlessAsked, type SignInAnswer } from './second-factor';

interface ProviderCall<Body> {
  /** The setting that holds this server's id with the provider; without it there is no button. */
  configKey: keyof AppConfig;
  /** Opens the provider's dialog; null when the person cancels. */
  requestToken: (id: string) => Promise<string | null>;
  path: string;
  body: (token: string) => Body;
}

const PROVIDERS: {
  google: ProviderCall<z.output<typeof googleLoginSchema>>;
  facebook: ProviderCall<z.output<typeof facebookLoginSchema>>;
} = {
  google: {
    configKey: 'google_client_id',
    requestToken: requestGoogleIdToken,
    path: '/users/google_login/',
    body: (token) => ({ id_token: token }),
  },
  facebook: {
    configKey: 'facebook_app_id',
    requestToken: requestFacebookAccessToken,
    path: '/users/fb_login/',
    body: (token) => ({ fb_access_token: token }),
  },
};

/**
 * Gets a token from Google or Facebook (when this server has an id with them), trades it for our
 * session and starts it.
 */
export function useProviderLogin(provider: Provider) {
  const queryClient = useQueryClient();
  const { configKey, requestToken, path, body } = PROVIDERS[provider];
  return useMutation({
    mutationKey: ['social-login', provider],
    mutationFn: signingInUnlessAsked(async () => {
      const config = await queryClient.ensureQueryData(appConfigQuery).catch(() => null);
      const id = config?.[configKey];
      if (typeof id !== 'string' || !id) throw new SocialUnavailableError(provider);
      const token = await requestToken(id);
      if (!token) throw new SocialCancelledError(provider);
      const answer = await api.post<{ data: SignInAnswer }>(path, body(token), PUBLIC_CALL);
      return answer.data.data;
    }),
  });
}
