/** Starting and ending a session: tokens in `auth`, with username and premium mirrored as the spec says. */
import { welcomeName } from '@/domain/greeting';
import { keepGreeting } from '@/lib/local-data/greeting';
import { forgetKeptScreens } from '@/lib/local-data/kept-screens';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { authAtom, isPremiumAtom, store, userIdAtom, usernameAtom } from '@/lib/state';

export interface SessionUser {
  uuid: string;
  email: string;
  username: string | null;
  is_premium: boolean;
  /** The name the dashboard welcomes them by (src/domain/greeting.ts); null: the username. */
  first_name?: string | null;
}

export interface AuthAnswer {
  data: { tokens: { access: string; refresh: string }; user: SessionUser };
}

export class TokenFormatError extends Error {
  constructor() {
    super('Token format error');
  }
}

/** Told which account signed out (its JWT `sub`, null if the token could not be read). */
type Cleanup = (userId: string | null) => void | Promise<void>;
const cleanups = new Set<Cleanup>();

/** Features register what must go when a user logs out (e.g. their wizard draft); not when a session merely ends. */
export function onSignOut(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Whether the credentials went because the session could not be renewed, not by a sign-out. */
let endedUnrenewed = false;

/** Whether the login screen a protected screen sends to should say the session has expired. */
export const sessionEnded = (): boolean => endedUnrenewed;

export function startSession(answer: AuthAnswer['data']): void {
  const { tokens, user } = answer ?? {};
  if (!tokens?.access || !tokens?.refresh) throw new TokenFormatError();
  endedUnrenewed = false;
  store.set(authAtom, { accessToken: tokens.access, refreshToken: tokens.refresh });
  const username = user?.username ?? null;
  store.set(usernameAtom, username);
  store.set(isPremiumAtom, Boolean(user?.is_premium));
  // The welcome the first screen says, before the CVs it comes from have arrived (src/owner-shell.ts).
  keepGreeting(username, welcomeName(user?.first_name, username));
}

/**
 * A sign-in call that starts the session with its answer (login, a verification link, Google or
 * Facebook); an answer without both tokens fails with TokenFormatError.
 */
export function signingIn<In>(
  call: (input: In) => Promise<AuthAnswer['data']>,
): (input: In) => Promise<AuthAnswer['data']> {
  return async (input) => {
    const data = await call(input);
    startSession(data);
    return data;
  };
}

/**
 * Removes the credentials only (tokens, username, premium flag): what a failed refresh does (spec:
 * "the session is cleared"). The user's wizard draft and waiting CV changes stay on the device for
 * their next sign-in; the server-state caches go with the account (src/app/session-cleanup.ts).
 */
export function clearCredentials(): void {
  store.set(authAtom, { accessToken: null, refreshToken: null });
  deviceStrings.removeItem(STORAGE_KEYS.legacyAccessToken);
  deviceStrings.removeItem(STORAGE_KEYS.legacyRefreshToken);
  store.set(usernameAtom, null);
  store.set(isPremiumAtom, null);
  keepGreeting(null);
  forgetKeptScreens();
}

/** A refresh failed: the credentials go, and the login screen any protected screen sends to says why. */
export function clearEndedSession(): void {
  endedUnrenewed = true;
  clearCredentials();
}

/** An explicit logout (spec: tokens removed, draft reset): the credentials, then every cleanup. */
export async function signOut(): Promise<void> {
  const userId = store.get(userIdAtom);
  endedUnrenewed = false;
  clearCredentials();
  await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup(userId)));
}
