/** The JavaScript and CSS a first visit to each route downloads, compressed as a server sends them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface RouteBytes {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const ROUTES: Record<string, string[]> = {
  '/': ['src/app/routes/landing.tsx', 'locales/en/common.json', 'locales/en/landing.json'],
  '/auth/login': [
    'src/app/routes/auth-login.tsx',
    'locales/en/common.json',
    'locales/en/auth.json',
  ],
  '/dashboard': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/require-auth.tsx',
    'locales/en/common.json',
    'locales/en/cv.json',
  ],
  '/cv-wizard': [
    'src/app/routes/wizard-steps.tsx',
    'src/app/routes/require-auth.tsx',
    'locales/en/common.json',
    'locales/en/wizard.json',
  ],
};

export function measureBundles(distDir = 'dist'): RouteBytes[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest (build.manifest must be on)');

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

  return Object.entries(ROUTES).map(([route, keys]) => {
    const files = closure([entryKey, ...keys.filter((k) => manifest[k])]);
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
    return { route, files: files.size, raw, gzip, brotli };
  });
}
