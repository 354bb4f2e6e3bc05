/** How long a runtime cache keeps what it holds, and that it lets go of what the server says is gone. */
import { ExpirationPlugin } from 'workbox-expiration';
import { forgetGone } from './forget-gone';

const DAY_SECONDS = 24 * 3600;

/** The plugins of a cache that holds at most `entries` answers, each for `days` (else until pushed out). */
export const keptFor = (cacheName: string, entries: number, days?: number) => [
  forgetGone(cacheName),
  new ExpirationPlugin({
    maxEntries: entries,
    ...(days ? { maxAgeSeconds: days * DAY_SECONDS } : {}),
  }),
];
