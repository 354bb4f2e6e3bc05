// Builds the PWA (dist/) and the server bundle (dist-server/) only when their inputs changed, so a
// second `npm start` on an unchanged tree starts at once and writes nothing (a read-only image can
// start). Each output keeps a hash of its inputs in `.build-hash`, written only after a good build.
//   node scripts/build-if-changed.mjs [--force] [--only client|server]
//   CLIENT_OUT_DIR, SERVER_OUT_DIR move the outputs (the tests build into a temporary folder).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const STAMP = '.build-hash';
const VITE = path.join(root, 'node_modules/vite/bin/vite.js');
const common = [
  'package-lock.json',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'tsconfig.server.json',
  'tsconfig.sw.json',
  'src',
  'locales',
];

const targets = [
  {
    name: 'client',
    outDir: path.resolve(root, process.env.CLIENT_OUT_DIR ?? 'dist'),
    output: 'index.html',
    inputs: [...common, 'sw', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.mjs'],
    build: (outDir) => [
      [process.execPath, VITE, 'build', '--outDir', outDir, '--emptyOutDir'],
      [process.execPath, 'scripts/precompress.mjs', outDir],
    ],
  },
  {
    name: 'server',
    outDir: path.resolve(root, process.env.SERVER_OUT_DIR ?? 'dist-server'),
    output: 'index.js',
    inputs: [...common, 'server', 'vite.server.config.ts'],
    build: (outDir) => [
      [
        process.execPath,
        VITE,
        'build',
        '-c',
        'vite.server.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
    ],
  },
];

/** Every file under the inputs, in a fixed order, by relative path and content. */
function hashInputs(inputs) {
  const hash = createHash('sha256');
  const visit = (rel) => {
    const file = path.join(root, rel);
    if (!existsSync(file)) return;
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file).sort()) visit(path.join(rel, name));
    } else {
      hash.update(`${rel}\0`).update(readFileSync(file)).update('\0');
    }
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

function run([command, ...rest]) {
  // A production build whatever the caller's NODE_ENV (vitest sets `test`, which means dev JSX).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(command, rest, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`build failed: ${command} ${rest.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

for (const target of targets) {
  if (only && only !== target.name) continue;
  const hash = hashInputs(target.inputs);
  const stampFile = path.join(target.outDir, STAMP);
  const built = existsSync(path.join(target.outDir, target.output)) && existsSync(stampFile);
  if (!force && built && readFileSync(stampFile, 'utf8').trim() === hash) {
    console.log(`${target.name}: unchanged, not rebuilt (${path.relative(root, target.outDir)})`);
    continue;
  }
  target.build(target.outDir).forEach(run);
  // The hash of the inputs as they were before the build: an edit made during it rebuilds next time.
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`${target.name}: built (${path.relative(root, target.outDir)})`);
}
