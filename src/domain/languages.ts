export const LANGUAGES = ['en', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * A new CV's bio heading, in the CV's own language (not the interface's): CV content, so it lives
 * here beside the languages rather than in the interface texts.
 */
export const DEFAULT_BIO_TITLES: Record<Language, string> = { en: 'About Me', fi: 'Minusta' };

/** Defaults of earlier versions, which drafts on devices may still hold. */
const EARLIER_BIO_TITLES = ['Tietoa minusta', 'About me'];

/** True when `title` is a language's default heading or blank: the user has not written their own. */
export function isDefaultBioTitle(title: string): boolean {
  const trimmed = title.trim();
  return (
    !trimmed ||
    Object.values(DEFAULT_BIO_TITLES).includes(trimmed) ||
    EARLIER_BIO_TITLES.includes(trimmed)
  );
}

export function toLanguage(value: string | null | undefined): Language {
  const base = (value ?? '').trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}

/** Picks the first supported language of an Accept-Language header. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag && (LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** The query parameter and the cookie that carry the visitor's choice of interface language. */
export const LANGUAGE_PARAM = 'lng';

/** The interface language of a page request: `?lng=`, then the cookie, then Accept-Language. */
export function pageLanguage(
  query: string | null | undefined,
  cookie: string | null | undefined,
  acceptLanguage: string | undefined,
): Language {
  for (const choice of [query, cookie]) {
    const tag = choice?.trim().slice(0, 2).toLowerCase();
    if (tag && (LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return languageFromHeader(acceptLanguage);
}
