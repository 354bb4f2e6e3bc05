/** Starts the server: settings, database, listen; closes gracefully on SIGTERM and SIGINT. */
import path from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { loadSettings, SettingsError } from './settings';

async function main() {
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
  );

  const app = await buildApp({
    settings,
    database,
    logger: {
      level: settings.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
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
