/**
 * What `npm start` runs: scripts/build-if-changed.mjs builds the PWA and the server bundle once, a
 * second run on the same sources builds nothing and changes no file, and the bundled server (plain
 * JavaScript, no tsx) migrates a fresh database, reads the locales and renders a public page.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, START_PATIENCE_MS } from './server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Inside node_modules, so the bundle finds the project (package.json) and its dependencies above it,
// and the real dist/ and dist-server/ that others may be serving stay untouched.
const cacheDir = path.resolve('node_modules/.cache');
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;
let outRoot = '';
let dataDir = '';
let child: ChildProcess | undefined;

function buildIfChanged() {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    env: {
      ...process.env,
      CLIENT_OUT_DIR: path.join(outRoot, 'client'),
      SERVER_OUT_DIR: path.join(outRoot, 'server'),
    },
    encoding: 'utf8',
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

/** Every file of the outputs with its modification time and content hash. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    files[path.relative(dir, file)] = `${(await stat(file)).mtimeMs} ${hash}`;
  }
  return files;
}

beforeAll(async () => {
  await mkdir(cacheDir, { recursive: true });
  outRoot = await mkdtemp(path.join(cacheDir, 'build-test-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-build-'));
});

afterAll(async () => {
  child?.kill('SIGKILL');
  if (outRoot) await rm(outRoot, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the production build', () => {
  it(
    'builds once, and a second run on the same sources skips and writes nothing',
    {
      timeout: 240_000,
    },
    async () => {
      const first = buildIfChanged();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toContain('client: built');
      expect(first.stdout).toContain('server: built');
      const before = await snapshot(outRoot);
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(['client/index.html', 'client/.build-hash', 'server/index.js']),
      );

      const second = buildIfChanged();
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout).toContain('client: unchanged');
      expect(second.stdout).toContain('server: unchanged');
      expect(second.seconds).toBeLessThan(5);
      expect(await snapshot(outRoot)).toEqual(before);
    },
  );

  it('runs the bundled server without tsx', { timeout: START_PATIENCE_MS + 60_000 }, async () => {
    const bundle = await readFile(path.join(outRoot, 'server/index.js'), 'utf8');
    // Native and WASM dependencies load from node_modules, not from the bundle.
    for (const name of ['sharp', '@node-rs/argon2', '@electric-sql/pglite', 'pg', 'fastify']) {
      expect(bundle).toContain(`from "${name}"`);
    }

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(outRoot, 'client'),
    };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    let stderr = '';
    child = spawn(process.execPath, [path.join(outRoot, 'server/index.js')], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let healthy = false;
    const deadline = Date.now() + START_PATIENCE_MS;
    while (!healthy && child.exitCode === null && Date.now() < deadline) {
      healthy = await fetch(`${base}/api/health/`).then(
        (res) => res.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy, stderr).toBe(true);

    // The migrations ran and the demo CV renders on the server with the bundled templates.
    const page = await fetch(`${base}/demo`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('application/ld+json');
    // The app shell comes from the client build.
    expect(await (await fetch(`${base}/dashboard`)).text()).toContain('<div id="root"');
    // The locales were found: a field error is a sentence, not a translation key.
    const bad = await fetch(`${base}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fi' },
      body: '{}',
    });
    expect(bad.status).toBe(400);
    const messages = Object.values((await bad.json()) as Record<string, string[]>).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/\s/);

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = undefined;
  });
});
