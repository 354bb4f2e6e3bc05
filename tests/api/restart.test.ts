/**
 * Runs the real server process on PGlite: rows survive a graceful stop and a new start, and
 * SIGTERM closes cleanly (exit code 0).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './users-helpers';

const PORT = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}`;
let dataDir = '';
let child: ChildProcess | undefined;

async function startServer(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(dataDir, 'none'),
  };
  delete env.DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('server did not start');
}

function stop(proc: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    proc.once('exit', (code) => resolve(code));
    proc.kill('SIGTERM');
  });
}

async function json(url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('keeps every row across a graceful restart', { timeout: 90_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-restart-'));
    child = await startServer();
    expect(
      (await json('/api/users/register/', { email: 'keep@example.com', password: PASSWORD }))
        .status,
    ).toBe(201);

    let link: RegExpExecArray | null = null;
    for (let i = 0; i < 50 && !link; i++) {
      const files = await readdir(path.join(dataDir, 'mail')).catch(() => []);
      for (const file of files) {
        const text = (await readFile(path.join(dataDir, 'mail', file), 'utf8'))
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        link = /verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(text) ?? link;
      }
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    expect(link).not.toBeNull();
    expect((await json(`/api/users/verify-email/?uuid=${link![1]}&token=${link![2]}`)).status).toBe(
      200,
    );

    expect(await stop(child)).toBe(0);
    child = await startServer();
    const login = await json('/api/users/login/', {
      email: 'keep@example.com',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(await stop(child)).toBe(0);
    child = undefined;
  });
});
