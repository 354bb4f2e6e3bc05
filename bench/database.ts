/** Fresh PostgreSQL databases for bench runs (and tests that run a bench's parts), and their removal. */
import pg from 'pg';

/** Drops `name` if it exists and makes it again; null when PostgreSQL does not answer at `adminUrl`. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string | null> {
  try {
    await onAdmin(adminUrl, async (admin) => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return null;
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function onAdmin(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await work(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}
