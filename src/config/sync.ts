/** The Background Sync tag shared by the app (which asks for it) and the service worker. */
export const OUTBOX_SYNC_TAG = 'cv-outbox';
