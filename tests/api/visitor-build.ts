/** A build as `npm run build` leaves it, as far as the visitor pages read it. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp } from './harness';

/** A folder with the app's shell and the boot script's entry in Vite's manifest (STATIC_DIR). */
export async function visitorPagesBuild(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `cv-${prefix}-`));
  await mkdir(path.join(dir, '.vite'));
  await mkdir(path.join(dir, 'assets'));
  // The owner screens' first script, which the server inlines: a stand-in.
  await writeFile(path.join(dir, 'assets/owner-shell-test.js'), 'document.title = document.title;');
  await writeFile(path.join(dir, 'index.html'), await readFile('index.html'));
  await writeFile(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'src/boot.ts': { file: 'assets/boot-test.js' },
      'src/owner-shell.ts': { file: 'assets/owner-shell-test.js' },
    }),
  );
  return dir;
}

/** The app on such a build: the visitor pages drawn as in production. `close` removes the build. */
export async function startWithVisitorPages(prefix: string) {
  const dir = await visitorPagesBuild(prefix);
  const app = await startTestApp({ STATIC_DIR: dir });
  return {
    app,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
