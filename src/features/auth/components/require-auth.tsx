import { Navigate, Outlet, useNavigation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignedIn } from '@/lib/use-signed-in';
import { sessionEnded } from '../session';
import type { LoginState } from '../utils/nav-state';

/**
 * Layout route for protected screens: without an access token the visit becomes /auth/login, which
 * says the session has expired when a failed refresh is why.
 */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const navigation = useNavigation();
  if (signedIn) return <Outlet />;
  // Signing out already navigates (logout goes home): redirecting too would override it.
  if (navigation.state !== 'idle') return null;
  const state: LoginState | undefined = sessionEnded() ? { notice: 'sessionEnded' } : undefined;
  return <Navigate to={paths.login.getHref()} replace state={state} />;
}
