/**
 * PDFs from HTML with headless Chromium (the system's, through playwright-core: nothing is
 * downloaded). One browser serves every request; a few pages render at once and a bounded queue
 * waits behind them, so a burst of downloads cannot exhaust the server. Each page has no script,
 * no network and a time limit.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { ApiError } from '@server/lib/errors';
import { createSemaphore } from '@server/lib/semaphore';

/** The page sizes Chromium prints: a CV's design's `page` format, or `?paper=`. */
export type Paper = 'A4' | 'Letter';

export interface PdfRendererOptions {
  /** The Chromium binary; without one every render answers 503 `pdf_unavailable`. */
  chromiumPath: string;
  /** Pages rendering at once (each is a Chromium renderer process). */
  concurrency?: number;
  /** Renders waiting for a page; one more answers 503 `pdf_busy`. */
  maxWaiting?: number;
  timeoutMs?: number;
  /** Where a render that failed is told (the answer says only that it failed). */
  logFailure?: (error: unknown) => void;
  /** Files the page may load by path (the typefaces' fonts); everything else is refused. */
  files?: (pathname: string) => Promise<PdfAsset | null>;
}

export interface PdfAsset {
  body: Buffer;
  contentType: string;
}

/** The address the page is printed at, answered by the renderer itself: no request leaves it. */
const PAGE_URL = new URL('http://cv.pdf.invalid/');

export interface PdfDocument {
  html: string;
  paper: Paper;
}

export interface PdfRenderer {
  render(document: PdfDocument): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  const {
    chromiumPath,
    concurrency = 2,
    maxWaiting = 20,
    timeoutMs = 20_000,
    logFailure,
    files,
  } = options;
  const pages = createSemaphore(concurrency);
  let browser: Promise<Browser> | null = null;

  const launch = (): Promise<Browser> => {
    browser ??= chromium
      .launch({
        executablePath: chromiumPath,
        // --no-sandbox: containers run the server as root, where Chromium's sandbox cannot start.
        args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
        timeout: timeoutMs,
      })
      .then((started) => {
        started.on('disconnected', () => (browser = null));
        return started;
      })
      .catch((error: unknown) => {
        browser = null;
        throw error;
      });
    return browser;
  };

  async function renderPage({ html, paper }: PdfDocument): Promise<Buffer> {
    const context = await (await launch()).newContext({ javaScriptEnabled: false });
    try {
      // A CV's links and photo never make the server fetch anything: the photo comes inlined, and
      // the page and its fonts are answered here.
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== PAGE_URL.origin) return route.abort();
        if (url.pathname === PAGE_URL.pathname)
          return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
        const file = await files?.(url.pathname);
        return file ? route.fulfill(file) : route.abort();
      });
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      await page.goto(PAGE_URL.href, { waitUntil: 'load' });
      // page.pdf() takes no timeout: a print that hangs ends here, and its context with it.
      return await within(
        page.pdf({ format: paper, printBackground: true, tagged: true, outline: true }),
        timeoutMs,
      );
    } finally {
      await context.close();
    }
  }

  return {
    async render(document) {
      if (!existsSync(chromiumPath)) throw new ApiError(503, 'pdf_unavailable');
      if (pages.load().waiting >= maxWaiting) {
        throw new ApiError(503, 'pdf_busy', 'pdf_busy', {}, {}, { 'retry-after': '5' });
      }
      return pages.run(async () => {
        try {
          return await renderPage(document);
        } catch (error) {
          logFailure?.(error);
          throw new ApiError(503, 'pdf_failed');
        }
      });
    },
    async close() {
      const running = await browser?.catch(() => null);
      browser = null;
      await running?.close();
    },
  };
}

/** The work's result, or a failure once `ms` have passed without one. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
