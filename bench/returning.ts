/**
 * The owner coming back (issue 47): each owner screen opened once online, so the service worker
 * controls the app and the local CV store holds the owner's data, then opened again offline on a
 * phone's CPU (4x slower, through the DevTools protocol): the ms from the navigation's start until
 * the owner's data, not only a skeleton, is on the screen. Measured, never asserted in a test.
 */
import os from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { OWNER_SCREENS, signedInDevice } from './owner-screens';
import { launchChromium, phoneContext } from './route-scripts';
import type { BenchUser } from './seed';
import { shownSince, waitUntilShown, watchShown } from './shown';

export interface ReturningFigures {
  /** The median of the runs; null when most never showed the data. */
  ms: number | null;
  /** Each run; null: not shown within SHOWN_PATIENCE_MS. */
  runs: (number | null)[];
  /** The machine's 1-minute load average after the runs (2 cores: above 2, others were busy). */
  load: number;
}

/** Issue 47: the owner's data on the screen within a second, offline, at 4x CPU throttling. */
export const RETURNING_TARGET_MS = 1000;
const CPU_SLOWDOWN = 4;
const SHOWN_PATIENCE_MS = 30_000;

async function workerInControl(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active && navigator.serviceWorker.controller);
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** Opens `url` in a new tab of `context` (offline by then) on a throttled CPU: when it showed. */
async function reopened(
  context: BrowserContext,
  url: string,
  shows: Parameters<typeof waitUntilShown>[1],
) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await watchShown(page, shows);
    await page.goto(url, { waitUntil: 'commit' });
    return await shownSince(page, SHOWN_PATIENCE_MS).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'TimeoutError') return null;
      throw error;
    });
  } finally {
    await page.close();
  }
}

/** A run that never showed the data counts as the slowest. */
const median = (values: (number | null)[]) =>
  [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity))[Math.floor(values.length / 2)]!;

export async function measureReturning(
  origin: string,
  user: BenchUser,
  { runs = 3, log = console.log }: { runs?: number; log?: (line: string) => void } = {},
): Promise<Record<string, ReturningFigures>> {
  const browser = await launchChromium();
  const figures: Record<string, ReturningFigures> = {};
  try {
    // One phone, signed in once, as an owner uses the app day after day.
    const context = await phoneContext(browser, origin, {
      storage: await signedInDevice(origin, user),
      serviceWorkers: 'allow',
    });
    for (const screen of OWNER_SCREENS) {
      log(`· ${screen.name} again, offline, ${CPU_SLOWDOWN}x CPU (median of ${runs})`);
      const url = `${origin}${screen.address(user)}`;
      const shows = screen.shows(user);
      // Twice online: the first visit installs the worker, the second goes through it (which
      // keeps the owner's answers) as every visit after it does.
      const online = await context.newPage();
      await online.goto(url);
      await waitUntilShown(online, shows);
      await workerInControl(online);
      await online.reload();
      await waitUntilShown(online, shows);
      // What the screen fetches after its data shows (the store filling, the worker's cache).
      await online.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      // The app closed, the phone offline; then opened again.
      await online.close();
      await context.setOffline(true);
      const times: (number | null)[] = [];
      try {
        for (let run = 0; run < runs; run++) times.push(await reopened(context, url, shows));
      } finally {
        await context.setOffline(false);
      }
      const load = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
      figures[screen.name] = { ms: median(times), runs: times, load };
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return figures;
}
