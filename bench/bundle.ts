/**
 * The JavaScript the app downloads per route, from the build's manifest, compressed as the server
 * sends it: each signed-in route against its budget, and what a visitor page loads once the app
 * takes it over (its first-visit JavaScript is measured in the browser: bench/lighthouse.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface RouteBytes {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** gzip bytes allowed; null where the browser measures the first visit instead. */
  budgetGzip: number | null;
}

const KB = 1024;
const COMMON = 'locales/en/common.json';

/**
 * Route → the modules it loads besides the app's entry, and its gzip budget: the figures of
 * November 2026 with a little room, so a change that makes a signed-in screen heavier fails the bench.
 */
const ROUTES: Record<string, { modules: string[]; budgetKb: number | null }> = {
  '/dashboard': {
    modules: [
      'src/app/routes/dashboard.tsx',
      'src/app/routes/require-auth.tsx',
      COMMON,
      'locales/en/cv.json',
    ],
    budgetKb: 400,
  },
  '/cv-wizard (every step)': {
    modules: [
      'src/app/routes/wizard-steps.tsx',
      'src/app/routes/require-auth.tsx',
      COMMON,
      'locales/en/wizard.json',
    ],
    budgetKb: 430,
  },
  '/cv/{id} (the editor)': {
    modules: [
      'src/app/routes/cv.tsx',
      'src/app/routes/require-auth.tsx',
      COMMON,
      'locales/en/cv.json',
    ],
    budgetKb: 400,
  },
  '/account': {
    modules: [
      'src/app/routes/account.tsx',
      'src/app/routes/require-auth.tsx',
      COMMON,
      'locales/en/account.json',
    ],
    budgetKb: 360,
  },
  '/ after the first touch': {
    modules: ['src/app/routes/landing.tsx', COMMON, 'locales/en/landing.json'],
    budgetKb: null,
  },
  '/auth/login after the first touch': {
    modules: ['src/app/routes/auth-login.tsx', COMMON, 'locales/en/auth.json'],
    budgetKb: null,
  },
};

export function measureBundles(distDir = 'dist'): RouteBytes[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  if (!manifest['index.html']) throw new Error('no index.html in the Vite manifest');

  function closure(keys: string[]): Set<string> {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((css) => files.add(css));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  }

  return Object.entries(ROUTES).map(([route, { modules, budgetKb }]) => {
    // The app's entry imports main.tsx dynamically only from boot.ts; from index.html, statically.
    const files = closure(['index.html', 'src/main.tsx', ...modules.filter((k) => manifest[k])]);
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const bytes = readFileSync(path.join(distDir, file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
      brotli += brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
    }
    return {
      route,
      files: files.size,
      raw,
      gzip,
      brotli,
      budgetGzip: budgetKb === null ? null : budgetKb * KB,
    };
  });
}
