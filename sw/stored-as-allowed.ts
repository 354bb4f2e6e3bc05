/**
 * A Workbox plugin: a runtime cache stores only what the server lets it keep. An answer marked
 * `Cache-Control: no-store` (the account export, a JSON Resume download) is stored in no cache;
 * one marked `private` only in a cache of the signed-in owner's own, which sign-out deletes.
 * A refused answer also deletes the copy stored before, so an older worker's copy does not
 * outlive the rule (NetworkFirst would show it offline).
 */
import type { WorkboxPlugin } from 'workbox-core/types';
import type { CacheOpener } from './forget-gone';

/** Whose answers a cache holds: the owner's caches are deleted on sign-out, the others are not. */
export type CacheHolder = 'owner' | 'anyone';

function directives(response: Response): Set<string> {
  const header = response.headers.get('cache-control') ?? '';
  // `private="set-cookie"` names fields only, but it is still read as private: refusing is safe.
  return new Set(header.split(',').map((part) => part.split('=')[0]!.trim().toLowerCase()));
}

/** Why the server does not let a cache of `holder` keep the answer, or null when it may. */
export function refusal(response: Response, holder: CacheHolder): string | null {
  const said = directives(response);
  if (said.has('no-store')) return 'no-store';
  if (said.has('private') && holder !== 'owner') return 'private';
  return null;
}

export function storedAsAllowed(
  cacheName: string,
  holder: CacheHolder,
  storage: CacheOpener = caches,
): WorkboxPlugin {
  return {
    async cacheWillUpdate({ request, response }) {
      // A plugin with cacheWillUpdate replaces Workbox's own check (200s only, and opaque
      // answers for some strategies), so it is made here again; an opaque answer's headers
      // cannot be read, so it is never stored.
      if (response.status !== 200) return null;
      if (!refusal(response, holder)) return response;
      const cache = await storage.open(cacheName);
      await cache.delete(request, { ignoreVary: true });
      return null;
    },
  };
}
