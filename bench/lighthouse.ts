/** Lighthouse (mobile preset, simulated throttling) on a page, with Debian's chromium. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  /** JavaScript the page downloaded, as sent (compressed). */
  jsKb: number;
  /** Font files the page downloaded (a CV's typeface). */
  fontKb: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * What the device holds before the page is opened, e.g. a signed-in session: localStorage entries
 * written on the page's origin. Lighthouse then clears the HTTP cache, the service worker and its
 * caches (its default), not localStorage or IndexedDB: cold, but signed in.
 */
export type DeviceStorage = Record<string, string>;

async function putOnDevice(port: number, url: string, storage: DeviceStorage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A path the server answers without the app: nothing of the app is cached by this visit.
    await page.goto(new URL('/api/health/', url).href);
    await page.evaluate((entries: DeviceStorage) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** BENCH_LHR_DIR: each run's whole report is kept there, to see what moved or what loaded. */
const REPORTS_DIR = process.env.BENCH_LHR_DIR;

async function keepReport(url: string, lhr: object) {
  await mkdir(REPORTS_DIR!, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await writeFile(path.join(REPORTS_DIR!, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

async function runOnce(url: string, storage?: DeviceStorage): Promise<LighthouseFigures | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    if (storage) await putOnDevice(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    // Chromium's trace now and then misses the navigation (NO_NAVSTART): that run says nothing.
    if (!result || result.lhr.runtimeError) return null;
    if (REPORTS_DIR) await keepReport(url, result.lhr);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const requests =
      (audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? [];
    const bytesOf = (type: string) =>
      requests
        .filter((r) => r.resourceType === type)
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const js = bytesOf('Script');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      transferKb: Math.round(value('total-byte-weight') / 1024),
      jsKb: Number((js / 1024).toFixed(1)),
      fontKb: Number((bytesOf('Font') / 1024).toFixed(1)),
    };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(
  url: string,
  storage?: DeviceStorage,
): Promise<LighthouseFigures> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const figures = await runOnce(url, storage);
    if (figures) return figures;
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Each figure the median of `runs` runs (an odd number), as the table reports them. */
export async function medianLighthouse(
  url: string,
  { runs = 3, storage }: { runs?: number; storage?: DeviceStorage } = {},
): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await runLighthouse(url, storage));
  const pick = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    transferKb: pick('transferKb'),
    jsKb: pick('jsKb'),
    fontKb: pick('fontKb'),
  };
}
