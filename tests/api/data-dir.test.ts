/**
 * Runs the real server process on PGlite: DATA_DIR, its database and its mail outbox are the
 * owner's alone (0700 directories, 0600 files), and the info log never carries a mailed link.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './users-helpers';

const PORT = 3990 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${PORT}`;
let dataDir = '';
let child: ChildProcess | undefined;
let log = '';

async function startServer(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(dataDir, 'none'),
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start:\n${log}`);
}

/** Every path under `root` with its permission bits, links not followed. */
async function modes(root: string): Promise<Array<{ file: string; mode: number; dir: boolean }>> {
  const stats = await lstat(root);
  const here = { file: root, mode: stats.mode & 0o777, dir: stats.isDirectory() };
  if (!stats.isDirectory()) return [here];
  const names = await readdir(root);
  const below = await Promise.all(names.map((name) => modes(path.join(root, name))));
  return [here, ...below.flat()];
}

afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('DATA_DIR of the server process', () => {
  it('is owner-only, and the info log has no mailed link', { timeout: 90_000 }, async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'cv-datadir-')), 'data');
    // An outbox left open by an older version is closed too.
    await mkdir(path.join(dataDir, 'mail'), { recursive: true });
    await writeFile(path.join(dataDir, 'mail', 'old.eml'), 'x');
    await chmod(path.join(dataDir, 'mail', 'old.eml'), 0o666);
    await chmod(path.join(dataDir, 'mail'), 0o777);
    await chmod(dataDir, 0o755);

    child = await startServer();
    const register = await fetch(`${base}/api/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'modes@example.com', password: PASSWORD }),
    });
    expect(register.status).toBe(201);
    for (let i = 0; i < 100 && !log.includes('mail written to the outbox'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(log).toContain('mail written to the outbox');
    const mails = await readdir(path.join(dataDir, 'mail'));
    expect(mails.length).toBe(2);
    const mail = (
      await readFile(
        path.join(
          dataDir,
          'mail',
          mails.find((m) => m !== 'old.eml')!,
        ),
      )
    )
      .toString()
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const [, uuid, token] = /verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(mail)!;
    // The link opened (the app's page) and used (the API call): the request log shows neither token.
    await fetch(`${base}/verify-email/${uuid}/${token}`);
    expect(
      (await fetch(`${base}/api/users/verify-email/?uuid=${uuid}&token=${token}`)).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(log).toContain(`/api/users/verify-email/?uuid=${uuid}&token=[redacted]`);
    expect(log).not.toContain(token);
    const all = await modes(dataDir);
    expect(
      all.filter((m) => m.file.includes(`${path.sep}pglite${path.sep}`)).length,
    ).toBeGreaterThan(100);
    const open = all.filter((m) => (m.dir ? m.mode !== 0o700 : (m.mode & 0o077) !== 0));
    expect(open.map((m) => `${m.mode.toString(8)} ${path.relative(dataDir, m.file)}`)).toEqual([]);
  });
});
