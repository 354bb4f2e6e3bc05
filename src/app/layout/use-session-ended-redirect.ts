import { useEffect } from 'react';
import { useMatches, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearEndedSession } from '@/features/auth/session';
import type { LoginState } from '@/features/auth/utils/nav-state';
import { onSessionEnded } from '@/lib/api-client';

/** The id of the route that holds the protected screens (RequireAuth). */
export const PROTECTED_ROUTE_ID = 'protected';

/**
 * When a refresh fails the credentials are cleared and the user goes to the login screen, which
 * says why. Unlike a logout, the wizard draft and the waiting CV changes stay for the next sign-in.
 */
export function useSessionEndedRedirect() {
  const navigate = useNavigate();
  const matches = useMatches();
  const onProtectedScreen = matches.some((match) => match.id === PROTECTED_ROUTE_ID);
  useEffect(
    () =>
      onSessionEnded(() => {
        clearEndedSession();
        // A protected screen's RequireAuth sends to login itself, with the notice, as soon as the
        // cleared credentials are drawn: one navigation, whatever React draws first.
        if (onProtectedScreen) return;
        const state: LoginState = { notice: 'sessionEnded' };
        void navigate(paths.login.getHref(), { replace: true, state });
      }),
    [navigate, onProtectedScreen],
  );
}
