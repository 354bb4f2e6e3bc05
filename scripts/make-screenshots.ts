// Takes the web manifest's screenshots (the richer install sheet) from a running server:
// npx tsx scripts/make-screenshots.ts http://localhost:3000 (outputs are committed in public/screenshots).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const base = process.argv[2] ?? 'http://localhost:3000';
mkdirSync('public/screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const shots = [
  { file: 'public/screenshots/phone-cv.png', path: '/demo', viewport: { width: 390, height: 844 } },
  {
    file: 'public/screenshots/desktop-cv.png',
    path: '/demo',
    viewport: { width: 1280, height: 800 },
  },
];
for (const shot of shots) {
  const page = await browser.newPage({ viewport: shot.viewport });
  await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: shot.file });
  await page.close();
}
await browser.close();
console.log('screenshots written to public/screenshots');
