/** Server-side texts: the same locale files the app uses, so an API error reads like the UI. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../src/domain/languages';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

function loadResources() {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const lang of LANGUAGES) {
    resources[lang] = {};
    for (const file of readdirSync(path.join(LOCALES_DIR, lang))) {
      if (!file.endsWith('.json')) continue;
      resources[lang][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8'),
      );
    }
  }
  return resources;
}

const instance = i18next.createInstance();
void instance.init({
  resources: loadResources() as never,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'mail', 'templates', 'publicCv', 'marketingMail'],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
} as Parameters<typeof instance.init>[0]);

const fixed: Record<Language, TFunction> = {
  en: instance.getFixedT('en'),
  fi: instance.getFixedT('fi'),
};

export type ServerT = (key: string, params?: Record<string, unknown>) => string;

export function translator(lang: Language): ServerT {
  const t = fixed[lang];
  return (key, params) => t(key, params ?? {}) as string;
}

export function resourcesFor(lang: Language, ns: string): unknown {
  return instance.getResourceBundle(lang, ns);
}
