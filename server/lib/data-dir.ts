/**
 * Checks at start that DATA_DIR can be written and has room, so a read-only or full disk ends the
 * process with one line naming the path and the cause instead of a stack trace later.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  statfsSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** Less free space than this and PGlite cannot even create its files (a fresh one takes ~40 MB). */
export const DATA_DIR_MIN_FREE_BYTES = 16 * 1024 * 1024;

/** The bytes written and removed to prove the directory takes writes (one file-system block). */
const PROBE_BYTES = 4096;

const CAUSES: Record<string, string> = {
  ENOTDIR: 'a part of the path is a file, not a directory',
  EEXIST: 'it is a file, not a directory',
  EROFS: 'it is on a read-only file system',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ELOOP: 'the path has a loop of symbolic links',
  ENAMETOOLONG: 'the path is too long',
};

export class DataDirError extends Error {
  constructor(
    readonly dir: string,
    cause: string,
    readonly code?: string,
  ) {
    super(`DATA_DIR ${dir} cannot be used: ${cause}${code ? ` (${code})` : ''}.`);
  }
}

function describe(error: unknown, dir: string): DataDirError {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const known = typeof code === 'string' ? CAUSES[code] : undefined;
  if (known) return new DataDirError(dir, known, String(code));
  return new DataDirError(dir, typeof message === 'string' ? message : String(error));
}

/** Creates DATA_DIR if needed, writes and removes a probe file, and checks the free space. */
export function checkDataDir(dir: string, minFreeBytes = DATA_DIR_MIN_FREE_BYTES): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    const fd = openSync(probe, 'w', 0o600);
    try {
      writeSync(fd, Buffer.alloc(PROBE_BYTES));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      unlinkSync(probe);
    }
  } catch (error) {
    throw describe(error, dir);
  }
  const fs = statfsSync(dir);
  const free = fs.bavail * fs.bsize;
  if (free < minFreeBytes) {
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    throw new DataDirError(
      dir,
      `the disk is full: ${mib(free)} free, the server needs at least ${mib(minFreeBytes)}`,
      'ENOSPC',
    );
  }
}
