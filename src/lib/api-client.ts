/**
 * The one axios instance for /api: adds the bearer token and the UI language, and on a 401 runs a
 * single refresh (other calls wait, then retry once); a failed refresh ends the session.
 */
import axios, { type AxiosError } from 'axios';
import createAuthRefreshInterceptor from 'axios-auth-refresh';
import { authAtom, store } from './state';
import { currentLanguage } from './i18n';

export const API_BASE = '/api';

export const api = axios.create({ baseURL: API_BASE, timeout: 20_000 });

api.interceptors.request.use((config) => {
  const { accessToken } = store.get(authAtom);
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

interface RefreshAnswer {
  data: { access: string; refresh?: string };
}

async function refreshTokens(failed: AxiosError): Promise<void> {
  const { refreshToken } = store.get(authAtom);
  if (!refreshToken) {
    sessionEndedListeners.forEach((listener) => listener());
    throw failed;
  }
  try {
    // A bare call, so a 401 here cannot start another refresh.
    const answer = await axios.post<RefreshAnswer>(
      `${API_BASE}/users/refresh/`,
      { refresh: refreshToken },
      { timeout: 20_000, headers: { 'Accept-Language': currentLanguage() } },
    );
    const { access, refresh } = answer.data.data;
    store.set(authAtom, { accessToken: access, refreshToken: refresh ?? refreshToken });
  } catch (error) {
    // Offline is not a failed refresh: keep the session and let the call fail as offline.
    if (axios.isAxiosError(error) && !error.response) throw error;
    sessionEndedListeners.forEach((listener) => listener());
    throw error;
  }
}

createAuthRefreshInterceptor(api, refreshTokens, {
  // Only a call that was sent with a token can be saved by a refresh.
  shouldRefresh: (error) =>
    error.response?.status === 401 && Boolean(error.config?.headers?.Authorization),
  deduplicateRefresh: true,
});
