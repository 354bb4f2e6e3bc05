/**
 * A Workbox plugin: when the network answers 404 or 410, the cached copy of that address is
 * deleted, so a CV made private (or deleted) is never shown again from a cache, offline or not.
 * StaleWhileRevalidate and NetworkFirst alone keep the old 200, because they only store 200s.
 */
import type { WorkboxPlugin } from 'workbox-core/types';

const GONE = new Set([404, 410]);

/** What the plugin needs of CacheStorage (the worker's `caches`; tests pass their own). */
export interface CacheOpener {
  open(name: string): Promise<Pick<Cache, 'delete'>>;
}

export function forgetGone(cacheName: string, storage: CacheOpener = caches): WorkboxPlugin {
  return {
    async fetchDidSucceed({ request, response }) {
      if (GONE.has(response.status)) {
        const cache = await storage.open(cacheName);
        // Every stored variant of the address (Accept-Encoding, language) goes.
        await cache.delete(request, { ignoreVary: true });
      }
      return response;
    },
  };
}
