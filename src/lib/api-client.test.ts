/**
 * The refresh interceptor against a fake API on 127.0.0.1 that each test drives step by step: when
 * each call is refused and when the refresh is answered.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
} from 'vitest';
import { api, apiConfig, onSessionEnded, renewAccessToken, signingOut } from './api-client';
import { authAtom, store } from './state';

vi.mock('./i18n', () => ({ currentLanguage: () => 'en' }));

const CALLS = 20;
const THIRD = Math.ceil(CALLS / 3);

/** A token whose payload names the user (the client reads, never verifies, it). */
function token(sub: string, n: string) {
  return `${n}.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.sig`;
}
const OLD = token('user-1', 'old');
const NEW = token('user-1', 'new');

interface Seen {
  path: string;
  authorization: string | undefined;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const refuse = (response: ServerResponse) => send(response, 401, { detail: 'Token expired' });

/**
 * The API. A call with the new token is answered at once; a call with any other token is held
 * until the test refuses it (sent again, it is refused at once). Refreshes are held until the test
 * answers them; any refresh after that is answered at once, the same way.
 */
function fakeApi() {
  const seen: Seen[] = [];
  /** The refresh token each refresh carried, in the order they came. */
  const refreshes: (string | null)[] = [];
  const held: ServerResponse[] = [];
  const heldRefreshes: ServerResponse[] = [];
  let refreshStatus: number | null = null;
  const checks = new Set<() => void>();

  const answerRefresh = (response: ServerResponse, status: number) =>
    status === 200
      ? send(response, 200, { data: { access: NEW, refresh: 'refresh-2' } })
      : send(response, status, { detail: 'Token is invalid or expired' });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    const authorization = request.headers.authorization;
    if (path === '/api/users/refresh/') {
      const { refresh } = JSON.parse(await text(request)) as { refresh: string | null };
      refreshes.push(refresh);
      if (refreshStatus === null) heldRefreshes.push(response);
      else answerRefresh(response, refreshStatus);
    } else {
      const again = seen.some((s) => s.path === path);
      seen.push({ path, authorization });
      if (authorization === `Bearer ${NEW}`) send(response, 200, { data: { path } });
      else if (again) refuse(response);
      else held.push(response);
    }
    checks.forEach((check) => check());
  };

  return {
    handle,
    seen,
    refreshes,
    heldCount: () => held.length,
    /** Answers 401 to the first `count` calls held. */
    refuse(count: number) {
      held.splice(0, count).forEach(refuse);
    },
    answerRefreshes(status: number) {
      refreshStatus = status;
      heldRefreshes.splice(0).forEach((response) => answerRefresh(response, status));
    },
    /** Resolves once `test` holds, checked after each request. */
    until(test: () => boolean): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (!test()) return;
          checks.delete(check);
          resolve();
        };
        checks.add(check);
        check();
      });
    },
  };
}

let server: Server;
let current: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  server = createServer((request, response) => void current.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The client's relative /api addresses, on the fake server.
  apiConfig.baseURL = `${origin}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Each time the client ends the session (a refresh refused). */
let ended: Mock<() => void>;
let stopListening: () => void;
beforeEach(() => {
  current = fakeApi();
  ended = vi.fn();
  stopListening = onSessionEnded(ended);
});
afterEach(() => {
  stopListening();
  store.set(authAtom, { accessToken: null, refreshToken: null });
});

const paths = Array.from({ length: CALLS }, (_, i) => `/cv/get_cv/${i}/`);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The authorization each call was sent with, in order, by path. */
function sentWith(path: string) {
  return current.seen.filter((s) => s.path === `/api${path}`).map((s) => s.authorization);
}

/**
 * The 20 calls, all sent with the expired token, are refused in three waves: a third start the
 * refresh, a third come while it runs, and the rest once the client has its answer (`answered`).
 */
async function refuseInWaves(refreshStatus: number, answered: () => Promise<void>) {
  await current.until(() => current.heldCount() === CALLS);
  current.refuse(THIRD);
  await current.until(() => current.refreshes.length === 1);
  current.refuse(THIRD);
  // Their 401s reach the client before the refresh is answered.
  await pause(50);
  current.answerRefreshes(refreshStatus);
  await answered();
  current.refuse(CALLS - 2 * THIRD);
}

describe('the api client on an expired access token', () => {
  it('20 calls refused before, during and after the refresh make one refresh, and each is sent again with the new token', async () => {
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-1' });
    const answers = Promise.all(paths.map((path) => api.get(path)));
    // The client has the new token once a call comes with it.
    await refuseInWaves(200, () =>
      current.until(() => current.seen.some((s) => s.authorization === `Bearer ${NEW}`)),
    );
    expect((await answers).map((a) => a.status)).toEqual(paths.map(() => 200));
    expect(current.refreshes).toEqual(['refresh-1']);
    for (const path of paths)
      expect(sentWith(path), path).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(store.get(authAtom)).toEqual({ accessToken: NEW, refreshToken: 'refresh-2' });
    expect(ended).not.toHaveBeenCalled();
  });

  it('a refresh that fails while 20 calls wait ends the session once, and the 401s that come before the app has cleared it ask for no second refresh', async () => {
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-revoked' });
    // No listener clears the credentials here (the app's does at once): the late 401s meet the
    // ended session still stored.
    const results = Promise.allSettled(paths.map((path) => api.get(path)));
    await refuseInWaves(401, () => vi.waitFor(() => expect(ended).toHaveBeenCalled()));
    expect((await results).map((r) => r.status)).toEqual(paths.map(() => 'rejected'));
    expect(store.get(authAtom).refreshToken).toBe('refresh-revoked');
    // The ended refresh token was sent once, and no call was sent again.
    expect(current.refreshes).toEqual(['refresh-revoked']);
    expect(current.seen.map((s) => s.authorization)).toEqual(paths.map(() => `Bearer ${OLD}`));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('20 calls refused while a renewal the app asked for runs (a new username) wait for that renewal: one refresh', async () => {
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-1' });
    // As useChangeUsername does: the renewal starts while the refetched queries are out.
    const answers = Promise.all(paths.map((path) => api.get(path)));
    await current.until(() => current.heldCount() === CALLS);
    const renewal = renewAccessToken();
    await current.until(() => current.refreshes.length === 1);
    current.refuse(CALLS);
    // Their 401s reach the client before the refresh is answered.
    await pause(50);
    current.answerRefreshes(200);
    await Promise.allSettled([renewal, answers]);
    expect(current.refreshes).toEqual(['refresh-1']);
    await renewal;
    expect((await answers).map((a) => a.status)).toEqual(paths.map(() => 200));
    for (const path of paths)
      expect(sentWith(path), path).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(store.get(authAtom)).toEqual({ accessToken: NEW, refreshToken: 'refresh-2' });
  });

  it('a renewal that fails after the session ended, before the app has cleared it, does not end it again', async () => {
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-revoked-2' });
    current.answerRefreshes(401);
    const call = api.get(paths[0]!);
    await current.until(() => current.heldCount() === 1);
    current.refuse(1);
    await expect(call).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
    // A new username's renewal that comes after the end, while the login screen is on its way.
    await expect(renewAccessToken()).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("a session that ends before the app listens (the boot's first call) is told to the first listener, once, while it is still the one stored", async () => {
    stopListening();
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-before-the-app' });
    current.answerRefreshes(401);
    const call = api.get(paths[0]!);
    await current.until(() => current.heldCount() === 1);
    current.refuse(1);
    await expect(call).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
    // The app comes up and listens: it hears of the end now, and a second listener does not.
    stopListening = onSessionEnded(ended);
    expect(ended).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onSessionEnded(late)();
    expect(late).not.toHaveBeenCalled();
    expect(store.get(authAtom).refreshToken).toBe('refresh-before-the-app');

    // Ended unheard again, but someone signed in meanwhile: their session is not the one that ended.
    stopListening();
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-ended-unheard' });
    const second = api.get(paths[1]!);
    await current.until(() => current.heldCount() === 1);
    current.refuse(1);
    await expect(second).rejects.toThrow();
    store.set(authAtom, { accessToken: NEW, refreshToken: 'refresh-signed-in-again' });
    stopListening = onSessionEnded(ended);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("a call refused during the user's own sign-out ends no session; once a failed sign-out is undone, a failed refresh ends it", async () => {
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-signing-out' });
    current.answerRefreshes(401);
    const undo = signingOut('refresh-signing-out');
    const refused = api.get(paths[0]!);
    await current.until(() => current.heldCount() === 1);
    current.refuse(1);
    await expect(refused).rejects.toThrow();
    // The session is ending: no refresh is asked for, and no one is told it ended.
    expect(current.refreshes).toEqual([]);
    expect(ended).not.toHaveBeenCalled();
    // The sign-out did not go through: the session is the user's again, and its end is told.
    undo();
    await expect(api.get(paths[0]!)).rejects.toThrow();
    expect(current.refreshes).toEqual(['refresh-signing-out']);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
