/// <reference lib="webworker" />
/**
 * The service worker: the app shell precached (the app opens offline), photos and public CVs seen
 * before kept for offline reading, the owner's own CVs readable offline (network first, never stale
 * while online), and Background Sync that sends CVs finished offline. A 404 or 410 from the network
 * deletes the cached copy, so a CV made private stops showing here too. No cache stores an answer
 * marked no-store; only the owner's (deleted on sign-out) store one marked private.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isAppRoute } from '@/config/paths';
import { OWNER_PAGES, ownerPageOf } from '@/config/owner-pages';
import { keptFor, keptForOwner } from './kept-for';
import { markedAsKept } from './marked-as-kept';
import { CV_SYNC_TAG, sendCvChangesFromWorker } from './cv-sync';
import { OUTBOX_SYNC_TAG } from '@/config/sync';
import { SHARE_ACTION } from '@/config/share-target';
import { FONTS_PATH } from '@/domain/design';
import { receiveShare } from './shared-file';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

export const CACHES = {
  owner: 'owner-api',
  /** A private CV's photo, loaded through its owner's signed link: the owner's, like owner-api. */
  ownerPhotos: 'owner-photos',
  photos: 'photos',
  /** The CV typefaces' files (/fonts/): the same name always holds the same letters. */
  fonts: 'fonts',
  publicApi: 'public-cv-api',
  publicPages: 'public-cv-pages',
  /** Followed by the build's revision. */
  ownerShells: 'owner-shells',
};

cleanupOutdatedCaches();
// The first visit is controlled at once, so the app opens offline from then on.
clientsClaim();
// Named once: the build writes the list of files in place of this one occurrence.
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);

const shell = createHandlerBoundToURL('/index.html');

/**
 * Each owner screen's drawn shell (its navigation and skeleton), which names this build's scripts:
 * kept per build, so a shell never outlives the scripts it loads.
 */
const shellRevision = precached.flatMap((entry) =>
  typeof entry !== 'string' && entry.url === 'index.html' ? [entry.revision] : [],
)[0];
const ownerShells = `${CACHES.ownerShells}-${shellRevision ?? 'dev'}`;
/** One shell per screen, whatever the CV in its address. */
const shellKey = (address: string) => new Request(new URL(address, self.location.origin).href);

async function keepShell(address: string, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/html')) return;
  await (await caches.open(ownerShells)).put(shellKey(address), response);
}

// Installed: each owner screen's shell, in the language the device's cookie asks for.
self.addEventListener('install', (event) => {
  const addresses = [...new Set(OWNER_PAGES.map((page) => page.draw))];
  event.waitUntil(
    Promise.all(
      addresses.map((address) =>
        fetch(address)
          .then((response) => keepShell(address, response))
          .catch(() => undefined),
      ),
    ),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(`${CACHES.ownerShells}-`) && name !== ownerShells)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// An owner screen opens from its kept shell at once (online or not) while a fresh one is fetched
// for the next time; never kept: from the network, else the app's plain shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && ownerPageOf(url.pathname) !== undefined,
  async (options) => {
    const { draw } = ownerPageOf(options.url.pathname)!;
    const kept = await caches.match(shellKey(draw), { cacheName: ownerShells });
    const fresh = fetch(options.request).then(async (response) => {
      await keepShell(draw, response.clone());
      return response;
    });
    if (kept) {
      options.event.waitUntil(fresh.catch(() => undefined));
      return kept;
    }
    try {
      return await fresh;
    } catch {
      return shell(options);
    }
  },
);

// A file shared to the installed app: kept for the wizard's import, which opens (offline too).
registerRoute(
  ({ url }) => url.pathname === SHARE_ACTION,
  ({ request }) => receiveShare(request),
  'POST',
);

// Other app routes open from the precached shell, online or not.
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppRoute(url.pathname), shell);

// Public CV pages: the server's HTML when online (and remembered), else the remembered copy, else the app.
const publicPages = new NetworkFirst({
  cacheName: CACHES.publicPages,
  networkTimeoutSeconds: 5,
  plugins: keptFor(CACHES.publicPages, 30, 30),
});
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    !isAppRoute(url.pathname) &&
    !/^\/(api|media)\//.test(url.pathname),
  async (options) => {
    try {
      const response = await publicPages.handle(options);
      if (response) return response;
    } catch {
      // offline and never seen: fall back to the app, which may have the CV in its API cache
    }
    return shell(options);
  },
);

// Photos never change under the same URL (a CV turning private moves its photo to a new one).
registerRoute(
  ({ url }) => url.pathname.startsWith('/media/photos/') && url.searchParams.has('t'),
  new CacheFirst({
    cacheName: CACHES.ownerPhotos,
    plugins: keptForOwner(CACHES.ownerPhotos, 20, 2),
  }),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHES.photos,
    plugins: keptFor(CACHES.photos, 80, 60),
  }),
);

// A CV's typeface, so a CV seen once is drawn in it offline too.
registerRoute(
  ({ url }) => url.pathname.startsWith(FONTS_PATH),
  new CacheFirst({ cacheName: CACHES.fonts, plugins: keptFor(CACHES.fonts, 48, 90) }),
);

// The owner's data (and the PDFs of their CVs): always from the network while online; the last
// answer only when offline, so the last PDF made of a CV still downloads without a network.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    /^\/api\/(cv\/get_cv(_list)?\/|users\/me\/|payments\/premium-status\/)/.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.owner,
    networkTimeoutSeconds: 6,
    // A copy served from here says so: the app tells the owner the file is from earlier.
    plugins: [...keptForOwner(CACHES.owner, 40), markedAsKept()],
  }),
);

// Public CVs read through the API (inside the app).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    /^\/api\/cv\/(?!get_cv|get_cv_list|create_cv|edit_cv)[^/]+\/([^/]+\/)?$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHES.publicApi,
    plugins: keptFor(CACHES.publicApi, 30),
  }),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Signed out: nothing of this user's may stay readable on the device.
  if (type === 'SIGNED_OUT')
    event.waitUntil(Promise.all([caches.delete(CACHES.owner), caches.delete(CACHES.ownerPhotos)]));
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  // The outbox's own tag, which an earlier version of the app may have registered: new CVs are
  // the CV store's changes now, sent as the rest are.
  if (event.tag === CV_SYNC_TAG || event.tag === OUTBOX_SYNC_TAG)
    event.waitUntil(sendCvChangesFromWorker(self));
}) as EventListener);
