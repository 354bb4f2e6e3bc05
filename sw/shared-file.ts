/**
 * What another app shares to the installed one (the manifest's share target): a CV file is kept
 * in a cache of its own for the wizard's import, which reads it and removes it; the share then
 * lands on the wizard. A text or a link (a job ad) is kept the same way for a new application.
 */
import {
  SHARED_FILE_CACHE,
  SHARED_FILE_FIELD,
  SHARED_FILE_KEY,
  SHARED_FILE_LANDING,
  SHARED_FILE_NAME_HEADER,
  SHARED_FILE_SIZE_HEADER,
  SHARED_AD_KEY,
  SHARED_AD_LANDING,
  SHARED_TEXT_FIELDS,
} from '@/config/share-target';
import { LIMITS } from '@/domain/limits';

/** Keeps the shared file, if the form has one the import may read, and says where to go. */
export async function receiveShare(request: Request): Promise<Response> {
  let file: File | null = null;
  let texts: string[] = [];
  try {
    const form = await request.formData();
    const value = form.get(SHARED_FILE_FIELD);
    file = value instanceof File && value.size > 0 ? value : null;
    texts = SHARED_TEXT_FIELDS.map((name) => form.get(name)).filter(
      (text): text is string => typeof text === 'string' && text.trim() !== '',
    );
  } catch {
    // Not a form the platform sends: nothing is kept, and the wizard says no file came.
  }
  const cache = await caches.open(SHARED_FILE_CACHE);
  if (!file) {
    // The ad as it came, up to what an application keeps of one; a new share replaces the last.
    const ad = [...new Set(texts.map((text) => text.trim()))].join('\n\n').slice(0, LIMITS.jobAd);
    await cache.put(SHARED_AD_KEY, new Response(ad));
    return Response.redirect(SHARED_AD_LANDING, 303);
  }
  // One shared file at a time: a new share replaces one never opened. A file over the import's
  // limit is not kept; the import says it is too large, as it would for one picked.
  await cache.delete(SHARED_FILE_KEY);
  const headers = {
    'content-type': file.type || 'application/octet-stream',
    [SHARED_FILE_NAME_HEADER]: encodeURIComponent(file.name),
    [SHARED_FILE_SIZE_HEADER]: String(file.size),
  };
  const body = file.size <= LIMITS.cvFileBytes ? file : null;
  await cache.put(SHARED_FILE_KEY, new Response(body, { headers }));
  return Response.redirect(SHARED_FILE_LANDING, 303);
}
