/**
 * Keeps DATA_DIR readable by its owner only (0700 directories, 0600 files): it holds the database,
 * the JWT secret and the mail outbox. PGlite sets its own file modes (0666) whatever the umask.
 */
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Serious enough for a server: the process creates everything owner-only from here on. */
export const OWNER_ONLY_UMASK = 0o077;

/** What the server keeps in DATA_DIR; anything else someone put there is left alone. */
const OURS = ['pglite', 'mail', 'jwt-secret'];

/** Takes group and other rights off `root` and everything under it; never adds any, never follows links. */
export async function restrictToOwner(root: string, recursive = true): Promise<void> {
  const stats = await lstat(root).catch(() => null);
  if (!stats || stats.isSymbolicLink()) return;
  if (stats.mode & 0o077) await chmod(root, stats.mode & 0o7700).catch(() => undefined);
  if (!stats.isDirectory() || !recursive) return;
  const names = await readdir(root).catch(() => []);
  await Promise.all(names.map((name) => restrictToOwner(path.join(root, name))));
}

/** DATA_DIR itself and what the server keeps in it (the database, the outbox, the JWT secret). */
export async function restrictDataDir(dataDir: string): Promise<void> {
  await restrictToOwner(dataDir, false);
  await Promise.all(OURS.map((name) => restrictToOwner(path.join(dataDir, name))));
}
