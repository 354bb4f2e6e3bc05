/**
 * Starts the real server process with a DATA_DIR it cannot use and checks it ends with one line
 * naming the path and the cause. Root writes through file modes, so "cannot write" is made with a
 * path under a regular file (ENOTDIR, works for any user) and, where this user may mount (root with
 * CAP_SYS_ADMIN), with a read-only or full tmpfs in a private mount namespace (`unshare -m`), which
 * disappears with the process and is never seen by anyone else on the machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../users-helpers';
import { SERVER_COMMAND, START_PATIENCE_MS } from './server-process';

const canMount =
  process.platform === 'linux' &&
  spawnSync('unshare', ['-m', '--propagation', 'private', 'sh', '-c', 'mount -t tmpfs t /mnt'], {
    stdio: 'ignore',
  }).status === 0;

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'cv-startup-'));
});
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function serverEnv(dataDir: string, port = 0): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(scratch, 'no-static'),
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  return env;
}

const SERVER = SERVER_COMMAND;

/** In a private mount namespace: a tmpfs at `dir` prepared by `setup`, then the server. */
function inNamespace(dir: string, setup: string): string[] {
  return ['unshare', '-m', '--propagation', 'private', 'sh', '-c', `${setup} && exec "$@"`, dir];
}

/** Runs the command to its end and answers its exit code and what it wrote to stderr. */
function run(command: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { env });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), START_PATIENCE_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

function expectOneLine(
  result: { code: number | null; stderr: string },
  dir: string,
  cause: RegExp,
) {
  expect(result.code).toBe(2);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`DATA_DIR ${dir} cannot be used`);
  expect(lines[0]).toMatch(cause);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('a DATA_DIR the server cannot use', { timeout: START_PATIENCE_MS + 30_000 }, () => {
  it('ends with one line when a part of the path is a file (ENOTDIR)', async () => {
    const file = path.join(scratch, 'a-file');
    await writeFile(file, 'not a directory');
    const dir = path.join(file, 'data');
    expectOneLine(await run(SERVER, serverEnv(dir)), dir, /not a directory \(ENOTDIR\)/);
  });

  it('ends with one line when DATA_DIR is itself a file', async () => {
    const file = path.join(scratch, 'data-file');
    await writeFile(file, 'not a directory');
    expectOneLine(await run(SERVER, serverEnv(file)), file, /is a file, not a directory/);
  });

  it.runIf(canMount)('ends with one line on a read-only file system (EROFS)', async () => {
    const dir = await mkdtemp(path.join(scratch, 'ro-'));
    const result = await run(
      [...inNamespace(dir, 'mount -t tmpfs -o ro,size=1m cv-test "$0"'), ...SERVER],
      serverEnv(dir),
    );
    expectOneLine(result, dir, /read-only file system \(EROFS\)/);
  });

  it.runIf(canMount)('ends with one line on a full disk (ENOSPC)', async () => {
    const dir = await mkdtemp(path.join(scratch, 'full-'));
    const result = await run(
      [
        ...inNamespace(
          dir,
          'mount -t tmpfs -o size=1m cv-test "$0" && { head -c 2M /dev/zero > "$0/fill" 2>/dev/null || true; }',
        ),
        ...SERVER,
      ],
      serverEnv(dir),
    );
    expectOneLine(result, dir, /the disk is full \(ENOSPC\)/);
  });

  it.runIf(canMount)(
    'ends with one line when too little space is left for the database',
    async () => {
      const dir = await mkdtemp(path.join(scratch, 'small-'));
      const result = await run(
        [...inNamespace(dir, 'mount -t tmpfs -o size=4m cv-test "$0"'), ...SERVER],
        serverEnv(dir),
      );
      expectOneLine(
        result,
        dir,
        /the disk is full: 4\.0 MiB free, the server needs at least 16\.0 MiB/,
      );
    },
  );
});

describe('a database that cannot be reached at start', () => {
  it('ends with one line naming the cause', async () => {
    const env = {
      ...serverEnv(path.join(scratch, 'pg-away')),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
    };
    const result = await run(SERVER, env);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^The database cannot be opened: .*ECONNREFUSED/);
  });
});

describe.runIf(canMount)('a disk that fills while the server runs (PGlite)', () => {
  it(
    'answers 503 disk_full to writes and health says the disk is full',
    { timeout: START_PATIENCE_MS + 60_000 },
    async () => {
      const dir = await mkdtemp(path.join(scratch, 'fills-'));
      const port = 3990 + Math.floor(Math.random() * 9);
      const base = `http://127.0.0.1:${port}`;
      const child = spawn(
        'unshare',
        [
          '-m',
          '--propagation',
          'private',
          'sh',
          '-c',
          'mount -t tmpfs -o size=64m cv-test "$0" && exec "$@"',
          dir,
          ...SERVER,
        ],
        { env: serverEnv(dir, port), stdio: 'ignore' },
      );
      try {
        let healthy = false;
        for (const end = Date.now() + START_PATIENCE_MS; Date.now() < end && !healthy;) {
          healthy = await fetch(`${base}/api/health/`).then(
            (r) => r.ok,
            () => false,
          );
          if (!healthy) await new Promise((r) => setTimeout(r, 100));
        }
        expect(healthy).toBe(true);

        // The tmpfs exists only in the server's namespace; its root is reachable through /proc.
        const inside = path.join(`/proc/${child.pid}/root`, dir);
        spawnSync('sh', ['-c', `head -c 100M /dev/zero > "${inside}/fill"`], { stdio: 'ignore' });

        const register = await fetch(`${base}/api/users/register/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'fi' },
          body: JSON.stringify({ email: 'full.disk@example.com', password: PASSWORD }),
        });
        expect(register.status).toBe(503);
        expect(register.headers.get('retry-after')).toBe('60');
        expect(await register.json()).toMatchObject({ error_code: 'disk_full' });

        const health = await fetch(`${base}/api/health/`);
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({
          error_code: 'disk_full',
          data: { disk: 'full', database: { up: true } },
        });
      } finally {
        child.kill('SIGKILL');
      }
    },
  );
});
