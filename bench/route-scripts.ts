/**
 * The JavaScript a browser really loads for one page, measured in Chromium at phone size: every
 * script response of the page, cold (a fresh context: no HTTP cache, no service worker), until the
 * page shows what it is for and the network has been quiet for a second.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium';
import type { DeviceStorage } from './lighthouse';
import type { Shown } from './owner-screens';
import { waitUntilShown } from './shown';

export interface ScriptLoad {
  url: string;
  /** The body as sent (brotli or gzip, as the server chose). */
  bodyBytes: number;
  /** The body and the response's headers: what Lighthouse counts as a transfer. */
  transferBytes: number;
  /** The script itself, uncompressed. */
  rawBytes: number;
}

export const PHONE = { width: 390, height: 844 };
const QUIET_MS = 1000;
/** A page that never goes quiet (a request left open) is counted as it stands after this long. */
const QUIET_PATIENCE_MS = 30_000;

export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

/**
 * A phone's browser context on `origin`, holding `storage` in its localStorage (e.g. a session), as
 * the app finds it after signing in there.
 */
export function phoneContext(
  browser: Browser,
  origin: string,
  {
    storage = {},
    serviceWorkers = 'block',
  }: { storage?: DeviceStorage; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
}

/** Resolves once no request of `page` has been open or begun for QUIET_MS. */
function quiet(page: Page): { settled: () => Promise<void> } {
  let open = 0;
  let last = performance.now();
  page.on('request', () => {
    open++;
    last = performance.now();
  });
  const done = () => {
    open--;
    last = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async () => {
      const deadline = performance.now() + QUIET_PATIENCE_MS;
      while ((open > 0 || performance.now() - last < QUIET_MS) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/**
 * Opens `url` in a fresh phone context and answers each script it loaded. The service worker is
 * kept out: its precache would fetch every chunk of the app, and serve the page's later ones.
 * `shows`: what the page must show before the count ends; `wake`: what the visitor does first.
 */
export async function scriptsOfPage(
  browser: Browser,
  url: string,
  {
    storage,
    shows,
    wake,
  }: { storage?: DeviceStorage; shows?: Shown; wake?: (page: Page) => Promise<void> } = {},
): Promise<ScriptLoad[]> {
  const context = await phoneContext(browser, new URL(url).origin, { storage });
  try {
    const page = await context.newPage();
    const loads: Promise<ScriptLoad | null>[] = [];
    page.on('requestfinished', (request) => {
      const load = async (): Promise<ScriptLoad | null> => {
        const response = await request.response();
        const type = response?.headers()['content-type'] ?? '';
        if (!response || (request.resourceType() !== 'script' && !/javascript/.test(type)))
          return null;
        const sizes = await request.sizes();
        return {
          url: request.url(),
          bodyBytes: sizes.responseBodySize,
          transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
          rawBytes: (await response.body()).length,
        };
      };
      // One that finishes as the context closes is no longer asked about.
      loads.push(load().catch(() => null));
    });
    const network = quiet(page);
    await page.goto(url, { waitUntil: 'load' });
    if (shows) await waitUntilShown(page, shows);
    if (wake) await wake(page);
    await network.settled();
    return (await Promise.all(loads)).filter((load): load is ScriptLoad => load !== null);
  } finally {
    await context.close();
  }
}
