/** The Background Sync tag shared by the app (which asks for it) and the service worker. */
export const OUTBOX_SYNC_TAG = 'cv-outbox';

/** While the app is open, a CV that could not be sent is tried again after 4 s, 8 s, … up to 5 min. */
export const OUTBOX_RETRY = { firstMs: 4_000, maxMs: 5 * 60_000 };

/**
 * The header the service worker adds to an owner's answer it served from its cache (no network,
 * or none in time): the app then says the file is the one made earlier, and when (its Date).
 */
export const KEPT_COPY_HEADER = 'x-kept-copy';

/** The Background Sync tag of the CV store's waiting changes (src/lib/cv-store). */
export const CV_SYNC_TAG = 'cv-changes';
