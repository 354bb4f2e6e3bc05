import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, onSessionEnded } from './api-client';
import { authAtom, store } from './state';

vi.mock('./i18n', () => ({ currentLanguage: () => 'en' }));

const CALLS = 20;

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

/**
 * The API on 127.0.0.1. Calls with the expired token are held until all `CALLS` have arrived, so
 * each was sent before any refresh; then their 401s come in three waves: a third at once (they
 * start the refresh), a third while the refresh runs, the rest 50 ms after it was answered. The
 * refresh answers after 100 ms, with new tokens or with `refreshStatus`.
 */
function fakeApi() {
  const seen: Seen[] = [];
  const refreshes: Seen[] = [];
  let refreshStatus = 200;
  const held: ServerResponse[] = [];
  let during: ServerResponse[] = [];
  let after: ServerResponse[] = [];
  const refuse = (responses: ServerResponse[]) =>
    responses
      .filter((r) => !r.headersSent)
      .forEach((r) => {
        r.writeHead(401, { 'content-type': 'application/json' });
        r.end('{"detail":"Token expired"}');
      });
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    const authorization = request.headers.authorization;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/api/users/refresh/') {
      refreshes.push({ path, authorization });
      refuse(during);
      setTimeout(() => {
        if (refreshStatus === 200) json(200, { data: { access: NEW, refresh: 'refresh-2' } });
        else json(refreshStatus, { detail: 'Token is invalid or expired' });
        setTimeout(() => refuse(after), 50);
      }, 100);
      return;
    }
    seen.push({ path, authorization });
    if (authorization === `Bearer ${NEW}`) return json(200, { data: { path } });
    // A call sent again with the expired token is refused at once.
    if (held.length === CALLS) return refuse([response]);
    held.push(response);
    if (held.length === CALLS) {
      const third = Math.ceil(CALLS / 3);
      during = held.slice(third, 2 * third);
      after = held.slice(2 * third);
      refuse(held.slice(0, third));
    }
  };
  return {
    handle,
    seen,
    refreshes,
    failRefreshWith(status: number) {
      refreshStatus = status;
    },
  };
}

let server: Server;
let current: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  server = createServer((request, response) => current.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The client's and its bare refresh call's relative /api addresses, on the fake server.
  api.defaults.baseURL = `${origin}/api`;
  axios.defaults.baseURL = origin;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  current = fakeApi();
});
afterEach(() => {
  store.set(authAtom, { accessToken: null, refreshToken: null });
});

const paths = Array.from({ length: CALLS }, (_, i) => `/cv/get_cv/${i}/`);

describe('the api client on an expired access token', () => {
  it('20 calls refused before, during and after the refresh make one refresh, and each is sent again with the new token', async () => {
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-1' });
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    try {
      const answers = await Promise.all(paths.map((path) => api.get(path)));
      expect(answers.map((a) => a.status)).toEqual(paths.map(() => 200));
      expect(current.refreshes).toHaveLength(1);
      for (const path of paths) {
        expect(
          current.seen.filter((s) => s.path === `/api${path}`).map((s) => s.authorization),
          path,
        ).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
      }
      expect(store.get(authAtom)).toEqual({ accessToken: NEW, refreshToken: 'refresh-2' });
      expect(ended).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('a refresh that fails while 20 calls wait ends the session once, and all 20 fail', async () => {
    store.set(authAtom, { accessToken: OLD, refreshToken: 'refresh-revoked' });
    current.failRefreshWith(401);
    // As the app does: the session is cleared when it ends.
    const ended = vi.fn(() => store.set(authAtom, { accessToken: null, refreshToken: null }));
    const stop = onSessionEnded(ended);
    try {
      const results = await Promise.allSettled(paths.map((path) => api.get(path)));
      expect(results.map((r) => r.status)).toEqual(paths.map(() => 'rejected'));
      expect(current.refreshes).toHaveLength(1);
      expect(ended).toHaveBeenCalledTimes(1);
      // None was sent again without a session.
      expect(current.seen).toHaveLength(CALLS);
    } finally {
      stop();
    }
  });
});
