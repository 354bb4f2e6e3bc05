/** What happens when the mail server or the database goes away. */
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { PG_TIMEOUTS } from '@server/db/client';
import { withDatabaseName } from './db-template';
import { call, queryRows, startTestApp, type TestApp, usingPostgres } from './harness';
import enCommon from '../../locales/en/common.json';
import fiCommon from '../../locales/fi/common.json';
import { lastLink, PASSWORD, post, signUpWithUsername, waitForMail } from './users-helpers';

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
    // The sign-up tried to mail its link, and that mail failed.
    await expect.poll(() => t.mailTried.map((m) => m.to)).toEqual(['nomail@example.com']);
    expect(t.mail).toHaveLength(0);

    t.mailDown.value = false;
    const again = await post(t, '/api/users/resend-verification/', { email: 'nomail@example.com' });
    expect(again.statusCode).toBe(200);
    await waitForMail(t, 1);
    const { uuid, token } = lastLink(t, 'verify-email', 'nomail@example.com');
    const verified = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${token}`);
    expect(verified.statusCode).toBe(200);
  });
});

/**
 * A TCP proxy in front of PostgreSQL that the test can cut (`down`: sockets closed) or freeze
 * (`freeze`: sockets stay open and nothing passes, as when a server or the network hangs).
 */
async function startProxy(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let server: net.Server | null = null;
  let frozen = false;
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  const connectPair = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        for (const s of pair) {
          s.on('error', () => undefined);
          s.on('close', () => {
            pairs.delete(pair);
            client.destroy();
            upstream.destroy();
          });
        }
        if (frozen) for (const s of pair) s.pause();
        else connectPair(pair);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      pairs.forEach((pair) => pair.forEach((s) => s.destroy()));
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  const freeze = () => {
    frozen = true;
    for (const [client, upstream] of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  };
  const thaw = () => {
    frozen = false;
    for (const pair of pairs) connectPair(pair);
  };
  await up();
  return { port, up, down, freeze, thaw };
}

/**
 * A test app, and a second app on its database reached through a proxy (the harness opens its own
 * copy of the test database); `close` ends all of them.
 */
async function appThroughProxy(poolSize = 2) {
  const proxy = await startProxy(new URL(process.env.DATABASE_URL!));
  const t = await startTestApp();
  const { buildApp } = await import('@server/app');
  const { openDatabase } = await import('@server/db/client');
  const dbName = (
    await queryRows<{ name: string }>(t.database, sql`select current_database() as name`)
  )[0]!.name;
  const viaProxy = new URL(process.env.DATABASE_URL!);
  viaProxy.port = String(proxy.port);
  viaProxy.pathname = `/${dbName}`;
  const database = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), poolSize });
  const app = await buildApp({
    settings: t.settings,
    database,
    mailer: { send: async () => undefined },
  });
  return {
    t,
    proxy,
    app,
    database,
    dbName,
    async close() {
      await app.close();
      await database.close().catch(() => undefined);
      await proxy.down();
      await t.close();
    },
  };
}

/** The answer and how long it took; a request that hangs fails the test after `limitMs`. */
async function timed(request: Promise<LightMyRequestResponse>, limitMs = 10_000) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const res = await Promise.race([
    request,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
    }),
  ]).finally(() => clearTimeout(timer));
  return { res, ms: Math.round(performance.now() - started) };
}

async function waitForHealthy(app: FastifyInstance) {
  let status = 0;
  for (let i = 0; i < 100 && status !== 200; i++) {
    status = (await app.inject({ method: 'GET', url: '/api/health/' })).statusCode;
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  return status;
}

describe.runIf(usingPostgres)('database down (PostgreSQL)', () => {
  it('answers 503 with a clear message while the database is away, and recovers when it returns', async () => {
    const { proxy, app, close } = await appThroughProxy();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health/ready/' })).statusCode).toBe(200);
      await proxy.down();
      const health = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(503);
      // The balancer sends it no traffic while its database is away.
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ data: { status: 'database_unreachable' } });
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
      expect(await waitForHealthy(app)).toBe(200);
    } finally {
      await close();
    }
  });
});

describe.runIf(usingPostgres)('a connection dropped inside a transaction (PostgreSQL)', () => {
  it('refuses that transaction and keeps the process up; the next one works', async () => {
    const { proxy, app, database, close } = await appThroughProxy();
    try {
      // Between two statements the connection goes: an 'error' nobody listened for used to end
      // the process (vitest fails this test on any uncaught error).
      const dropped = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.down();
        await new Promise((r) => setTimeout(r, 100));
        await tx.execute(sql`select 1`);
      });
      await expect(dropped).rejects.toBeTruthy();
      await proxy.up();
      expect(await waitForHealthy(app)).toBe(200);
      const after = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        return 'committed';
      });
      expect(after).toBe('committed');
    } finally {
      await close();
    }
  });
});

describe.runIf(usingPostgres)('PostgreSQL that stops answering', () => {
  it('answers 503 with Retry-After within seconds while frozen, and every request works again after', async () => {
    const { t, proxy, app, database, close } = await appThroughProxy();
    const owner = await signUpWithUsername(t, 'frozen@example.com', 'frozenowner');
    const auth = { authorization: `Bearer ${owner.tokens.access}` };
    const createCv = () =>
      app.inject({
        method: 'POST',
        url: '/api/cv/create_cv/',
        headers: auth,
        payload: {
          title: 'Frozen',
          theme: 'templateA',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          phone: '+358 40 123 4567',
          current_job_title: 'Analyst',
          bio_title: 'About me',
          bio_description: 'Engines.',
          language: 'en',
          experiences: [],
          educations: [],
          skills: [],
          links: [],
        },
      });
    try {
      // Two idle pooled connections, so the frozen requests meet both a stuck connection and a new one.
      await Promise.all([1, 2].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      proxy.freeze();

      // Writes run in transactions: each must answer, and none may keep its pooled connection.
      const writes = await Promise.all([1, 2, 3].map(() => timed(createCv())));
      for (const w of writes) {
        expect(w.res.statusCode).toBe(503);
        expect(w.res.json().error_code).toBe('database_unavailable');
        expect(w.res.headers['retry-after']).toBe('5');
        expect(w.ms).toBeLessThan(PG_TIMEOUTS.queryMs + 2000);
      }

      const health = await timed(app.inject({ method: 'GET', url: '/api/health/' }));
      expect(health.res.statusCode).toBe(503);
      expect(health.res.json()).toMatchObject({
        error_code: 'database_unavailable',
        data: { database: { up: false } },
      });
      expect(health.ms).toBeLessThan(PG_TIMEOUTS.pingMs + 1000);

      const login = await timed(
        app.inject({
          method: 'POST',
          url: '/api/users/login/',
          payload: { email: 'frozen@example.com', password: PASSWORD },
          remoteAddress: '10.9.8.5',
        }),
      );
      expect(login.res.statusCode).toBe(503);
      expect(login.res.headers['retry-after']).toBe('5');
      expect(login.ms).toBeLessThan(PG_TIMEOUTS.queryMs + 2000);
      console.info(
        `frozen PostgreSQL: writes 503 in ${writes.map((w) => w.ms).join('/')} ms, ` +
          `health 503 in ${health.ms} ms, login 503 in ${login.ms} ms`,
      );

      proxy.thaw();
      expect(await waitForHealthy(app)).toBe(200);
      const created = await timed(createCv());
      expect(created.res.statusCode).toBe(201);
    } finally {
      proxy.thaw();
      await close();
    }
  });

  it('has PostgreSQL cancel a statement that runs too long (57014), and answers 503 for it', async () => {
    const t = await startTestApp();
    const locker = new pg.Client({
      connectionString: withDatabaseName(
        process.env.DATABASE_URL!,
        (await queryRows<{ name: string }>(t.database, sql`select current_database() as name`))[0]!
          .name,
      ),
    });
    await locker.connect();
    try {
      const slept = await t.database.db.execute(sql`select pg_sleep(30)`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(slept).toMatchObject({ cause: { code: '57014' } });

      // A request stuck behind a lock answers when the statement is cancelled.
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const login = await timed(
        call(t, 'POST', '/api/users/login/', {
          json: { email: 'locked@example.com', password: PASSWORD },
          ip: '10.9.8.7',
        }),
      );
      expect(login.res.statusCode).toBe(503);
      expect(login.res.json().error_code).toBe('database_unavailable');
      expect(login.res.headers['retry-after']).toBe('5');
      await locker.query('rollback');
    } finally {
      await locker.end().catch(() => undefined);
      await t.close();
    }
  });

  it('reads 55000 at connect (database not accepting connections) as unavailable', async () => {
    const { proxy, app, database, dbName, close } = await appThroughProxy();
    const admin = new pg.Client({
      connectionString: withDatabaseName(process.env.DATABASE_URL!, 'postgres'),
    });
    await admin.connect();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      await admin.query(`alter database ${dbName} allow_connections false`);
      // Pooled connections end (57P01 for them); new ones are refused with 55000.
      await proxy.down();
      await proxy.up();
      await new Promise((r) => setTimeout(r, 50));
      await expect(database.ping()).rejects.toMatchObject({ code: '55000' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: 'closed@example.com', password: PASSWORD },
        remoteAddress: '10.9.8.6',
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().error_code).toBe('database_unavailable');
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(503);
    } finally {
      await admin.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
      await admin.end();
      await close();
    }
  });
});

/** Makes every insert into `table` fail with the given SQLSTATE, as the real server would. */
async function refuseInserts(t: TestApp, table: string, sqlstate: string, message: string) {
  await t.database.db.execute(
    sql.raw(`create or replace function test_refuse() returns trigger language plpgsql as $$
      begin raise exception '${message}' using errcode = '${sqlstate}'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger test_refuse before insert on ${table}
      for each row execute function test_refuse()`),
  );
  return () => t.database.db.execute(sql.raw(`drop trigger test_refuse on ${table}`));
}

describe('database refusals by SQLSTATE class', () => {
  it('answers a full disk (53100) with 503, a clear message in English and Finnish, and health says so', async () => {
    const t = await startTestApp();
    try {
      expect((await call(t, 'GET', '/api/health/')).json().data).toMatchObject({
        status: 'ok',
        disk: 'ok',
      });
      const allow = await refuseInserts(
        t,
        'users',
        '53100',
        'could not extend file: No space left on device',
      );
      const register = (lang: string) =>
        post(
          t,
          '/api/users/register/',
          { email: `full-${lang}@example.com`, password: PASSWORD },
          { 'accept-language': lang },
        );
      const en = await register('en');
      expect(en.statusCode).toBe(503);
      expect(en.headers['retry-after']).toBe('60');
      expect(en.json()).toEqual({ error_code: 'disk_full', detail: enCommon.errors.disk_full });
      const fi = await register('fi');
      expect(fi.statusCode).toBe(503);
      expect(fi.json()).toEqual({ error_code: 'disk_full', detail: fiCommon.errors.disk_full });

      const health = await call(t, 'GET', '/api/health/');
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('60');
      expect(health.json()).toMatchObject({
        error_code: 'disk_full',
        data: { status: 'degraded', disk: 'full', database: { up: true } },
      });

      await allow();
      expect((await register('en')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('answers 503, not 500, for every code of classes 08, 53 and 57', async () => {
    const t = await startTestApp();
    try {
      for (const [i, sqlstate] of ['08006', '53300', '53200', '57P01', '57014'].entries()) {
        const allow = await refuseInserts(t, 'users', sqlstate, 'refused by the test');
        const res = await post(t, '/api/users/register/', {
          email: `class-${i}@example.com`,
          password: PASSWORD,
        });
        expect({ sqlstate, status: res.statusCode }).toEqual({ sqlstate, status: 503 });
        expect(res.json().error_code).toBe('database_unavailable');
        expect(res.headers['retry-after']).toBe('5');
        await allow();
      }
      // Other classes stay what they are: a bug answers 500.
      const allow = await refuseInserts(t, 'users', '22000', 'a bug');
      const res = await post(t, '/api/users/register/', {
        email: 'class-bug@example.com',
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(500);
      await allow();
    } finally {
      await t.close();
    }
  });
});

describe('database unavailable on public reads', () => {
  it('answers 503 with Retry-After, not 404, for a public page, a photo and a preview card', async () => {
    const t = await startTestApp();
    const id = '00000000-0000-4000-8000-000000000000';
    try {
      // A well-formed id that matches nothing is a real 404.
      for (const url of [`/media/photos/${id}.webp`, `/media/og/${id}.jpg`]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const refused = vi.spyOn(t.database.db, 'select').mockImplementation(() => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      });
      try {
        for (const url of ['/nobody-here', `/media/photos/${id}.webp`, `/media/og/${id}.jpg`]) {
          const res = await t.app.inject({ method: 'GET', url });
          expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
          expect(res.headers['retry-after']).toBe('5');
        }
      } finally {
        refused.mockRestore();
      }
    } finally {
      await t.close();
    }
  });
});
