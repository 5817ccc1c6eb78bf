/**
 * The interface's catalogues: the English texts of the first page (en-first.ts) are bundled (the
 * interface starts in English); the rest of English, and Spanish, are each one file fetched when
 * first needed (languageBackend, an i18next backend), so the first page carries only its texts.
 * The API uses messages.ts, with both languages whole.
 */
import type { BackendModule, InitOptions, ResourceKey } from 'i18next';
import { enFirst } from './en-first';
import { BASE_I18N_OPTIONS, type Language, type Namespace } from './options';

export * from './options';

/** The namespaces bundled with the first page. */
export const FIRST_NAMESPACES = Object.keys(enFirst) as Namespace[];

type Catalogue = Record<Namespace, ResourceKey>;

const catalogues: Record<Language, () => Promise<Catalogue>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './en').then((module) => module satisfies Catalogue),
  es: () => import(/* webpackChunkName: "messages-es" */ './es').then((module) => module satisfies Catalogue),
};

/** Loads a whole language's catalogue (one request) and hands i18next each namespace it asks for. */
export const languageBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[language as Language];
    if (!load) {
      callback(new Error(`no catalogue for ${language}`), null);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue[namespace as Namespace] ?? {}),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The interface's i18next options: the first page's English bundled; other namespaces and
 * languages through languageBackend (i18next.loadNamespaces, react-i18next's useTranslation(ns)).
 */
export const CLIENT_I18N_OPTIONS = {
  ...BASE_I18N_OPTIONS,
  resources: { en: enFirst },
  partialBundledLanguages: true,
  ns: FIRST_NAMESPACES,
} satisfies InitOptions;

/** Every catalogue at once, for component tests that switch language synchronously. */
export async function allCatalogues(): Promise<Record<Language, Catalogue>> {
  return { en: await catalogues.en(), es: await catalogues.es() };
}
