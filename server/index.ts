/** Starts the server: settings, database, listen; closes gracefully on SIGTERM and SIGINT. */
import path from 'node:path';
import { buildApp } from './app';
import { databaseFailure } from './db/availability';
import { openDatabase } from './db/client';
import { createLogDestination } from './lib/log-destination';
import { requestLogSerializer } from './lib/log-redaction';
import { OWNER_ONLY_UMASK, restrictDataDir } from './lib/owner-only';
import { loadSettings, SettingsError } from './settings';

async function main() {
  // Before anything is written: DATA_DIR, the JWT secret, the database and the outbox are the owner's.
  process.umask(OWNER_ONLY_UMASK);
  let settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase(
    settings.DATABASE_URL
      ? { kind: 'postgres', url: settings.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(settings.DATA_DIR, 'pglite') },
  ).catch((error: unknown) => {
    // A database that is away or full at start is an operator's problem: one line, no stack.
    if (!databaseFailure(error)) throw error;
    console.error(
      `The database cannot be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
    return process.exit(1);
  });
  // What an older version (or PGlite, which sets its own modes) left open to others is closed.
  await restrictDataDir(settings.DATA_DIR);

  const app = await buildApp({
    settings,
    database,
    logger: {
      level: settings.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Mailed link tokens and signed photo links travel in URLs; the log shows them masked.
      serializers: { req: requestLogSerializer },
      stream: createLogDestination(),
    },
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    // First the balancer learns (readiness 503) and stops sending; then no new connections, and
    // what is in flight is finished.
    app.lifecycle.draining = true;
    app.log.info({ signal, drainSeconds: settings.DRAIN_SECONDS }, 'draining: readiness says 503');
    await new Promise((resolve) => setTimeout(resolve, settings.DRAIN_SECONDS * 1000));
    app.log.info({ signal }, 'closing: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('graceful close took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('closed cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  app.log.info(
    { url: settings.APP_ORIGIN, database: database.kind, dataDir: settings.DATA_DIR },
    `CV builder is running at ${settings.APP_ORIGIN}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
