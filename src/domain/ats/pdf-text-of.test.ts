/**
 * A PDF that draws its text over and over (forms drawing forms) is stopped at the runs' limit, in
 * a bounded time and memory; one under the limit is read whole.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formsDrawingForms } from '@/domain/cv-file/hostile-pdf-for-tests';
import { MAX_RUNS, PDF_TEXT_OPTIONS, pdfTextOf, TooMuchText } from './pdf-text-of';

async function read(bytes: Uint8Array) {
  const task = getDocument({ data: bytes, ...PDF_TEXT_OPTIONS });
  try {
    return await pdfTextOf(await task.promise);
  } finally {
    await task.destroy();
  }
}

describe('the runs a PDF may hold', () => {
  it('reads every run of a file under the limit', async () => {
    const text = await read(formsDrawingForms(4));
    expect(text.runs.filter((run) => run.text === 'a')).toHaveLength(1000);
    expect(MAX_RUNS).toBeGreaterThan(1000);
  });

  it('stops a hundred million runs from 3 KB at the limit, its memory bounded', async () => {
    const bytes = formsDrawingForms(9);
    expect(bytes.length).toBeLessThan(3 * 1024);
    const before = process.memoryUsage().rss;
    await expect(read(bytes)).rejects.toBeInstanceOf(TooMuchText);
    // Stopped at 50,000 runs: far from the tens of gigabytes the whole would take.
    expect(process.memoryUsage().rss - before).toBeLessThan(1024 * 1024 * 1024);
  }, 60_000);
});
