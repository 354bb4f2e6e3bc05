/** Starting and ending a session: tokens in `auth`, with username and premium mirrored as the spec says. */
import { authAtom, isPremiumAtom, store, usernameAtom } from '../../lib/state';

export interface SessionUser {
  uuid: string;
  email: string;
  username: string | null;
  is_premium: boolean;
}

export interface AuthAnswer {
  data: { tokens: { access: string; refresh: string }; user: SessionUser };
}

export class TokenFormatError extends Error {
  constructor() {
    super('Token format error');
  }
}

type Cleanup = () => void | Promise<void>;
const cleanups = new Set<Cleanup>();

/** Features register what must go when a user signs out (e.g. the wizard draft). */
export function onSignOut(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function startSession(answer: AuthAnswer['data']): void {
  const { tokens, user } = answer ?? {};
  if (!tokens?.access || !tokens?.refresh) throw new TokenFormatError();
  store.set(authAtom, { accessToken: tokens.access, refreshToken: tokens.refresh });
  store.set(usernameAtom, user?.username ?? null);
  store.set(isPremiumAtom, Boolean(user?.is_premium));
}

export async function clearSession(): Promise<void> {
  store.set(authAtom, { accessToken: null, refreshToken: null });
  localStorage.removeItem('accessToken');
  localStorage.removeItem('refreshToken');
  store.set(usernameAtom, null);
  store.set(isPremiumAtom, null);
  await Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
}
