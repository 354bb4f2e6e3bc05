/**
 * Debian's chromium, as the browser tests, the PWA test's own profile, the Lighthouse bench and the
 * screenshot script launch it: one path and one set of flags (no sandbox in containers, no GPU, and
 * nothing that reaches other hosts: no QUIC probing, component updates, sync or background traffic).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
