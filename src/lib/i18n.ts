/** i18next for the app: texts come from locales/{lng}/{ns}.json, loaded only for the language in use. */
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { SERVER_DRAWN_ATTRIBUTE } from '@/config/visitor-pages';
import { writeCountsInWords } from '@/lib/formats';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_PARAM,
  LANGUAGES,
  toLanguage,
  type Language,
} from '../domain/languages';

/** i18next's language detector keeps the user's choice itself, under the key named in config. */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

const serverDrawn = () =>
  typeof document !== 'undefined' &&
  Boolean(document.getElementById('root')?.hasAttribute(SERVER_DRAWN_ATTRIBUTE));

/** Settles when the language is chosen and its common texts are loaded. */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(resourcesToBackend((lng: string, ns: string) => import(`../../locales/${lng}/${ns}.json`)))
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    detection: {
      // A page the server drew is in the language it chose (the same query, cookie or header):
      // hydrating it in another would redraw it.
      order: [
        ...(serverDrawn() ? ['htmlTag'] : []),
        'querystring',
        'cookie',
        'localStorage',
        'sessionStorage',
        'navigator',
        'htmlTag',
      ],
      lookupQuerystring: LANGUAGE_PARAM,
      lookupCookie: LANGUAGE_PARAM,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupSessionStorage: LANGUAGE_STORAGE_KEY,
      // The cookie tells the server which language to draw the visitor pages in.
      caches: ['localStorage', 'cookie'],
      cookieMinutes: LANGUAGE_COOKIE_DAYS * 24 * 60,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
  });

writeCountsInWords(i18n);

function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = toLanguage(lng);
}
// Also fired by the detection at start, which runs after this module: setting <html lang> here
// already would overwrite the language of a page the server drew before it is read. The server
// imports this module with the screens it draws, and sets <html lang> itself.
if (typeof document !== 'undefined') i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
