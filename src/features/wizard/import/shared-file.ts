/**
 * The CV file shared to the installed app, as the service worker kept it (sw/shared-file.ts):
 * taken once, so it is read once and does not stay on the device.
 */
import {
  SHARED_FILE_CACHE,
  SHARED_FILE_KEY,
  SHARED_FILE_NAME_HEADER,
  SHARED_FILE_SIZE_HEADER,
} from '@/config/share-target';

export type SharedFile =
  | { kind: 'file'; file: File }
  /** Kept without its bytes: over the import's limit. */
  | { kind: 'too_large' }
  /** Nothing came (the share reached the server, or the file was taken already). */
  | { kind: 'none' };

function nameOf(response: Response): string {
  try {
    return decodeURIComponent(response.headers.get(SHARED_FILE_NAME_HEADER) ?? '');
  } catch {
    return '';
  }
}

export async function takeSharedFile(): Promise<SharedFile> {
  if (typeof caches === 'undefined') return { kind: 'none' };
  const cache = await caches.open(SHARED_FILE_CACHE);
  const response = await cache.match(SHARED_FILE_KEY);
  if (!response) return { kind: 'none' };
  await cache.delete(SHARED_FILE_KEY);
  const size = Number(response.headers.get(SHARED_FILE_SIZE_HEADER));
  const blob = await response.blob();
  if (blob.size === 0 && size > 0) return { kind: 'too_large' };
  const type = response.headers.get('content-type') ?? '';
  return { kind: 'file', file: new File([blob], nameOf(response) || 'cv', { type }) };
}
