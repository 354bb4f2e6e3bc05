import { describe, expect, it } from 'vitest';
import { storedAsAllowed, type CacheHolder } from './stored-as-allowed';

const url = 'https://cv.example/api/users/me/export/';

/** Asks the plugin about one answer; `deleted` lists the addresses it deleted, by cache. */
async function offer(holder: CacheHolder, init: ResponseInit) {
  const deleted: string[] = [];
  const storage = {
    open: (name: string) =>
      Promise.resolve({
        delete: (request: RequestInfo | URL) => {
          deleted.push(`${name} ${request instanceof Request ? request.url : `${request}`}`);
          return Promise.resolve(true);
        },
      }),
  };
  const nullBody = init.status === 204 || init.status === 304;
  const response = new Response(nullBody ? null : '{}', init);
  const stored = await storedAsAllowed('the-cache', holder, storage).cacheWillUpdate!({
    request: new Request(url),
    response,
    event: Object.assign(new Event('fetch'), { waitUntil: () => undefined }),
    state: {},
  });
  return { stored: stored === response, deleted };
}

const marked = (cacheControl: string): ResponseInit => ({
  headers: { 'cache-control': cacheControl },
});

describe('storedAsAllowed', () => {
  it.each<CacheHolder>(['owner', 'anyone'])(
    'a cache of %s never stores no-store, and deletes the copy it had',
    async (holder) => {
      for (const header of ['no-store', 'private, no-store', 'No-Store', 'max-age=60,no-store']) {
        expect(await offer(holder, marked(header))).toEqual({
          stored: false,
          deleted: [`the-cache ${url}`],
        });
      }
    },
  );

  it('a shared cache never stores private, the owner’s own cache does', async () => {
    for (const header of ['private, no-cache', 'private, max-age=86400', 'private="set-cookie"']) {
      expect(await offer('anyone', marked(header))).toEqual({
        stored: false,
        deleted: [`the-cache ${url}`],
      });
      expect(await offer('owner', marked(header))).toEqual({ stored: true, deleted: [] });
    }
  });

  it.each(['', 'no-cache', 'public, max-age=31536000, immutable, s-maxage=600'])(
    'stores an answer marked "%s" in either cache',
    async (header) => {
      for (const holder of ['owner', 'anyone'] as const) {
        expect(await offer(holder, header ? marked(header) : {})).toEqual({
          stored: true,
          deleted: [],
        });
      }
    },
  );

  it.each([201, 204, 206, 304, 404, 500])(
    'stores only 200s, as Workbox does without the plugin (%i)',
    async (status) => {
      expect(await offer('anyone', { status, headers: { 'cache-control': 'public' } })).toEqual({
        stored: false,
        deleted: [],
      });
    },
  );
});
