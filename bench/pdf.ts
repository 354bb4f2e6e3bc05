/**
 * PDF figures: the first download (Chromium starts), a cold render, a cached answer, and a burst of
 * 20 downloads of 20 different CVs at once (two render at a time, the rest wait), with the memory
 * of the server and its Chromium sampled throughout.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedBench } from './seed';
import { startServer } from './servers';

export interface PdfFigures {
  firstMs: number;
  coldMs: number;
  cachedMs: number;
  burst: {
    downloads: number;
    errors: number;
    seconds: number;
    idleRssMb: number;
    peakRssMb: number;
    /** The peak of a burst twice as large: bounded memory means it is no higher. */
    doublePeakRssMb: number;
    /** Of those 40, how many the full queue refused at once (503 with Retry-After); NaN if any failed otherwise. */
    doubleRefused: number;
  };
}

/** The resident memory of a process and all its descendants, in MB. */
function treeRssMb(pid: number): number {
  const out = execSync('ps -e -o pid=,ppid=,rss=', { encoding: 'utf8' });
  const rows = out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of rows)
      if (inTree.has(parent) && !inTree.has(child)) {
        inTree.add(child);
        grew = true;
      }
  }
  return Math.round(
    rows.filter(([p]) => inTree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024,
  );
}

async function timed(url: string): Promise<{ ms: number; ok: boolean; busy: boolean }> {
  const start = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  const ok = res.ok && Buffer.from(body.slice(0, 5)).toString() === '%PDF-';
  // Beyond its queue the server says so at once (503 pdf_busy, Retry-After) instead of holding on.
  const busy = res.status === 503 && res.headers.get('retry-after') !== null;
  return { ms: Math.round(performance.now() - start), ok, busy };
}

export async function benchPdf(port: number): Promise<PdfFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-bench-pdf-'));
  // Three for the single downloads, 20 for the burst, 40 for the burst twice as large.
  const users = await seedBench({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }, 63);
  const server = await startServer({ port, dataDir });
  const pdf = (i: number) => `${server.url}/api/pdf/${users[i]!.username}/`;
  try {
    const first = await timed(pdf(0));
    const cold = await timed(pdf(1));
    const cached = await timed(pdf(1));
    if (!first.ok || !cold.ok || !cached.ok) throw new Error('a PDF download failed');
    const idleRssMb = treeRssMb(server.pid);
    /** Downloads CVs `from`..`from + n` at once: the answers, the seconds and the peak memory. */
    const burstOf = async (from: number, n: number) => {
      let peak = idleRssMb;
      const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(server.pid))), 100);
      const start = performance.now();
      const answers = await Promise.all(Array.from({ length: n }, (_, i) => timed(pdf(from + i))));
      clearInterval(sampler);
      return { answers, seconds: Number(((performance.now() - start) / 1000).toFixed(1)), peak };
    };
    const { answers: burst, seconds, peak: peakRssMb } = await burstOf(3, 20);
    const double = await burstOf(23, 40);
    return {
      firstMs: first.ms,
      coldMs: cold.ms,
      cachedMs: cached.ms,
      burst: {
        downloads: burst.length,
        errors: burst.filter((r) => !r.ok).length,
        seconds,
        idleRssMb,
        peakRssMb,
        doublePeakRssMb: double.peak,
        doubleRefused: double.answers.every((r) => r.ok || r.busy)
          ? double.answers.filter((r) => r.busy).length
          : Number.NaN,
      },
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
