import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictDataDir, restrictToOwner } from './owner-only';

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const mode = async (file: string) => (await stat(file)).mode & 0o7777;
/** The modes of paths under the test's root, in order. */
const modes = (...files: string[]) => Promise.all(files.map((f) => mode(path.join(root, f))));

describe('restrictToOwner', () => {
  it('takes group and other rights off every directory and file, and keeps the owner’s', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'owner-only-'));
    await mkdir(path.join(root, 'pglite/base'), { recursive: true });
    await writeFile(path.join(root, 'pglite/base/1259'), 'x');
    await writeFile(path.join(root, 'run.sh'), 'x');
    await chmod(root, 0o755);
    await chmod(path.join(root, 'pglite'), 0o777);
    await chmod(path.join(root, 'pglite/base/1259'), 0o666);
    await chmod(path.join(root, 'run.sh'), 0o755);
    const outside = path.join(root, '..', `${path.basename(root)}-outside`);
    await writeFile(outside, 'x', { mode: 0o644 });
    await symlink(outside, path.join(root, 'link'));

    await restrictToOwner(root);

    expect(await modes('.', 'pglite', 'pglite/base', 'run.sh')).toEqual([
      0o700, 0o700, 0o700, 0o700,
    ]);
    expect(await mode(path.join(root, 'pglite/base/1259'))).toBe(0o600);
    // A link is not followed: what it points to is not ours to change.
    expect(await mode(outside)).toBe(0o644);
    await rm(outside);
  });

  it('in DATA_DIR, touches only what the server keeps there', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'owner-only-'));
    await mkdir(path.join(root, 'mail'), { mode: 0o755 });
    await writeFile(path.join(root, 'mail/a.eml'), 'x', { mode: 0o644 });
    await writeFile(path.join(root, 'jwt-secret'), 'x', { mode: 0o644 });
    await mkdir(path.join(root, 'backups'), { mode: 0o755 });
    await writeFile(path.join(root, 'backups/notes.txt'), 'x', { mode: 0o644 });
    await chmod(root, 0o755);
    await restrictDataDir(root);
    expect(await modes('.', 'mail', 'mail/a.eml', 'jwt-secret')).toEqual([
      0o700, 0o700, 0o600, 0o600,
    ]);
    // Not the server's: left as it was.
    expect(await mode(path.join(root, 'backups/notes.txt'))).toBe(0o644);
  });

  it('is quiet about a directory that does not exist', async () => {
    await expect(restrictToOwner('/nonexistent/cv-data')).resolves.toBeUndefined();
  });
});
