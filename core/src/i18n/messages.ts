/**
 * Every user-facing text, in files per language and namespace (locales/<lang>/<ns>.json).
 * Shared by the frontends (react-i18next) and the API (error messages, e-mails, SMS).
 * To add a namespace: name it in NAMESPACES (options.ts), add the two JSON files and import them in en.ts
 * and es.ts (the compiler checks both against the list); the key-parity test checks both languages.
 */
import { createInstance, type InitOptions, type TFunction } from 'i18next';
import * as en from './en';
import * as es from './es';
import { BASE_I18N_OPTIONS, type Language, NAMESPACES, type Namespace } from './options';

export * from './glossary';
export * from './options';

/**
 * One namespace per domain; each domain's server errors live in its own namespace under
 * `errors.*` (thrown as new AppError(kind, 'catalog:errors.priceInvalid')), so teams never edit
 * the same file. E-mail and SMS texts live in the namespace of the domain that sends them.
 */
export const resources = { en, es } as const satisfies Record<Language, Record<Namespace, object>>;

/** The i18next options shared by the API's translators and the interface's instance. */
export const I18N_OPTIONS = { ...BASE_I18N_OPTIONS, resources, ns: NAMESPACES } satisfies InitOptions;

const translators = new Map<Language, TFunction>();

/** A synchronous translator for one language (used by the API and by tests). */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const instance = createInstance();
    instance.init({ ...I18N_OPTIONS, lng: language, fallbackLng: false });
    t = instance.t;
    translators.set(language, t);
  }
  return t;
}
