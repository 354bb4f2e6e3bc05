/**
 * Migrates one template database before the API tests; every test file then starts from a copy of
 * it (a PGlite data dump, or PostgreSQL's `CREATE DATABASE … TEMPLATE`), which is much faster.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '@server/db/client';
import { pgliteTemplateFile, templateDb, withDatabaseName } from './db-template';

export default async function setup() {
  process.env.VITEST_RUN_ID = randomUUID();
  // tests/api/process starts the server bundle `npm start` runs: built here when its sources changed
  // (in CI the build step made it already, and this only compares hashes).
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs', '--only', 'server'], {
    stdio: 'inherit',
  });
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb(url)} with (force)`);
    await admin.query(`create database ${templateDb(url)}`);
    await admin.end();
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabaseName(url, templateDb(url)),
      poolSize: 1,
    });
    await database.close();
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  const dump = await database.dumpDataDir!();
  await writeFile(pgliteTemplateFile(), Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return async () => {
    await rm(pgliteTemplateFile(), { force: true });
  };
}
