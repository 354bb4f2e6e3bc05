/**
 * Runs the real server process on PGlite: DATA_DIR, its database and its mail outbox are the
 * owner's alone (0700 directories, 0600 files), and the info log never carries a mailed link.
 */
import { chmod, lstat, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cleanUpAfterAll,
  outboxVerifyLink,
  START_PATIENCE_MS,
  startServerProcess,
  type ServerProcess,
} from './server-process';
import { PASSWORD } from '../users-helpers';

let dataDir = '';
let server: ServerProcess | undefined;

/** Every path under `root` with its permission bits, links not followed. */
async function modes(root: string): Promise<Array<{ file: string; mode: number; dir: boolean }>> {
  const stats = await lstat(root);
  const here = { file: root, mode: stats.mode & 0o777, dir: stats.isDirectory() };
  if (!stats.isDirectory()) return [here];
  const names = await readdir(root);
  const below = await Promise.all(names.map((name) => modes(path.join(root, name))));
  return [here, ...below.flat()];
}

cleanUpAfterAll(() => ({ server, dataDir }));

describe('DATA_DIR of the server process', () => {
  it(
    'is owner-only, and the info log has no mailed link',
    { timeout: START_PATIENCE_MS + 30_000 },
    async () => {
      dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'cv-datadir-')), 'data');
      // An outbox left open by an older version is closed too.
      await mkdir(path.join(dataDir, 'mail'), { recursive: true });
      await writeFile(path.join(dataDir, 'mail', 'old.eml'), 'x');
      await chmod(path.join(dataDir, 'mail', 'old.eml'), 0o666);
      await chmod(path.join(dataDir, 'mail'), 0o777);
      await chmod(dataDir, 0o755);

      server = await startServerProcess({ dataDir, logLevel: 'info' });
      const { base, log } = server;
      const register = await fetch(`${base}/api/users/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'modes@example.com', password: PASSWORD }),
      });
      expect(register.status).toBe(201);
      for (let i = 0; i < 100 && !log().includes('mail written to the outbox'); i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(log()).toContain('mail written to the outbox');
      const mails = await readdir(path.join(dataDir, 'mail'));
      expect(mails.length).toBe(2);
      const { uuid, token } = (await outboxVerifyLink(dataDir, ['old.eml']))!;
      // The link opened (the app's page) and used (the API call): the request log shows neither token.
      await fetch(`${base}/verify-email/${uuid}/${token}`);
      // In the sign-up's browser: its mark goes with the link, so no password is asked.
      const cookie = register.headers.get('set-cookie')?.split(';')[0] ?? '';
      expect(
        (
          await fetch(`${base}/api/users/verify-email/?uuid=${uuid}&token=${token}`, {
            headers: { cookie },
          })
        ).status,
      ).toBe(200);
      // Log lines are written together, a tenth of a second after them at most (log-destination.ts).
      const line = `/api/users/verify-email/?uuid=${uuid}&token=[redacted]`;
      for (let i = 0; i < 100 && !log().includes(line); i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(log()).toContain(line);
      expect(log()).not.toContain(token);
      const all = await modes(dataDir);
      expect(
        all.filter((m) => m.file.includes(`${path.sep}pglite${path.sep}`)).length,
      ).toBeGreaterThan(100);
      const open = all.filter((m) => (m.dir ? m.mode !== 0o700 : (m.mode & 0o077) !== 0));
      expect(open.map((m) => `${m.mode.toString(8)} ${path.relative(dataDir, m.file)}`)).toEqual(
        [],
      );
    },
  );
});
