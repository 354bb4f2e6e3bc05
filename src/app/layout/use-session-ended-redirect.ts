import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearCredentials } from '@/features/auth/session';
import type { LoginState } from '@/features/auth/utils/nav-state';
import { onSessionEnded } from '@/lib/api-client';

/**
 * When a refresh fails the credentials are cleared and the user goes to the login screen, which
 * says why. Unlike a logout, the wizard draft and the waiting CV changes stay for the next sign-in.
 */
export function useSessionEndedRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded(() => {
        const state: LoginState = { notice: 'sessionEnded' };
        // Cleared once the login screen is there: cleared before, RequireAuth would redirect the
        // protected screen again, without the notice. The api client asks for no refresh meanwhile.
        void Promise.resolve(navigate(paths.login.getHref(), { replace: true, state })).finally(
          clearCredentials,
        );
      }),
    [navigate],
  );
}
