/** What happens when the mail server or the database goes away. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, startTestApp, usingPostgres, type TestApp } from './harness';
import { lastLink, PASSWORD, post, waitForMail } from './users-helpers';

describe('mail server down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not lose a sign-up: the account is kept and the link can be sent again', async () => {
    t.mailDown.value = true;
    const res = await post(t, '/api/users/register/', {
      email: 'nomail@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mail).toHaveLength(0);

    t.mailDown.value = false;
    const again = await post(t, '/api/users/resend-verification/', { email: 'nomail@example.com' });
    expect(again.statusCode).toBe(200);
    await waitForMail(t, 1);
    const { uuid, token } = lastLink(t, 'verify-email', 'nomail@example.com');
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/users/verify-email/?uuid=${uuid}&token=${token}`,
    });
    expect(verified.statusCode).toBe(200);
  });
});

/** A TCP proxy in front of PostgreSQL that the test can cut and restore. */
async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((s) => s.destroy());
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return { port, up, down };
}

describe.runIf(usingPostgres)('database down (PostgreSQL)', () => {
  it('answers 503 with a clear message while the database is away, and recovers when it returns', async () => {
    const real = new URL(process.env.DATABASE_URL!);
    const proxy = await startProxy(real);
    // The harness opens its own copy of the test database; point a second app at it through the proxy.
    const t = await startTestApp();
    const { buildApp } = await import('../../server/app');
    const { openDatabase } = await import('../../server/db/client');
    const dbName = (
      await queryRows<{ name: string }>(t.database, sql`select current_database() as name`)
    )[0]!.name;
    const viaProxy = new URL(real);
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${dbName}`;
    const database = await openDatabase({
      kind: 'postgres',
      url: viaProxy.toString(),
      poolSize: 2,
    });
    const app = await buildApp({
      settings: t.settings,
      database,
      mailer: { send: async () => undefined },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      await proxy.down();
      const health = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(503);
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: 'a@example.com', password: 'whatever-123' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toMatchObject({ error_code: 'database_unavailable' });
      expect(login.json().detail).toMatch(/temporarily unavailable/);
      expect(login.headers['retry-after']).toBe('5');

      await proxy.up();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await app.inject({ method: 'GET', url: '/api/health/' })).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
      await proxy.down();
      await t.close();
    }
  });
});
