#!/usr/bin/env node
/**
 * `npm run cluster [-- --instances N]`: the product as several instances behind a real load
 * balancer on this machine's loopback: HAProxy (Debian's package, installed when missing and
 * allowed), N app instances of one build, the local PostgreSQL and Redis, and object storage for
 * photos and PDFs (s3rver, a local S3, unless S3_BUCKET names a real one). It prints the address;
 * Ctrl-C (or SIGTERM) stops everything it started. SIGUSR2 restarts the instances one at a time,
 * each drained first (docs/scaling.md), without a failed request.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BALANCER_ADDRESS, haproxyConfig } from './haproxy-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const INSTANCES = Number(option('instances', '2'));
const PORT = Number(option('port', process.env.CLUSTER_PORT ?? '8080'));
const PG =
  process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cvbuilder_cluster';
const REDIS = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DRAIN_SECONDS = 3;
const dir = path.join(os.tmpdir(), `cv-cluster-${PORT}`);
const origin = `http://127.0.0.1:${PORT}`;

const say = (text) => console.log(`[cluster] ${text}`);

/** One signing key for every instance, kept across runs (sessions outlive a cluster restart). */
function clusterSecret() {
  const file = path.join(dir, 'jwt-secret');
  if (!existsSync(file))
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function haproxyPath() {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  } catch {
    if (process.getuid?.() === 0) {
      say('installing HAProxy (Debian package)…');
      execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit' });
      return '/usr/sbin/haproxy';
    }
    console.error('HAProxy is needed: sudo apt-get install haproxy');
    process.exit(1);
  }
}

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function systemPort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A port nothing listens on now and this script has not handed out yet. The system may give back a
 * port it gave before, free again until its user binds it: s3rver once took the balancer's port
 * (chosen free by the caller, bound by HAProxy only later) and HAProxy could not start.
 */
const promised = new Set([PORT]);
async function freePort() {
  for (;;) {
    const port = await systemPort();
    if (!promised.has(port)) {
      promised.add(port);
      return port;
    }
  }
}

/** The cluster's database on the local PostgreSQL, made once. */
function ensureDatabase() {
  const url = new URL(PG);
  const name = url.pathname.slice(1);
  const admin = new URL(PG);
  admin.pathname = '/postgres';
  const exists = execFileSync(
    'psql',
    [admin.href, '-tAc', `select 1 from pg_database where datname='${name}'`],
    {
      encoding: 'utf8',
    },
  ).trim();
  if (!exists) execFileSync('psql', [admin.href, '-qc', `create database ${name}`]);
}

async function waitFor(url, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const children = new Set();
function run(command, commandArgs, env, name) {
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !child.restarting) say(`${name} exited (${code ?? signal})`);
  });
  return child;
}

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  say('stopping everything it started…');
  for (const child of children) child.kill('SIGTERM');
  const deadline = Date.now() + 20_000;
  while (children.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children) child.kill('SIGKILL');
  process.exit(0);
}

/** The bucket from S3_* when one is set; else s3rver on a free port, its files kept in `dir`. */
async function objectStorage() {
  if (process.env.S3_BUCKET)
    return { env: {}, name: `s3://${process.env.S3_BUCKET} (from S3_BUCKET)` };
  const port = await freePort();
  const bucket = 'cv-files';
  mkdirSync(path.join(dir, 's3'), { recursive: true });
  const s3rver = path.join(root, 'node_modules/.bin/s3rver');
  const args = ['-d', path.join(dir, 's3'), '-a', '127.0.0.1', '-p', String(port), '--silent'];
  run(s3rver, [...args, '--configure-bucket', bucket], {}, 's3rver');
  for (let i = 0; i < 100 && !(await answers('127.0.0.1', port)); i++)
    await new Promise((r) => setTimeout(r, 100));
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return { env, name: `s3rver (${env.S3_ENDPOINT}, bucket ${bucket})` };
}

async function main() {
  const haproxy = haproxyPath();
  if (!(await answers('127.0.0.1', 5432)))
    throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
  if (!(await answers('127.0.0.1', 6379)))
    throw new Error(
      'Redis does not answer on 127.0.0.1:6379 (start it: redis-server --daemonize yes)',
    );
  ensureDatabase();
  const storage = await objectStorage();
  say('building once (only what changed)…');
  execFileSync('node', ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' });
  mkdirSync(dir, { recursive: true });

  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: PG,
    REDIS_URL: REDIS,
    JWT_SECRET: clusterSecret(),
    APP_ORIGIN: origin,
    // Only the balancer's X-Forwarded-For counts: a client reaching an instance directly cannot
    // choose the address its limits are counted by.
    TRUST_PROXY: BALANCER_ADDRESS,
    DRAIN_SECONDS: String(DRAIN_SECONDS),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    STATIC_DIR: path.join(root, 'dist'),
    ...storage.env,
  };
  const instances = [];
  for (let n = 1; n <= INSTANCES; n++) instances.push({ n, port: await freePort() });
  const start = (instance) => {
    instance.child = run(
      'node',
      [path.join(root, 'dist-server/index.js')],
      {
        ...shared,
        PORT: String(instance.port),
        DATA_DIR: path.join(dir, `app${instance.n}`),
        HOST: '127.0.0.1',
      },
      `app${instance.n}`,
    );
  };
  // The first one alone: it runs the migrations and seeds the demo before the others start.
  start(instances[0]);
  if (!(await waitFor(`http://127.0.0.1:${instances[0].port}/api/health/ready/`)))
    throw new Error('app1 did not start');
  for (const instance of instances.slice(1)) start(instance);
  for (const instance of instances)
    if (!(await waitFor(`http://127.0.0.1:${instance.port}/api/health/ready/`)))
      throw new Error(`app${instance.n} did not start`);

  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(PORT, instances));
  run(haproxy, ['-f', config, '-db'], {}, 'haproxy');
  if (!(await waitFor(`${origin}/api/health/ready/`)))
    throw new Error('the balancer does not answer');
  say(`${INSTANCES} instances behind HAProxy: ${origin}`);
  say(`PostgreSQL ${PG}, Redis ${REDIS}, photos and PDFs in ${storage.name}`);
  say(
    'Ctrl-C stops everything; `kill -USR2 ' +
      process.pid +
      '` restarts the instances one at a time',
  );

  // A rolling restart: each instance drains (the balancer sees it not ready), stops, starts again.
  let rolling = false;
  process.on('SIGUSR2', async () => {
    if (rolling) return;
    rolling = true;
    for (const instance of instances) {
      say(`restarting app${instance.n}…`);
      instance.child.restarting = true;
      const exited = new Promise((resolve) => instance.child.once('exit', resolve));
      instance.child.kill('SIGTERM');
      await exited;
      start(instance);
      await waitFor(`http://127.0.0.1:${instance.port}/api/health/ready/`);
      // Back in the balancer's rotation (rise 2 × 500 ms) before the next one goes.
      await new Promise((r) => setTimeout(r, 1500));
    }
    say('rolling restart done');
    rolling = false;
  });
}

// Started through npm, which may not pass a SIGTERM on: when the parent is gone, stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stopAll();
}, 1000).unref();
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());
main().catch((error) => {
  console.error(`[cluster] ${error.message}`);
  void stopAll();
});
