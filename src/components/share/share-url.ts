import { paths } from '@/config/paths';
import { VERSION_PARAM, type Language } from '@/domain/languages';

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

export function shareTargets(url: string, text: string) {
  const u = encodeURIComponent(url);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    // Instagram has no web share link: the panel copies the link and offers to open Instagram.
    instagram: 'https://www.instagram.com/',
  };
}
