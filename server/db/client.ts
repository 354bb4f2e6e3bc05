/** Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../lib/project-root';
import { databaseFailure, markConnectError, withDeadline } from './availability';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within `timeoutMs`, else rejects. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests copy a migrated template from it). */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server/db/migrations');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db: Db = drizzlePglite(client, { schema });
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    ping: pinger((text) => client.query(text)),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Database.ping: `select 1` answered within the deadline. */
const pinger =
  (query: (text: string) => Promise<unknown>) =>
  async (timeoutMs = PG_TIMEOUTS.pingMs): Promise<void> => {
    await withDeadline(query('select 1'), timeoutMs);
  };

/** A fixed advisory-lock id, so several instances starting at once migrate one after another. */
const MIGRATION_LOCK = 727_001;

/**
 * How long PostgreSQL may take before a request gives up and answers 503: a server that stops
 * answering must not hold requests (and pooled connections) for ever.
 */
export const PG_TIMEOUTS = {
  /** TCP connect plus the start-up handshake. */
  connectMs: 3000,
  /** Server side: PostgreSQL cancels a statement (57014) that runs longer, locks waited for included. */
  statementMs: 4000,
  /** Client side: a query whose answer never comes (network or server frozen) fails after this. */
  queryMs: 5000,
  /** Server side: a session left idle inside a transaction is ended, so its locks are freed. */
  idleInTransactionMs: 10_000,
  /** TCP keepalive probes on idle connections find a peer that vanished without a FIN. */
  keepAliveDelayMs: 10_000,
  /** The health check's own bound, shorter than the others so monitors hear quickly. */
  pingMs: 2000,
} as const;

/** A pg client that marks errors raised while connecting, so 55000 there reads as "unavailable". */
class MarkingClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (err: Error) => void): void;
  override connect(callback?: (err: Error) => void): Promise<pg.Client> | void {
    if (callback) return super.connect((err: Error) => callback(markConnectError(err)));
    return super.connect().catch((err: unknown) => {
      throw markConnectError(err);
    });
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: PG_TIMEOUTS.keepAliveDelayMs,
  };
  // Migrations run on their own connection without statement limits: an index build may be slow.
  const migrator = new MarkingClient(connection);
  migrator.on('error', () => undefined);
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrator), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await migrator.end().catch(() => undefined);
  }

  const pool = new pg.Pool({
    ...connection,
    Client: MarkingClient,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    statement_timeout: PG_TIMEOUTS.statementMs,
    query_timeout: PG_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db: Db = drizzlePg(pool, { schema });
  const perClient = new WeakMap<pg.PoolClient, Db>();
  // Drizzle never releases a pooled client whose BEGIN failed, and gives back one whose query timed
  // out as if healthy: run each transaction on a client we release ourselves, dropping a broken one.
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    // A checked-out client has no listener of the pool's: its connection dropping between two
    // statements would be an uncaught 'error' that ends the process. It is kept as the reason the
    // client is dropped; the next statement fails and the transaction is refused.
    const dropped = (error: Error) => (broken ??= error);
    client.on('error', dropped);
    try {
      let onClient = perClient.get(client);
      if (!onClient) perClient.set(client, (onClient = drizzlePg(client, { schema })));
      return await onClient.transaction(work, config);
    } catch (error) {
      if (databaseFailure(error)) broken = error instanceof Error ? error : new Error('failed');
      throw error;
    } finally {
      client.off('error', dropped);
      client.release(broken);
    }
  };
  return {
    db,
    kind: 'postgres',
    ping: pinger((text) => pool.query(text)),
    close: () => pool.end(),
  };
}
