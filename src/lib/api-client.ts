/**
 * The one axios instance for /api: adds the bearer token and the UI language, and on a 401 runs a
 * single refresh (other calls wait, then retry once); a failed refresh ends the session once.
 */
import axios, { type AxiosError } from 'axios';
import createAuthRefreshInterceptor from 'axios-auth-refresh';
import { authAtom, store } from './state';
import { currentLanguage } from './i18n';
import { tokenSubject } from './jwt';
import { onUnauthorized } from './refresh-policy';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The account (JWT `sub`) a call was first sent for; a retry is never sent as another one. */
    sentFor?: string | null;
  }
}

export const API_BASE = '/api';

export const api = axios.create({ baseURL: API_BASE, timeout: 20_000 });

api.interceptors.request.use((config) => {
  const { accessToken } = store.get(authAtom);
  const user = tokenSubject(accessToken);
  // A call that waited for a refresh while its account signed out (and maybe another signed in)
  // must not go out with someone else's token: it could write one account's CV into another's.
  if (config.sentFor !== undefined && config.sentFor !== user) {
    throw new axios.CanceledError('The session changed before the call could be retried');
  }
  config.sentFor = user;
  // Set on every send, so a call retried after a refresh carries the new token.
  if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** The app registers what to do when the session cannot be renewed (clear it, go to login). */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** The refresh token whose failure ended a session: later 401s never announce it again. */
let endedRefreshToken: string | null = null;

function endSession(refreshToken: string | null) {
  if (refreshToken !== null && refreshToken === endedRefreshToken) return;
  endedRefreshToken = refreshToken;
  sessionEndedListeners.forEach((listener) => listener());
}

interface RefreshAnswer {
  data: { access: string; refresh?: string };
}

/** The refresh under way, shared by every call that meets a 401 until it settles. */
let refreshing: Promise<void> | null = null;

async function runRefresh(): Promise<void> {
  const { refreshToken } = store.get(authAtom);
  try {
    // A bare call, so a 401 here cannot start another refresh.
    const answer = await axios.post<RefreshAnswer>(
      `${API_BASE}/users/refresh/`,
      { refresh: refreshToken },
      { timeout: 20_000, headers: { 'Accept-Language': currentLanguage() } },
    );
    // Signed out (or in as someone else) meanwhile: these tokens belong to no one any more.
    if (store.get(authAtom).refreshToken !== refreshToken) {
      throw new axios.CanceledError('The session changed during the refresh');
    }
    const { access, refresh } = answer.data.data;
    store.set(authAtom, { accessToken: access, refreshToken: refresh ?? refreshToken });
  } catch (error) {
    // Offline is not a failed refresh: keep the session and let the call fail as offline.
    if (axios.isCancel(error) || (axios.isAxiosError(error) && !error.response)) throw error;
    if (store.get(authAtom).refreshToken === refreshToken) endSession(refreshToken);
    throw error;
  }
}

/** Asks for a new access token now (the one refresh under way, if any), e.g. after a rename. */
export function renewAccessToken(): Promise<void> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function renewSession(failed: AxiosError): Promise<void> {
  const sent = failed.config?.headers?.Authorization;
  const tokens = store.get(authAtom);
  switch (onUnauthorized(typeof sent === 'string' ? sent : null, tokens, endedRefreshToken)) {
    case 'retry':
      // Refused with a token already renewed: the library sends it again with the current one.
      return Promise.resolve();
    case 'refresh':
      return renewAccessToken();
    case 'end':
      endSession(tokens.refreshToken);
      return Promise.reject(failed);
    case 'fail':
      return Promise.reject(failed);
  }
}

// axios-auth-refresh shares its refresh promise with every 401 that arrives while it runs and
// pauses calls sent meanwhile. `deduplicateRefresh: true` would instead reject those 401s
// (axios-auth-refresh#307), and the library forgets its refresh once a retried call completes, so
// a late 401 for a call sent with the old token comes to `renewSession`, which only retries it.
// tests/e2e/session-refresh.spec.ts pins this: one refresh, every call answered, no error shown.
createAuthRefreshInterceptor(api, renewSession, {
  // Only a call that was sent with a token can be saved by a refresh.
  shouldRefresh: (error) =>
    error.response?.status === 401 && Boolean(error.config?.headers?.Authorization),
  deduplicateRefresh: false,
});
