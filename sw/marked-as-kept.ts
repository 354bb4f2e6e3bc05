/**
 * A Workbox plugin: an answer served from the cache instead of the network carries
 * KEPT_COPY_HEADER, so the app can say it is the copy kept from earlier (with its own Date) rather
 * than pass it off as new.
 */
import type { WorkboxPlugin } from 'workbox-core/types';
import { KEPT_COPY_HEADER } from '@/config/sync';

export function markedAsKept(): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed({ cachedResponse }) {
      if (!cachedResponse) return Promise.resolve(cachedResponse);
      const headers = new Headers(cachedResponse.headers);
      headers.set(KEPT_COPY_HEADER, '1');
      return Promise.resolve(
        new Response(cachedResponse.body, {
          status: cachedResponse.status,
          statusText: cachedResponse.statusText,
          headers,
        }),
      );
    },
  };
}
