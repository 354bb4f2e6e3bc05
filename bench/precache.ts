/**
 * What the service worker precaches (issue 48: the CV file readers are in it, so a file is read
 * offline): every file its manifest names, in bytes as sent (brotli, as scripts/precompress.mjs
 * wrote them) and raw, and the readers' share. Read from the build; no server needed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface PrecacheFigures {
  files: number;
  raw: number;
  brotli: number;
  /** pdf.js, its worker, the CV file reader and the Word reader's worker. */
  readers: { files: number; raw: number; brotli: number };
}

const READERS = /^assets\/(pdf\.worker\.min|pdf-text-of|cv-file-reading|docx\.worker)-/;

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

export function measurePrecache(dist = 'dist'): PrecacheFigures {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const figures: PrecacheFigures = {
    files: 0,
    raw: 0,
    brotli: 0,
    readers: { files: 0, raw: 0, brotli: 0 },
  };
  for (const url of new Set(urls)) {
    const file = path.join(dist, url);
    const raw = sizeOf(file);
    // A file too small to be worth compressing is sent as it is.
    const brotli = sizeOf(`${file}.br`) || raw;
    for (const into of READERS.test(url) ? [figures, figures.readers] : [figures]) {
      into.files += 1;
      into.raw += raw;
      into.brotli += brotli;
    }
  }
  return figures;
}
