/**
 * View counts under `npm run cluster` (scripts/cluster.mjs: HAProxy, two instances, the local
 * PostgreSQL and Redis): views answered by either instance add up in the owner's figures, one
 * visitor reaching both instances is one visitor, and a rolling restart (SIGUSR2) while views keep
 * coming loses none of them. PostgreSQL, Redis and HAProxy are this machine's (.ci/run installs
 * HAProxy); without them this test fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewStats } from '@/domain/view-stats';
import { freshDatabase } from '../../../bench/database';
import { seedBench, type BenchUser } from '../../../bench/seed';
import { signIn } from '../../../bench/sign-in';
import { freePort } from './server-process';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `cv_cluster_views_${process.pid}`;

let cluster: ChildProcess | undefined;
let output = '';
let balancer = '';
let instances: string[] = [];
let owner: BenchUser;
let token = '';

/** Resolves when the cluster has printed `text` (after `from`, a length of `output`). */
function printed(text: string, from = 0, ms = 120_000) {
  return new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`no "${text}" in:\n${output}`)), ms);
    const stopped = () => reject(new Error(`the cluster stopped before "${text}":\n${output}`));
    const check = () => {
      if (output.indexOf(text, from) < 0) return;
      clearTimeout(deadline);
      cluster?.stdout?.off('data', check);
      cluster?.off('exit', stopped);
      resolve();
    };
    cluster?.stdout?.on('data', check);
    cluster?.once('exit', stopped);
    check();
  });
}

beforeAll(async () => {
  const databaseUrl = await freshDatabase(ADMIN_URL, DATABASE);
  if (!databaseUrl) throw new Error(`PostgreSQL does not answer at ${ADMIN_URL}`);
  const port = await freePort();
  cluster = spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--instances', '2', '--port', String(port)],
    {
      env: { ...process.env, CLUSTER_DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  cluster.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cluster.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await printed('instances behind HAProxy');
  balancer = `http://127.0.0.1:${port}`;
  // Each instance's own address, from the balancer's configuration.
  const config = await readFile(
    path.join(os.tmpdir(), `cv-cluster-${port}`, 'haproxy.cfg'),
    'utf8',
  );
  instances = [...config.matchAll(/server app\d+ (127\.0\.0\.1:\d+)/g)].map(
    (m) => `http://${m[1]}`,
  );
  expect(instances).toHaveLength(2);
  [owner] = (await seedBench({ kind: 'postgres', url: databaseUrl }, 1)) as [BenchUser];
  token = await signIn(balancer, owner);
}, 180_000);

afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster?.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
});

const agent = (n: number) =>
  `Mozilla/5.0 (Linux; Android 14; Fair ${n}) Chrome/131.0 Mobile Safari/537.36`;

async function view(base: string, n: number, via = 'qr'): Promise<number> {
  const res = await fetch(`${base}/${owner.username}?via=${via}`, {
    headers: { 'user-agent': agent(n) },
  });
  await res.arrayBuffer();
  return res.status;
}

async function stats(): Promise<ViewStats> {
  const res = await fetch(`${balancer}/api/cv/get_cv/${owner.cvId}/stats/?days=30`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ViewStats }).data;
}

/**
 * The figures once they say `views`: the instance that answers writes its own counts first, the
 * other writes its own within its flush interval (5 s).
 */
async function statsWith(views: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const s = await stats();
    const today = s.days.at(-1)!;
    if (today.views >= views || Date.now() > deadline) return { ...today, channels: s.channels };
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Visitors as Redis's sketch counts them (PFCOUNT): within 2 %, or one where two of a few visitors
 * share one of its 16,384 registers (docs/security.md).
 */
const nearly = (counted: number, visitors: number) =>
  expect(Math.abs(counted - visitors)).toBeLessThanOrEqual(Math.max(1, visitors * 0.02));

describe('view counts behind npm run cluster', () => {
  it('views answered by either instance add up, and a visitor of both is one visitor', async () => {
    const statuses: number[] = [];
    // Ten visitors, each on both instances directly and twice through the balancer.
    for (let n = 0; n < 10; n++)
      for (const base of [...instances, balancer, balancer]) statuses.push(await view(base, n));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const today = await statsWith(40);
    expect(today.views).toBe(40);
    nearly(today.visitors, 10);
    expect(today.channels.qr).toBe(40);
  });

  it('a rolling restart while views keep coming loses none', async () => {
    const before = (await statsWith(40)).views;
    const from = output.length;
    cluster?.kill('SIGUSR2');
    const done = printed('rolling restart done', from);
    let finished = false;
    void done.then(() => (finished = true));
    let answered = 0;
    let refused = 0;
    let n = 100;
    // One visitor after another through the balancer, all through the restart.
    while (!finished) {
      const status = await view(balancer, n++, 'linkedin').catch(() => 0);
      if (status === 200) answered++;
      else refused++;
    }
    await done;
    expect(answered).toBeGreaterThan(20);
    const today = await statsWith(before + answered);
    expect({ views: today.views - before, refused }).toEqual({ views: answered, refused: 0 });
    expect(today.channels.linkedin).toBe(answered);
    nearly(today.visitors, 10 + answered);
  }, 120_000);
});
