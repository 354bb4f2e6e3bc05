/**
 * The real server as its own process on PGlite, for tests of what only a process shows: the bundle
 * `npm start` runs (dist-server/index.js, brought up to date by the API tests' global setup).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A port nothing listens on now, chosen by the system. Random picks from a small range collided
 * between test files running side by side, and one then tested the other's server.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port given'))));
    });
  });
}

/** What `npm start` runs, started without npm: plain JavaScript, no compiling at start. */
export const SERVER_COMMAND = [process.execPath, path.resolve('dist-server/index.js')];

/**
 * How long a server process may take to answer its health check. A start takes a second or two
 * alone, and over a minute beside the other test forks on a two-core machine that is busy with
 * other work too (seen in the loaded runs of issue 52): patient enough for that, and still an end
 * for a server that hangs. A test that starts servers allows this per start.
 */
export const START_PATIENCE_MS = 150_000;

export interface ServerProcess {
  proc: ChildProcess;
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  log(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/** Once the file's tests are done: kills the server left running and removes its data folder. */
export function cleanUpAfterAll(current: () => { server?: ServerProcess; dataDir: string }) {
  afterAll(async () => {
    const { server, dataDir } = current();
    server?.proc.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
}

export async function startServerProcess(options: {
  /** The port to listen on; a free one the system gives when left out. */
  port?: number;
  dataDir: string;
  logLevel?: 'info' | 'warn';
  /** More settings, over the test's own. */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: options.logLevel ?? 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(options.dataDir, 'none'),
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  // Output is always kept, so a start that fails says why.
  const proc = spawn(SERVER_COMMAND[0]!, SERVER_COMMAND.slice(1), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  proc.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = () =>
    new Promise<number | null>((resolve) => {
      proc.once('exit', (code) => resolve(code));
      proc.kill('SIGTERM');
    });
  const deadline = Date.now() + START_PATIENCE_MS;
  while (Date.now() < deadline && proc.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return { proc, base, log: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start (exit ${String(proc.exitCode)}):\n${log}`);
}

/** The verify-email link of a mail in the outbox (DATA_DIR/mail), as {uuid, token}, once one is there. */
export async function outboxVerifyLink(dataDir: string, skip: string[] = []) {
  for (let i = 0; i < 50; i++) {
    const files = await readdir(path.join(dataDir, 'mail')).catch(() => []);
    for (const file of files.filter((f) => !skip.includes(f))) {
      // Quoted-printable: soft line breaks and an encoded `=`.
      const text = (await readFile(path.join(dataDir, 'mail', file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = /verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(text);
      if (link) return { uuid: link[1]!, token: link[2]! };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}
