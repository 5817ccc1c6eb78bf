/**
 * Every user-facing text, in files per language and namespace (locales/<lang>/<ns>.json).
 * Shared by the frontends (react-i18next) and the API (error messages, e-mails, SMS).
 * To add a namespace: add the two JSON files and list them below; the key-parity test checks both languages.
 */
import { createInstance, type TFunction } from 'i18next';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import esAuth from './locales/es/auth.json';
import esCommon from './locales/es/common.json';
import esErrors from './locales/es/errors.json';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const resources = {
  en: { common: enCommon, auth: enAuth, errors: enErrors },
  es: { common: esCommon, auth: esAuth, errors: esErrors },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'es-MX,es;q=0.9,en;q=0.8' -> 'es'; anything else -> 'en'. */
export function languageFromHeader(header: string | undefined | null): Language {
  const first = (header ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

const translators = new Map<Language, TFunction>();

/** A synchronous translator for one language (used by the API and by tests). */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const instance = createInstance();
    instance.init({
      resources,
      lng: language,
      fallbackLng: false,
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
    });
    t = instance.t;
    translators.set(language, t);
  }
  return t;
}
