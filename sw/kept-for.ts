/**
 * How long a runtime cache keeps what it holds, that it lets go of what the server says is gone,
 * and that it stores only what the server's Cache-Control lets it keep.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { forgetGone } from './forget-gone';
import { storedAsAllowed, type CacheHolder } from './stored-as-allowed';

const DAY_SECONDS = 24 * 3600;

const plugins = (cacheName: string, holder: CacheHolder, entries: number, days?: number) => [
  storedAsAllowed(cacheName, holder),
  forgetGone(cacheName),
  new ExpirationPlugin({
    maxEntries: entries,
    ...(days ? { maxAgeSeconds: days * DAY_SECONDS } : {}),
  }),
];

/** The plugins of a cache that holds at most `entries` answers, each for `days` (else until pushed out). */
export const keptFor = (cacheName: string, entries: number, days?: number) =>
  plugins(cacheName, 'anyone', entries, days);

/**
 * The same for a cache of the signed-in owner's own answers. It may keep answers marked `private`
 * (their CVs, PDFs and signed photo links are, and are read offline from it) because it is
 * deleted on sign-out, so the next person on the device never reads them; `no-store` stays out.
 */
export const keptForOwner = (cacheName: string, entries: number, days?: number) =>
  plugins(cacheName, 'owner', entries, days);
