import { paths } from '@/config/paths';
import { VERSION_PARAM, type Language } from '@/domain/languages';
import { personFileName } from '@/domain/file-name';
import { withChannel, type SharedChannel } from '@/domain/view-stats';

/** {origin}/{username}, followed by /{slug} when the slug exists and is not 'none'. */
export function shareUrl(
  origin: string,
  username: string | null | undefined,
  slug: string | null | undefined,
): string {
  return `${origin}${paths.publicCv.getHref(username ?? '', slug)}`;
}

/** The address of each language version of a CV at `url`: the main one at `url` itself. */
export function versionLinks(
  url: string,
  main: Language,
  languages: readonly Language[],
): Array<{ language: Language; url: string }> {
  return languages.map((language) => ({
    language,
    url: language === main ? url : `${url}?${VERSION_PARAM}=${language}`,
  }));
}

/**
 * The CV's link as shared through `channel`. A dialog closing is drawn once more without its link
 * (''): that stays as it is rather than throw.
 */
export function sharedLink(url: string, channel: SharedChannel): string {
  try {
    return withChannel(url, channel);
  } catch {
    return url;
  }
}

/** Each network's share address, the CV's link in it carrying that network as its channel. */
export function shareTargets(url: string, text: string) {
  const u = (channel: 'linkedin' | 'facebook') => encodeURIComponent(sharedLink(url, channel));
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u('linkedin')}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u('facebook')}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${sharedLink(url, 'whatsapp')}`)}`,
    // Instagram has no web share link: the panel copies the link and offers to open Instagram.
    instagram: 'https://www.instagram.com/',
  };
}

/**
 * The QR code's file: "Aino-Virtanen-CV-QR.png", "…-CV-fi-QR.svg" for a language version's link,
 * named as the PDF is so the two sit together.
 */
export function qrFileName(
  owner: { first_name: string; last_name: string } | undefined,
  url: string,
  extension: 'png' | 'svg',
): string {
  const language = new URL(url).searchParams.get(VERSION_PARAM);
  const suffix = `CV${language ? `-${language}` : ''}-QR.${extension}`;
  return personFileName(owner?.first_name ?? '', owner?.last_name ?? '', suffix);
}

/** The phone's own share sheet first where the browser has one (channel `share`); the dialog otherwise. */
export async function shareNatively(
  url: string,
  title: string,
): Promise<'shared' | 'unavailable' | 'cancelled'> {
  if (typeof navigator.share !== 'function') return 'unavailable';
  try {
    await navigator.share({ title, url: sharedLink(url, 'share') });
    return 'shared';
  } catch (error) {
    return (error as { name?: string }).name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
