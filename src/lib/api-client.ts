/**
 * The one client for /api, on the platform's fetch: adds the bearer token and the UI language, and
 * on a 401 runs a single refresh (calls refused or sent meanwhile wait for it, then go again once);
 * a failed refresh ends the session once. A call never goes out again for another account.
 */
import { authAtom, store } from './state';
import { currentLanguage } from './i18n';
import { tokenSubject } from './jwt';
import { onUnauthorized } from './refresh-policy';
import { CallFailure, isCallFailure } from './call-failure';

export const API_BASE = '/api';
const TIMEOUT_MS = 20_000;

export interface CallOptions {
  /** Added to the address as its query: each string, number or boolean (others left out). */
  params?: object;
  headers?: Record<string, string>;
  /** `blob`: a file; else the answer is read as JSON (nothing when it has no body). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** A body for a DELETE. */
  data?: unknown;
  /** A call made without a session (login, sign-up, links): a 401 there is an answer, not an expired token. */
  skipAuthRefresh?: boolean;
}

export interface ApiAnswer<T> {
  data: T;
  status: number;
  headers: Headers;
}

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** The refresh token whose failure ended a session: later 401s never announce it again. */
let endedRefreshToken: string | null = null;

/**
 * A session ended while no one listened: the app's first call (src/app/start.tsx) can fail its
 * refresh before the app is drawn. Told to the first listener while that session is still stored.
 */
let unheardEnd = false;

/** The app registers what to do when the session cannot be renewed (clear it, go to login). */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  if (unheardEnd) {
    unheardEnd = false;
    if (store.get(authAtom).refreshToken === endedRefreshToken) listener();
  }
  return () => sessionEndedListeners.delete(listener);
}

function endSession(refreshToken: string | null) {
  if (refreshToken !== null && refreshToken === endedRefreshToken) return;
  endedRefreshToken = refreshToken;
  if (sessionEndedListeners.size === 0) unheardEnd = true;
  sessionEndedListeners.forEach((listener) => listener());
}

/**
 * A sign-out under way ends this session itself, and the server ends its access tokens at once: a
 * call refused meanwhile (a refetch on the screen being left) must not announce an ended session,
 * whose login screen would come after the sign-out's own navigation. Undo if the sign-out fails.
 */
export function signingOut(refreshToken: string | null): () => void {
  const before = endedRefreshToken;
  endedRefreshToken = refreshToken;
  return () => {
    if (endedRefreshToken === refreshToken) endedRefreshToken = before;
  };
}

/** Where the calls go (tests point it at their own server). */
export const apiConfig = { baseURL: API_BASE };

const isJson = (body: unknown) =>
  body !== undefined &&
  !(body instanceof FormData) &&
  !(body instanceof Blob) &&
  !(body instanceof URLSearchParams);

/** One fetch and its answer read; throws a CallFailure for anything but 2xx. */
async function fetchAnswer<T>(
  method: string,
  url: string,
  body: unknown,
  options: CallOptions,
  headers: Headers,
): Promise<ApiAnswer<T>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.params ?? {}))
    if (['string', 'number', 'boolean'].includes(typeof value)) query.set(key, String(value));
  // Not `query.size`: Safari before 17 has none, and would drop the query.
  const search = query.toString();
  const address = `${apiConfig.baseURL}${url}${search ? `?${search}` : ''}`;
  if (isJson(body)) headers.set('Content-Type', 'application/json');
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS);
  // The caller's signal cancels the call too (AbortSignal.any is too new for Safari 16).
  const cancel = () => timeout.abort();
  options.signal?.addEventListener('abort', cancel);
  /** No answer, or none whole: cancelled by the caller, none in time, or no network. */
  const noAnswer = () =>
    new CallFailure(
      options.signal?.aborted
        ? 'ERR_CANCELED'
        : timeout.signal.aborted
          ? 'ECONNABORTED'
          : 'ERR_NETWORK',
      method,
      url,
    );
  try {
    let response: Response;
    try {
      response = await fetch(address, {
        method,
        headers,
        body:
          body === undefined ? undefined : isJson(body) ? JSON.stringify(body) : (body as BodyInit),
        signal: timeout.signal,
      });
    } catch {
      throw noAnswer();
    }
    let data: unknown = null;
    try {
      if (options.responseType === 'blob' && response.ok) data = await response.blob();
      else {
        const text = await response.text();
        data = text ? (JSON.parse(text) as unknown) : null;
      }
    } catch (error) {
      // A body cut off is no answer; one that is not JSON (a proxy's page) is read as nothing.
      if (!(error instanceof SyntaxError)) throw noAnswer();
    }
    if (!response.ok)
      throw new CallFailure('ERR_BAD_RESPONSE', method, url, {
        status: response.status,
        data,
        headers: response.headers,
      });
    // The caller names the answer's shape; the server's schemas (src/domain) are what it is.
    return { data: data as T, status: response.status, headers: response.headers };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
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
    const answer = await fetchAnswer<RefreshAnswer>(
      'POST',
      '/users/refresh/',
      { refresh: refreshToken },
      {},
      new Headers({ 'Accept-Language': currentLanguage() }),
    );
    // Signed out (or in as someone else) meanwhile: these tokens belong to no one any more.
    if (store.get(authAtom).refreshToken !== refreshToken)
      throw new CallFailure('ERR_CANCELED', 'POST', '/users/refresh/');
    const { access, refresh } = answer.data.data;
    store.set(authAtom, { accessToken: access, refreshToken: refresh ?? refreshToken });
  } catch (error) {
    // Offline is not a failed refresh: keep the session and let the call fail as offline.
    if (isCallFailure(error) && !error.response) throw error;
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

async function call<T>(
  method: string,
  url: string,
  body: unknown,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  /** The account (JWT `sub`) the call was first sent for; a retry is never sent as another one. */
  let sentFor: string | null | undefined;
  for (let attempt = 0; ; attempt++) {
    // A call made while a refresh runs waits for it (a session call only): it goes with the new token.
    if (refreshing && !options.skipAuthRefresh) await refreshing.catch(() => undefined);
    const { accessToken } = store.get(authAtom);
    const user = tokenSubject(accessToken);
    // A call that waited for a refresh while its account signed out (and maybe another signed in)
    // must not go out with someone else's token: it could write one account's CV into another's.
    if (sentFor !== undefined && sentFor !== user)
      throw new CallFailure('ERR_CANCELED', method, url);
    sentFor = user;
    const headers = new Headers(options.headers);
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    headers.set('Accept-Language', currentLanguage());
    try {
      return await fetchAnswer<T>(method, url, body, options, headers);
    } catch (error) {
      const sent = headers.get('Authorization');
      // Only a call that was sent with a token can be saved by a refresh, and only once.
      if (
        attempt > 0 ||
        options.skipAuthRefresh ||
        !sent ||
        !isCallFailure(error) ||
        error.response?.status !== 401
      )
        throw error;
      const tokens = store.get(authAtom);
      switch (onUnauthorized(sent, tokens, endedRefreshToken)) {
        case 'retry':
          // Refused with a token already renewed: sent again with the current one.
          continue;
        case 'refresh':
          await renewAccessToken();
          continue;
        case 'end':
          endSession(tokens.refreshToken);
          throw error;
        case 'fail':
          throw error;
      }
    }
  }
}

export const api = {
  get: <T = unknown>(url: string, options?: CallOptions) => call<T>('GET', url, undefined, options),
  delete: <T = unknown>(url: string, options?: CallOptions) =>
    call<T>('DELETE', url, options?.data, options),
  post: <T = unknown>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>('PUT', url, body, options),
  patch: <T = unknown>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>('PATCH', url, body, options),
};
