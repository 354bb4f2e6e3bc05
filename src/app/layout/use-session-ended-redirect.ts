import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { clearSession } from '../../features/auth/session';
import { onSessionEnded } from '../../lib/api-client';

/** When a refresh fails the session is cleared and the user goes to the login screen. */
export function useSessionEndedRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded(() => {
        void clearSession().then(() => navigate(paths.login.getHref(), { replace: true }));
      }),
    [navigate],
  );
}
