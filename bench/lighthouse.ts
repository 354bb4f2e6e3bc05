/** Lighthouse (mobile preset) on a page, with Debian's chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      transferKb: Math.round(value('total-byte-weight') / 1024),
    };
  } finally {
    chrome.kill();
  }
}
