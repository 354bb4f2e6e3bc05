import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

const lines = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => `{"msg":"request","n":${i},"tag":"${tag}"}\n`);

describe('log destination', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const fileOf = (name: string, waitMs?: number) => {
    const file = path.join(dir, name);
    return {
      destination: createLogDestination(openSync(file, 'w'), waitMs),
      read: () => readFileSync(file, 'utf8'),
    };
  };
  /** The file once it holds `length` characters, or after a second. */
  const written = async (read: () => string, length: number) => {
    for (let i = 0; i < 100 && read().length < length; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return read();
  };

  it('writes what is logged together a tenth of a second later, all of it and in order', async () => {
    const { destination, read } = fileOf('later.log');
    const logged = lines(200, 'later');
    const started = performance.now();
    for (const line of logged) destination.write(line);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read()).toBe('');
    expect(await written(read, logged.join('').length)).toBe(logged.join(''));
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('writes without waiting once 64 KB are waiting', async () => {
    // A wait far longer than the test: what arrives was written for its size.
    const { destination, read } = fileOf('full.log', 60_000);
    const logged = lines(2000, 'full');
    for (const line of logged) destination.write(line);
    const arrived = await written(read, 64 * 1024);
    expect(arrived.length).toBeGreaterThanOrEqual(64 * 1024);
    expect(arrived.length).toBeLessThan(logged.join('').length);
    expect(logged.join('').startsWith(arrived)).toBe(true);
    destination.flushSync();
    expect(read()).toBe(logged.join(''));
  });

  // A child process logs to a pipe and ends at once, its lines still waiting to be written.
  const exitsWith = (ending: string) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { createLogDestination } from ${JSON.stringify(path.resolve(import.meta.dirname, 'log-destination.ts'))};
         const destination = createLogDestination();
         for (let i = 0; i < 5000; i++) destination.write(JSON.stringify({ n: i }) + '\\n');
         ${ending}`,
      ],
      { encoding: 'utf8' },
    );

  it.each([
    ['process.exit', 'process.exit(0);'],
    ['an uncaught error', 'throw new Error("boom");'],
  ])(
    'writes what is waiting when the process ends by %s',
    (_, ending) => {
      const child = exitsWith(ending);
      const out = child.stdout.trim().split('\n');
      expect(out).toHaveLength(5000);
      expect(out.at(-1)).toBe('{"n":4999}');
    },
    // A new Node process compiling TypeScript through tsx: 23 s once on a two-core machine
    // running other suites beside this one.
    60_000,
  );
});
