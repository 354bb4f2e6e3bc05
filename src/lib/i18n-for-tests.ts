/** Unit tests that reach texts through the app's i18next instance read them in English, synchronously. */
import i18next from 'i18next';
import common from '../../locales/en/common.json';

if (!i18next.isInitialized) {
  void i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
