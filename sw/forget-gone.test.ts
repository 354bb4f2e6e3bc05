import { describe, expect, it } from 'vitest';
import { forgetGone, type CacheOpener } from './forget-gone';

/** CacheStorage with one cache, in memory, keyed by URL as the browser's is (GET only here). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return entries;
  };
  const storage: CacheOpener = {
    open: (name: string) =>
      Promise.resolve({
        delete: (request: RequestInfo | URL) =>
          Promise.resolve(
            open(name).delete(request instanceof Request ? request.url : `${request}`),
          ),
      }),
  };
  return { storage, open };
}

async function respond(status: number, url: string, cacheName = 'public-cv-api') {
  const { storage, open } = fakeCaches();
  open(cacheName).set(url, new Response('{"data":{"first_name":"Aino"}}'));
  open('other').set(url, new Response('kept'));
  const plugin = forgetGone(cacheName, storage);
  const response = new Response(null, { status });
  const returned = await plugin.fetchDidSucceed!({
    request: new Request(url),
    response,
    event: Object.assign(new Event('fetch'), { waitUntil: () => undefined }),
    state: {},
  });
  return { returned, response, cached: open(cacheName).has(url), other: open('other').has(url) };
}

describe('forgetGone', () => {
  const url = 'https://cv.example/api/cv/aino/';

  it.each([404, 410])('deletes the cached copy when the network answers %i', async (status) => {
    const { returned, response, cached, other } = await respond(status, url);
    expect(returned).toBe(response);
    expect(cached).toBe(false);
    // Only its own cache is touched.
    expect(other).toBe(true);
  });

  it.each([200, 304, 500, 503])('keeps the cached copy on %i', async (status) => {
    const { cached } = await respond(status, url);
    expect(cached).toBe(true);
  });
});
