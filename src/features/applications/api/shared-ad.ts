/**
 * A job ad's text or link shared to the installed app, as the service worker kept it
 * (sw/shared-file.ts): taken once, so it does not stay on the device.
 */
import { SHARED_AD_KEY, SHARED_FILE_CACHE } from '@/config/share-target';

export async function takeSharedAd(): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SHARED_FILE_CACHE);
  const response = await cache.match(SHARED_AD_KEY);
  if (!response) return null;
  await cache.delete(SHARED_AD_KEY);
  return (await response.text()) || null;
}
