/** Unit tests that reach texts through the app's i18next instance read them in English, synchronously. */
import i18next from 'i18next';
import common from '../../locales/en/common.json';
import enWizard from '../../locales/en/wizard.json';
import fiWizard from '../../locales/fi/wizard.json';
import enWizardEnds from '../../locales/en/wizardEnds.json';
import fiWizardEnds from '../../locales/fi/wizardEnds.json';
import type { Translate } from '../domain/validation-messages';
import { runtimeKeys } from './translate';

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

const wizardTexts = i18next.createInstance();
void wizardTexts.init({
  lng: 'en',
  resources: {
    en: { wizard: enWizard, wizardEnds: enWizardEnds },
    fi: { wizard: fiWizard, wizardEnds: fiWizardEnds },
  },
  defaultNS: 'wizard',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The wizard's texts in English and Finnish on their own instance, for tests of wording by number. */
export function wizardTextsIn(lng: 'en' | 'fi') {
  return wizardTexts.getFixedT<'wizard'>(lng, 'wizard');
}

/** The same texts for code that names its keys at run time ("wizardEnds:import.leftOut.cut"). */
export function wizardTranslateIn(lng: 'en' | 'fi'): Translate {
  return runtimeKeys(wizardTexts.getFixedT<'wizard'>(lng, 'wizard'));
}
