import { paths } from '@/config/paths';
import type { SessionUser } from '../session';

/** Where a fresh session goes: a user without a username picks one first. */
export function afterSignInPath(user: Pick<SessionUser, 'username'> | null | undefined): string {
  return user?.username ? paths.dashboard.getHref() : paths.setUsername.getHref();
}

/** The landing page's username claim box leaves its text here for the set-username screen. */
export { USERNAME_PREFILL_KEY } from '@/config/storage-keys';
