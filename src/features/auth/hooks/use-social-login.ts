import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast, toastFailure } from '@/lib/toast';
import { readFailure } from '@/lib/api-errors';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { asksSecondFactor, type SignInAnswer } from '../api/second-factor';
import { useProviderLogin } from '../api/social-login';
import { SocialCancelledError, SocialUnavailableError, type Provider } from '../social/errors';
import { preloadFacebook } from '../social/facebook';
import { preloadGoogle } from '../social/google';
import { afterSignInPath } from '../utils/after-sign-in';
import { authWords } from '../utils/failure-words';
import type { SecondStepState } from '../utils/nav-state';

/** Google and Facebook sign-in with the toasts and the redirect the spec asks for. */
export function useSocialLogin() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Fetched as the screen opens, so a click knows at once whether the provider is set up.
  const config = useAppConfig();
  const google = useProviderLogin('google');
  const facebook = useProviderLogin('facebook');

  const signedIn = (data: SignInAnswer, message: string) => {
    if (asksSecondFactor(data)) {
      const state: SecondStepState = { token: data.second_factor.token };
      void navigate(paths.secondStep.getHref(), { state });
      return;
    }
    toast.success(message);
    void navigate(afterSignInPath(data.user));
  };

  const failed = (error: unknown, provider: Provider) => {
    if (error instanceof SocialUnavailableError) {
      toast.info(t(`auth.${provider}_login_not_available`));
    } else if (error instanceof SocialCancelledError) {
      if (provider === 'google') toast.error(t('auth.google_login_failed'));
      else toast.info(t('auth.facebook_login_cancelled'));
    } else {
      toastFailure(t('auth.login_error'), readFailure(error, authWords(t, error)));
    }
  };

  const busy: Provider | null = google.isPending
    ? 'google'
    : facebook.isPending
      ? 'facebook'
      : null;

  const calls = { google, facebook };
  const signedInText = {
    google: t('auth.logged_in_google'),
    facebook: t('auth.logged_in_facebook'),
  };
  const preload = { google: preloadGoogle, facebook: preloadFacebook };
  const configured = (provider: Provider) =>
    Boolean(provider === 'google' ? config.data?.google_client_id : config.data?.facebook_app_id);

  return {
    busy,
    signIn: (provider: Provider) =>
      calls[provider].mutate(undefined, {
        onSuccess: (data) => signedIn(data, signedInText[provider]),
        onError: (error) => failed(error, provider),
      }),
    /** On hover or focus: start fetching the SDK so the popup opens within the click's activation. */
    warmUp: (provider: Provider) => {
      if (configured(provider)) preload[provider]();
    },
  };
}
