/** i18next for the app: texts come from locales/{lng}/{ns}.json, loaded only for the language in use. */
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '../domain/languages';

/** i18next's language detector keeps the user's choice itself, under the key named in config. */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

void i18n
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
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupSessionStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });

function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = toLanguage(lng);
}
applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
