/** URL helpers for templates: only web addresses become links, and addresses are shown short. */
import { isWebUrl } from '@/domain/cv-fields';

/** The domain's web-address rule: what a CV may store is what a template makes a link. */
export { isWebUrl };

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
