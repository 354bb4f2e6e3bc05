/** What the api client does with a 401: pure, so each case is tested apart from the network. */
import { tokenSubject } from './jwt';
import type { AuthTokens } from './state';

/**
 * - `refresh`: the call was sent with the current access token: renew it (one refresh for all).
 * - `retry`: the token was renewed since the call was sent: send it again with the current one.
 * - `end`: a session is stored but cannot be renewed: end it.
 * - `fail`: nothing to renew (signed out, the session already ended, or another account is signed
 *   in now): the call fails as it is, and no one is told again that the session ended.
 */
export type UnauthorizedAction = 'refresh' | 'retry' | 'end' | 'fail';

/**
 * @param sentAuthorization the call's Authorization header (`Bearer …`), if it had one
 * @param current the tokens stored now
 * @param endedRefreshToken the refresh token whose failure already ended a session
 */
export function onUnauthorized(
  sentAuthorization: string | null,
  current: AuthTokens,
  endedRefreshToken: string | null,
): UnauthorizedAction {
  const sent = sentAuthorization?.replace(/^Bearer\s+/i, '') || null;
  if (!sent) return 'fail';
  if (!current.refreshToken) return current.accessToken ? 'end' : 'fail';
  if (current.refreshToken === endedRefreshToken) return 'fail';
  if (current.accessToken && current.accessToken !== sent) {
    const sameAccount =
      tokenSubject(sent) !== null && tokenSubject(sent) === tokenSubject(current.accessToken);
    return sameAccount ? 'retry' : 'fail';
  }
  return 'refresh';
}
