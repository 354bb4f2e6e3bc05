import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as launchOptions } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/cv-e2e-${PORT}`;
/** The second server: Facebook sign-in set up too, for the specs that need what only it makes. */
export const E2E_FACEBOOK_PORT = PORT + 1;
export const E2E_FACEBOOK_DATA_DIR = `${E2E_DATA_DIR}-facebook`;

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  launchOptions,
};
const ALONE = /session-refresh\.spec\.ts/;

/** The browser tests' server on `port`, on a fresh data directory (tests/fakes/e2e-server.ts). */
const serverCommand = (port: number, dataDir: string, env = '') =>
  `rm -rf ${dataDir} && ${env} NODE_ENV=production PORT=${port} DATA_DIR=${dataDir} LOG_LEVEL=warn RATE_LIMIT_SCALE=100 node --import tsx tests/fakes/e2e-server.ts`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  // A test.only left in would run alone in CI and the rest pass unseen.
  forbidOnly: Boolean(process.env.CI),
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A test of several rounds (two devices, three conflicts) took 48 s beside two busy loops on a
  // two-core machine and once over 60 s (issue 52's loaded runs); a hanging test is still named.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    headless: true,
    // A failed test keeps its trace: the DOM at every step, without the screencast's frames, whose
    // encoding cost a sixth of a spec file's time on two cores (start-finish: 80 s to 65 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    // As a user who asks for less motion: the app then draws no animation frames (src/app/theme.ts),
    // which on a two-core machine is most of what a waiting test costs.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'phone',
      // A phone's touch and size at one device pixel per CSS pixel: the layout is the same, and
      // drawing a third of the pixels keeps the suite's time in bounds on a two-core machine.
      use: phone,
      testIgnore: ALONE,
    },
    {
      name: 'desktop',
      // Flows are walked at phone size; the desktop pass is for the screens laid out differently.
      grep: /@desktop/,
      testIgnore: ALONE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Tests that stage a race by delaying answers by a few hundred milliseconds: they run after
      // the rest, on an otherwise idle machine, where those delays mean what they say.
      name: 'phone-alone',
      use: phone,
      testMatch: ALONE,
      dependencies: ['phone', 'desktop'],
    },
  ],
  webServer: [
    {
      // The server with Google sign-in set up against a fake of Google's keys on 127.0.0.1, which
      // the tests sign ID tokens with (tests/fakes/e2e-server.ts, tests/e2e/support-google.ts).
      command: serverCommand(PORT, E2E_DATA_DIR),
      url: `http://localhost:${PORT}/api/health/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Facebook sign-in too (the first server has none, and its login screen says so): an
      // address Facebook does not vouch for, which only it makes (tests/e2e/claim-review.spec.ts).
      command: serverCommand(E2E_FACEBOOK_PORT, E2E_FACEBOOK_DATA_DIR, 'E2E_FACEBOOK=1'),
      url: `http://localhost:${E2E_FACEBOOK_PORT}/api/health/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
