/**
 * (Among the API tests, not the unit tests: it starts the system's Chromium, and beside the lint,
 * type and build steps it once left the unit run waiting with nothing to wait for.)
 *
 * The renderer's bounds, with the system's Chromium: what it cannot queue is refused at once with
 * 503 pdf_busy and a Retry-After, while what it took is rendered; a print that takes longer than
 * the timeout fails as 503 pdf_failed instead of holding its place.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@server/lib/errors';
import { createPdfRenderer, type PdfRenderer } from '@server/modules/pdf/pdf-renderer';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const html = '<!doctype html><html lang="en"><title>CV</title><p>Aino Virtanen</p></html>';
let renderer: PdfRenderer | undefined;

afterEach(async () => {
  await renderer?.close();
});

const outcome = (work: Promise<Buffer>) =>
  work.then(
    (file) => file.subarray(0, 5).toString(),
    (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
  );

describe('the PDF renderer', () => {
  it('refuses beyond one rendering and one waiting, and renders those two', async () => {
    renderer = createPdfRenderer({ chromiumPath, concurrency: 1, maxWaiting: 1 });
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => outcome(renderer!.render({ html, paper: 'A4' }))),
    );
    expect([first, second]).toEqual(['%PDF-', '%PDF-']);
    expect(third).toBeInstanceOf(ApiError);
    expect(third).toMatchObject({ statusCode: 503, errorCode: 'pdf_busy' });
    expect((third as ApiError).headers).toEqual({ 'retry-after': '5' });
  }, 60_000);

  it('ends a render that takes longer than its timeout as a failure', async () => {
    renderer = createPdfRenderer({ chromiumPath, timeoutMs: 1 });
    const result = await outcome(renderer.render({ html, paper: 'A4' }));
    expect(result).toMatchObject({ statusCode: 503, errorCode: 'pdf_failed' });
  }, 60_000);
});
