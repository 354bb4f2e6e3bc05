/** Server-side texts: the same locale files the app uses, so an API error reads like the UI. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { LANGUAGES, languageFromHeader, type Language } from '@/domain/languages';
import { PROJECT_ROOT } from './project-root';

const LOCALES_DIR = path.join(PROJECT_ROOT, 'locales');

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

const resources = loadResources();
/** What every server instance shares: the texts in memory, read at once, English behind. */
const BASE_OPTIONS = {
  resources: resources as never,
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
};
const instance = i18next.createInstance();
void instance.init({
  ...BASE_OPTIONS,
  ns: ['common', 'mail', 'templates', 'publicCv', 'marketingMail'],
} as Parameters<typeof instance.init>[0]);

const fixed: Record<Language, TFunction> = {
  en: instance.getFixedT('en'),
  fi: instance.getFixedT('fi'),
};

export type ServerT = (key: string, params?: Record<string, unknown>) => string;

export function translator(lang: Language): ServerT {
  // Server keys are data (zod issues, error codes); src/lib/locales.test.ts keeps both languages whole.
  const t = fixed[lang] as unknown as ServerT;
  return (key, params) => t(key, params ?? {});
}

/** The language the caller asked for (Accept-Language), or English. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromHeader(request.headers['accept-language']);
}

/** The texts in the caller's language. */
export function requestT(request: FastifyRequest): ServerT {
  return translator(requestLanguage(request));
}

export function resourcesFor(lang: Language, ns: string): unknown {
  return instance.getResourceBundle(lang, ns);
}

/**
 * A new i18next instance for one language with every namespace, for drawing one page of the app's
 * screens: its own, so it reports the namespaces that page used (and a clone would share its
 * language with the instance it came from). Cheap: the texts are already in memory.
 */
export function interfaceI18n(lang: Language): I18n {
  const own = i18next.createInstance();
  void own.init({
    ...BASE_OPTIONS,
    lng: lang,
    ns: Object.keys(resources[lang] ?? {}),
  } as Parameters<typeof own.init>[0]);
  return own;
}
