/**
 * Each owner screen as it last showed its owner's data (its markup and the styles it used), kept on
 * the device: the next visit shows it from the first paint, before the app has loaded
 * (src/owner-shell.ts), until the app shows the screen itself. Kept for one account and one
 * language: another account signed in on the device, or the other language, is never shown them,
 * and they go with the credentials.
 */
import { STORAGE_KEYS } from '@/config/storage-keys';
import { LANGUAGE_PARAM } from '@/domain/languages';
import { deviceStorage } from './web-storage';

export interface KeptScreen {
  html: string;
  css: string;
}

interface KeptList {
  /** The username they were kept for. */
  for: string;
  language: string;
  /** The addresses kept, the most recently kept first. */
  addresses: string[];
}

/** A few screens, each at most this many characters: well inside the 5 MB a browser allows. */
export const KEPT_SCREENS_LIMIT = 5;
export const KEPT_SCREEN_MAX_CHARS = 300_000;

/**
 * The address a screen is kept under: its path and query, less the language asked for in it (the
 * screen is kept per language anyway). `/cv/…?edit=true` is the editor, not the CV page.
 */
export function keptAddress({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams(search);
  query.delete(LANGUAGE_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

const screenKey = (address: string) => `${STORAGE_KEYS.keptScreen}${address}`;

function readList(): KeptList | null {
  try {
    const kept = JSON.parse(deviceStorage().getItem(STORAGE_KEYS.keptScreens) ?? 'null') as unknown;
    if (!kept || typeof kept !== 'object') return null;
    const { for: owner, language, addresses } = kept as Partial<Record<keyof KeptList, unknown>>;
    return typeof owner === 'string' &&
      typeof language === 'string' &&
      Array.isArray(addresses) &&
      addresses.every((address) => typeof address === 'string')
      ? { for: owner, language, addresses }
      : null;
  } catch {
    return null;
  }
}

/** The screen kept at `address` for the account signed in now, in `language`, if any. */
export function keptScreen(address: string, language: string): KeptScreen | null {
  const list = readList();
  const signedIn = deviceStorage().getItem(STORAGE_KEYS.username);
  if (!list || list.for !== signedIn || list.language !== language) return null;
  if (!list.addresses.includes(address)) return null;
  try {
    const kept = JSON.parse(deviceStorage().getItem(screenKey(address)) ?? 'null') as unknown;
    if (!kept || typeof kept !== 'object') return null;
    const { html, css } = kept as Partial<Record<keyof KeptScreen, unknown>>;
    return typeof html === 'string' && typeof css === 'string' ? { html, css } : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `screen` at `address` for `username` in `language`, as the newest; the oldest go beyond
 * the limit, or when the device is out of room. A screen too large to keep is not kept (the one
 * kept before it goes: it is older than what the owner saw last).
 */
export function keepScreen(
  username: string,
  language: string,
  address: string,
  screen: KeptScreen,
): void {
  const storage = deviceStorage();
  let list = readList();
  if (!list || list.for !== username || list.language !== language) {
    forgetKeptScreens();
    list = { for: username, language, addresses: [] };
  }
  const others = list.addresses.filter((kept) => kept !== address);
  if (screen.html.length + screen.css.length > KEPT_SCREEN_MAX_CHARS) {
    storage.removeItem(screenKey(address));
    return writeList({ ...list, addresses: others });
  }
  const text = JSON.stringify(screen);
  for (;;) {
    while (others.length >= KEPT_SCREENS_LIMIT) storage.removeItem(screenKey(others.pop()!));
    try {
      storage.setItem(screenKey(address), text);
      return writeList({ ...list, addresses: [address, ...others] });
    } catch {
      // Out of room: the oldest goes, and once none is left this one is not kept.
      const oldest = others.pop();
      if (oldest === undefined) return writeList({ ...list, addresses: [] });
      storage.removeItem(screenKey(oldest));
    }
  }
}

function writeList(list: KeptList) {
  try {
    deviceStorage().setItem(STORAGE_KEYS.keptScreens, JSON.stringify(list));
  } catch {
    // Out of room even for the list: nothing is shown from screens it does not name.
  }
}

/** Forgets every kept screen: at sign-out, and before keeping one for another account. */
export function forgetKeptScreens(): void {
  const storage = deviceStorage();
  for (const address of readList()?.addresses ?? []) storage.removeItem(screenKey(address));
  storage.removeItem(STORAGE_KEYS.keptScreens);
}
