/**
 * A new passkey's name from the browser's user agent ("Chrome on Android", "Safari on iPhone"), so
 * the account page tells one device's passkey from another's before the owner renames any.
 */

/** Most specific first: Edge, Opera and Samsung Internet also say "Chrome", and Chrome "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|OPT)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const match = (table: [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/** The browser and the system the agent names; either may be unknown. */
export function deviceOf(agent: string | undefined): { browser?: string; os?: string } {
  const text = (agent ?? '').slice(0, 512);
  return { browser: match(BROWSERS, text), os: match(SYSTEMS, text) };
}
