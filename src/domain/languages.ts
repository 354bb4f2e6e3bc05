export const LANGUAGES = ['en', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The Open Graph locale of a language (`og:locale`). */
export const OG_LOCALES: Record<Language, string> = { en: 'en_GB', fi: 'fi_FI' };

/** A CV's language version in a public address: `?lang=fi`. */
export const VERSION_PARAM = 'lang';

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

/** The supported language a tag names (`fi`, `fi-FI`, ` EN `), or null. */
function supportedLanguage(tag: string | null | undefined): Language | null {
  const base = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

export function toLanguage(value: string | null | undefined): Language {
  return supportedLanguage(value) ?? DEFAULT_LANGUAGE;
}

/** Picks the first supported language of an Accept-Language header. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const language = supportedLanguage(part.split(';')[0]);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The query parameter and the cookie that carry the visitor's choice of interface language. */
export const LANGUAGE_PARAM = 'lng';
/** How long the language cookie is kept. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** The interface language of a page request: `?lng=`, then the cookie, then Accept-Language. */
export function pageLanguage(
  query: string | null | undefined,
  cookie: string | null | undefined,
  acceptLanguage: string | undefined,
): Language {
  return (
    supportedLanguage(query) ?? supportedLanguage(cookie) ?? languageFromHeader(acceptLanguage)
  );
}
