/**
 * Runs the real server process on PGlite: rows survive a graceful stop and a new start, and
 * SIGTERM drains (readiness 503, requests still answered) and closes cleanly (exit code 0).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cleanUpAfterAll,
  outboxVerifyLink,
  START_PATIENCE_MS,
  startServerProcess,
  type ServerProcess,
  freePort,
} from './server-process';
import { PASSWORD } from '../users-helpers';

const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
let dataDir = '';
let server: ServerProcess | undefined;
const start = () => startServerProcess({ port: PORT, dataDir });

/** The sign-up's mark, sent back as its browser would (the link then asks for no password). */
let signUpMark = '';

async function json(url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), cookie: signUpMark },
    body: body ? JSON.stringify(body) : undefined,
  });
  signUpMark = res.headers.get('set-cookie')?.split(';')[0] ?? signUpMark;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

cleanUpAfterAll(() => ({ server, dataDir }));

describe('the server process', () => {
  it(
    'keeps every row across a graceful restart',
    { timeout: 2 * START_PATIENCE_MS + 30_000 },
    async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-restart-'));
      server = await start();
      expect(
        (await json('/api/users/register/', { email: 'keep@example.com', password: PASSWORD }))
          .status,
      ).toBe(201);

      const link = await outboxVerifyLink(dataDir);
      expect(link).not.toBeNull();
      expect(
        (await json(`/api/users/verify-email/?uuid=${link!.uuid}&token=${link!.token}`)).status,
      ).toBe(200);

      expect(await server.stop()).toBe(0);
      // The second start drains when told to stop, as behind a balancer.
      server = await startServerProcess({ port: PORT, dataDir, env: { DRAIN_SECONDS: '2' } });
      const login = await json('/api/users/login/', {
        email: 'keep@example.com',
        password: PASSWORD,
      });
      expect(login.status).toBe(200);

      // Told to stop, it first says it is not ready (the balancer's check), still answers
      // everything, and then exits cleanly.
      const stopped = server.stop();
      const told = performance.now();
      let ready = 200;
      while (ready === 200 && performance.now() - told < 1000)
        ready = (await fetch(`${base}/api/health/ready/`)).status;
      expect(ready).toBe(503);
      expect(await (await fetch(`${base}/api/health/ready/`)).json()).toEqual({
        data: { status: 'draining' },
      });
      expect((await fetch(`${base}/api/health/`)).status).toBe(200);
      const again = await json('/api/users/login/', {
        email: 'keep@example.com',
        password: PASSWORD,
      });
      expect(again.status).toBe(200);
      expect(await stopped).toBe(0);
      expect(performance.now() - told).toBeGreaterThanOrEqual(2000);
      server = undefined;
    },
  );
});
