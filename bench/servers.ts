/** Starts the real server as a child process (as `npm start` does) for measurements, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface RunningServer {
  url: string;
  /** The server process's id (its Chromium for PDFs runs as its child). */
  pid: number;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or an OOM killer would. */
  kill(): Promise<void>;
}

const START_SECONDS = 120;

export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // The compiled server, as `npm start` runs it (the caller builds it first); node itself, so a
  // signal reaches the server process.
  const child: ChildProcess = spawn(process.execPath, ['dist-server/index.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  // A busy two-core machine took 22 s to start one on PGlite; giving up silently at 30 s, as this
  // once did, left the stage to fail later on a refused connection that named no cause.
  const deadline = performance.now() + START_SECONDS * 1000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('server exited while starting');
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on ${url} did not answer /api/health/ within ${START_SECONDS} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    // Safe to call again: a process that has exited (or was killed) resolves at once.
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Node's bare http server sending `file` (and its .br and .gz) for every request, with the headers
 * in the JSON file `headersFile` if given.
 */
export async function startBareServer(
  file: string,
  port: number,
  headersFile?: string,
): Promise<RunningServer> {
  const args = ['bench/bare-server.mjs', file, String(port), ...(headersFile ? [headersFile] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', () => reject(new Error('the bare server exited while starting')));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop, kill: stop };
}

/**
 * The CPU time a process has used so far (user and system, all its threads) in ms, or null where
 * /proc is not (not Linux). Unlike requests per second, it hardly moves when others share the CPU.
 */
export function cpuMs(pid: number): number | null {
  try {
    // utime and stime, in the clock ticks of USER_HZ (100 on Linux), after the process's name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
