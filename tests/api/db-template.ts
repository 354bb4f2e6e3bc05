import os from 'node:os';
import path from 'node:path';

export const TEMPLATE_DB = 'cv_test_template';

export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), `cv-test-template-${process.env.VITEST_RUN_ID ?? 'local'}.tar`);
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
