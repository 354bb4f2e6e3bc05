/**
 * The JavaScript each route really loads, measured in the browser (bench/route-scripts.ts): each
 * owner screen signed in and cold against issue 47's budget, and what a visitor page loads once the
 * app takes it over at the first touch (its first visit alone is Lighthouse's: bench/lighthouse.ts).
 */
import type { Page } from 'playwright-core';
import type { BenchUser } from './seed';
import { OWNER_SCREENS, OWNER_TARGETS, signedInDevice } from './owner-screens';
import { launchChromium, scriptsOfPage } from './route-scripts';

export interface RouteBytes {
  route: string;
  /** Script responses. */
  files: number;
  /** Their bodies as sent (brotli or gzip). */
  sent: number;
  /** The same with each response's headers: the transfer the budget is for. */
  transfer: number;
  /** Uncompressed. */
  raw: number;
  /** Transfer bytes allowed; null where the route has no budget of its own. */
  budget: number | null;
}

const KB = 1024;

/** The app takes a server-drawn page over at the visitor's first focus (src/boot.ts). */
async function firstTouch(page: Page) {
  await page.getByRole('link').first().focus();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
}

const VISITOR_ROUTES = [
  ['/ after the first touch', '/?lng=en'],
  ['/auth/login after the first touch', '/auth/login?lng=en'],
] as const;

export async function measureBundles(
  origin: string,
  user: BenchUser,
  log: (line: string) => void = console.log,
): Promise<RouteBytes[]> {
  const browser = await launchChromium();
  const rows: RouteBytes[] = [];
  const row = (
    route: string,
    loads: Awaited<ReturnType<typeof scriptsOfPage>>,
    budget: number | null,
  ) =>
    rows.push({
      route,
      files: loads.length,
      sent: loads.reduce((sum, load) => sum + load.bodyBytes, 0),
      transfer: loads.reduce((sum, load) => sum + load.transferBytes, 0),
      raw: loads.reduce((sum, load) => sum + load.rawBytes, 0),
      budget,
    });
  try {
    for (const screen of OWNER_SCREENS) {
      log(`· JavaScript of ${screen.name}, signed in, cold`);
      // A session of its own: a refresh token is rotated on use.
      const storage = await signedInDevice(origin, user);
      const loads = await scriptsOfPage(browser, `${origin}${screen.address(user)}`, {
        storage,
        shows: screen.shows(user),
      });
      row(screen.name, loads, OWNER_TARGETS.jsKb * KB);
    }
    for (const [route, address] of VISITOR_ROUTES) {
      log(`· JavaScript of ${route}`);
      row(route, await scriptsOfPage(browser, `${origin}${address}`, { wake: firstTouch }), null);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
