/** A fresh PostgreSQL database for a bench run, dropped and made again; null when none answers. */
import pg from 'pg';

export async function freshDatabase(adminUrl: string, name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}
