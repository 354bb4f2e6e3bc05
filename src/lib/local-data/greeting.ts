/**
 * The name the dashboard last welcomed its owner by (the first name on their CVs, else their
 * username), kept on the device so the next visit says it from the first paint, before the CV list
 * arrives (src/owner-shell.ts, the dashboard). Kept for one account: another one signed in on the
 * device is never greeted by it, and it goes with the credentials.
 */
import { STORAGE_KEYS } from '@/config/storage-keys';
import { deviceStrings } from './web-storage';

interface Greeting {
  /** The username it was kept for. */
  for: string;
  name: string;
}

function read(): Greeting | null {
  try {
    const kept = JSON.parse(deviceStrings.getItem(STORAGE_KEYS.greetingName) ?? 'null') as unknown;
    return kept && typeof kept === 'object' && 'for' in kept && 'name' in kept
      ? { for: String(kept.for), name: String(kept.name) }
      : null;
  } catch {
    return null;
  }
}

/** The name kept for the account signed in on the device now, if any. */
export function keptGreeting(): string | null {
  const kept = read();
  return kept && kept.for === deviceStrings.getItem(STORAGE_KEYS.username) ? kept.name : null;
}

/** The greeting as it is kept for `username` (what a device holds after signing in). */
export function greetingEntry(username: string, name: string): string {
  return JSON.stringify({ for: username, name } satisfies Greeting);
}

/** Keeps `name` for `username`; null for either forgets it. */
export function keepGreeting(username: string | null, name: string | null = null): void {
  const kept = read();
  if (kept?.for === username && kept.name === name) return;
  if (username && name)
    deviceStrings.setItem(STORAGE_KEYS.greetingName, greetingEntry(username, name));
  else deviceStrings.removeItem(STORAGE_KEYS.greetingName);
}
