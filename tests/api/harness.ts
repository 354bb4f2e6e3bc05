/** Starts the real app on a fresh copy of the migrated test database, with mail captured in memory. */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '@server/app';
import { openDatabase, type Database } from '@server/db/client';
import { contactMessages, cvs, newsletterSubscribers, users } from '@server/db/schema';
import type { Mailer, MailMessage } from '@server/lib/mail';
import { loadSettings, type Settings } from '@server/settings';
import { pgliteTemplateFile, templateDb, withDatabaseName } from './db-template';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's address (none on PGlite). */
  databaseUrl?: string;
  settings: Settings;
  mail: MailMessage[];
  /** Every mail the app tried to send, the ones that failed while the mail server was down too. */
  mailTried: MailMessage[];
  /** While true, every mail fails as if the mail server were down. */
  mailDown: { value: boolean };
  /**
   * The mark the last sign-up left, as a browser keeps its cookie: sent back to the verification
   * link's calls, so the tests' links open in the sign-up's browser unless they say otherwise
   * (`headers: { cookie: '' }`, another browser).
   */
  signUpMark: { value: string | null };
  close(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

async function openTestDatabase(
  shared?: string,
  cLocale = false,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  // Another instance on a database a test already made: its own pool, and the first one drops it.
  if (shared)
    return {
      database: await openDatabase({ kind: 'postgres', url: shared, poolSize: 5 }),
      url: shared,
      drop: async () => undefined,
    };
  if (!url) {
    const template = await readFile(pgliteTemplateFile());
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
    return { database, drop: async () => undefined };
  }
  const name = `cv_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  // A C-locale database is made empty and migrated when the app opens it; the template has the
  // server's locale.
  await admin.query(
    cLocale
      ? `create database ${name} lc_collate 'C' lc_ctype 'C' template template0`
      : `create database ${name} template ${templateDb(url)}`,
  );
  await admin.end();
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabaseName(url, name),
    poolSize: 5,
  });
  return {
    database,
    url: withDatabaseName(url, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: AppDeps['logger'];
    /** A second instance on the first one's PostgreSQL database (the cluster tests). */
    sameDatabaseAs?: TestApp;
    /** PostgreSQL only: a database whose LC_CTYPE and LC_COLLATE are C (lower() folds ASCII alone). */
    cLocale?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-api-'));
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    APP_ORIGIN: 'http://localhost:3000',
    ...env,
  });
  const { database, url, drop } = await openTestDatabase(
    options.sameDatabaseAs?.databaseUrl,
    options.cLocale,
  );
  const mail: MailMessage[] = [];
  const mailTried: MailMessage[] = [];
  const mailDown = { value: false };
  const mailer: Mailer = {
    async send(message) {
      mailTried.push(message);
      if (mailDown.value) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      mail.push(message);
    },
  };
  const app = await buildApp({ settings, database, mailer, logger: options.logger });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: url,
    settings,
    mail,
    mailTried,
    mailDown,
    signUpMark: { value: null },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Stands for what `current()` gives when read (inside tests and hooks, once it started): a test app
 * or a fake started in `beforeAll`.
 */
export function running<T extends object>(current: () => T | undefined): T {
  // Every field is read from the one that is running at the time of the read.
  return new Proxy({} as T, {
    get(_, field) {
      const started = current();
      if (!started) throw new Error('the test app starts in beforeAll');
      return Reflect.get(started, field);
    },
  });
}

/**
 * The test file's app: started before its tests, closed after them. The object stands for the app
 * that is running (read its fields inside tests and hooks, not at the file's top level).
 */
export function appForFile(
  env: Record<string, string> = {},
  options: { logger?: AppDeps['logger'] } = {},
): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(env, options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return running(() => started);
}

/**
 * Two instances of one deployment for the tests of a describe block: one PostgreSQL database, one
 * Redis (`redisUrl`) and one secret, so a token signed by A is B's too. As `appForFile`, each
 * stands for its running app.
 */
export function twoInstancesForFile(redisUrl: string): { a: TestApp; b: TestApp } {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, JWT_SECRET: randomBytes(32).toString('hex') };
    a = await startTestApp(env);
    b = await startTestApp(env, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  return { a: running(() => a), b: running(() => b) };
}

/** The header of a signed-in request. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Call {
  /** Sent as JSON. */
  json?: object;
  /** Sent as it is, with `type` as its content type. */
  raw?: string;
  /** A multipart body from `multipart()` (tests/api/images.ts). */
  form?: { payload: Buffer; headers: Record<string, string> };
  type?: string;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

const SIGN_UP_COOKIE = 'sign_up_device';

/** One request in one line: `call(t, 'POST', url, { json, token })`. */
export async function call(t: TestApp, method: InjectOptions['method'], url: string, c: Call = {}) {
  const mark = url.startsWith('/api/users/verify-email/') ? t.signUpMark.value : null;
  const headers = {
    ...(mark ? { cookie: `${SIGN_UP_COOKIE}=${mark}` } : {}),
    ...c.form?.headers,
    ...(c.type ? { 'content-type': c.type } : {}),
    ...(c.token ? bearer(c.token) : {}),
    ...c.headers,
  };
  const res = await t.app.inject({
    method,
    url,
    headers,
    payload: c.form?.payload ?? c.raw ?? c.json,
    remoteAddress: c.ip,
  });
  const kept = res.cookies.find((cookie) => cookie.name === SIGN_UP_COOKIE);
  if (kept) t.signUpMark.value = kept.value;
  return res;
}

/** Rows of a raw SQL query, the same on PGlite and PostgreSQL. */
export async function queryRows<T>(
  database: Database,
  query: Parameters<Database['db']['execute']>[0],
): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  // Db's result type is the drivers' common `unknown`; PGlite and node-postgres both answer {rows}.
  return (result as { rows: T[] }).rows;
}

/** How many rows the tables that user input reaches hold: a refused request must add none. */
export async function storedRows(database: Database) {
  const one = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(database, query))[0]?.n);
  return {
    cvs: await one(sql`select count(*)::int as n from ${cvs}`),
    contact: await one(sql`select count(*)::int as n from ${contactMessages}`),
    users: await one(sql`select count(*)::int as n from ${users}`),
    newsletter: await one(sql`select count(*)::int as n from ${newsletterSubscribers}`),
  };
}
