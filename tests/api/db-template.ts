import os from 'node:os';
import path from 'node:path';

/**
 * The migrated template on the server DATABASE_URL names, called after that URL's database, so
 * runs against two databases of one server (CI's, a developer's) never drop each other's.
 */
export function templateDb(url: string): string {
  const name = new URL(url).pathname.slice(1).replace(/[^a-z0-9_]/gi, '_') || 'postgres';
  return `cv_template_${name}`.slice(0, 63);
}

export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), `cv-test-template-${process.env.VITEST_RUN_ID ?? 'local'}.tar`);
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
