import { Navigate, Outlet, useNavigation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignedIn } from '@/lib/use-signed-in';

/** Layout route for protected screens: without an access token the visit becomes /auth/login. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const navigation = useNavigation();
  if (signedIn) return <Outlet />;
  // Signing out already navigates (logout goes home): redirecting too would override it.
  if (navigation.state !== 'idle') return null;
  return <Navigate to={paths.login.getHref()} replace />;
}
