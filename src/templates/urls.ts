/** URL helpers for templates: only web addresses become links, and addresses are shown short. */

/** True for an absolute http(s) address; anything else (javascript:, data:, junk) is never a link. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** 'https://www.example.com/me/' → 'example.com/me' for display. */
export function displayUrl(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/** A photo source we are willing to put in an <img>: web, same-site path, or a local blob. */
export function safePhotoSrc(photo: string | null): string | null {
  if (!photo) return null;
  if (isWebUrl(photo) || /^\/(?!\/)/.test(photo) || /^blob:/i.test(photo)) return photo;
  return /^data:image\/(png|jpe?g|webp|gif);/i.test(photo) ? photo : null;
}

/** 'tel:' keeps only digits and a leading plus. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
