/**
 * The server process behind a real HAProxy configured as `npm run cluster` configures it
 * (scripts/haproxy-config.mjs, with the instances' TRUST_PROXY): a client cannot pick the address
 * its limits are counted by with a forged X-Forwarded-For, through the balancer or around it, and
 * two clients of the balancer are counted apart. Loopback clients come from 127.0.0.x addresses of
 * their own. HAProxy is Debian's package (.ci/run installs it); without it this test fails.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCER_ADDRESS, haproxyConfig } from '../../../scripts/haproxy-config.mjs';
import {
  freePort,
  START_PATIENCE_MS,
  startServerProcess,
  type ServerProcess,
} from './server-process';

/** RATE_LIMIT_SCALE 0.1: the username check allows 3 a minute per address. */
const ALLOWED = 3;
const CHECK = '/api/users/username-available/?username=some_name';

let scratch = '';
let server: ServerProcess | undefined;
let haproxy: ChildProcess | undefined;
let haproxyLog = '';
let balancerPort = 0;
let serverPort = 0;

function haproxyPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('HAProxy is needed for this test: apt-get install haproxy');
  }
}

/** One GET from the client address `from`, with the headers given: its status and body. */
function getOnce(port: number, from: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: CHECK, localAddress: from, headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

/**
 * Its status. HAProxy's own 503 (no instance up) is asked again: on a loaded two-core machine a
 * readiness check can miss its 500 ms and take the one instance out of rotation for a second.
 */
async function get(port: number, from: string, headers: Record<string, string> = {}) {
  for (let tries = 0; ; tries++) {
    const { status, body } = await getOnce(port, from, headers);
    if (status !== 503 || !body.includes('No server is available') || tries === 100) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function statuses(n: number, send: (i: number) => Promise<number>) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push(await send(i));
  return codes;
}

const allowedThenRefused = [...Array<number>(ALLOWED).fill(200), 429];

beforeAll(async () => {
  const binary = haproxyPath();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'cv-balancer-'));
  serverPort = await freePort();
  server = await startServerProcess({
    port: serverPort,
    dataDir: path.join(scratch, 'data'),
    env: { TRUST_PROXY: BALANCER_ADDRESS, RATE_LIMIT_SCALE: '0.1' },
  });
  balancerPort = await freePort();
  const config = path.join(scratch, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(balancerPort, [{ n: 1, port: serverPort }]));
  haproxy = spawn(binary, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  haproxy.stdout?.on('data', (chunk: Buffer) => (haproxyLog += chunk.toString()));
  haproxy.stderr?.on('data', (chunk: Buffer) => (haproxyLog += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && haproxy.exitCode === null) {
    const up = await fetch(`http://127.0.0.1:${balancerPort}/api/health/ready/`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`HAProxy did not answer:\n${haproxyLog}`);
}, START_PATIENCE_MS + 30_000);

afterAll(async () => {
  if (haproxy && haproxy.exitCode === null) {
    const exited = new Promise((resolve) => haproxy?.once('exit', resolve));
    haproxy.kill('SIGTERM');
    await exited;
  }
  await server?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("behind the cluster's balancer", () => {
  it('a forged X-Forwarded-For does not give a client a fresh limit', async () => {
    const codes = await statuses(ALLOWED + 1, (i) =>
      get(balancerPort, '127.0.0.1', { 'x-forwarded-for': `198.51.100.${i}` }),
    );
    expect(codes, haproxyLog).toEqual(allowedThenRefused);
  });

  it('two clients of the balancer are counted apart', async () => {
    const first = await statuses(ALLOWED + 1, () => get(balancerPort, '127.0.0.2'));
    expect(first, haproxyLog).toEqual(allowedThenRefused);
    expect(await get(balancerPort, '127.0.0.3')).toBe(200);
  });

  it('a client that goes around the balancer is counted by its own address', async () => {
    const codes = await statuses(ALLOWED + 1, (i) =>
      get(serverPort, '127.0.0.4', { 'x-forwarded-for': `127.0.0.${10 + i}` }),
    );
    expect(codes, haproxyLog).toEqual(allowedThenRefused);
    // The addresses it named were never counted.
    expect(await get(balancerPort, '127.0.0.10')).toBe(200);
  });
});
