/**
 * The interface's catalogues: English is bundled (the interface starts in English); Spanish is
 * fetched, in one file, when the interface first switches to it (languageBackend, an i18next
 * backend), so the first page carries one language. The API uses messages.ts, with both.
 */
import type { BackendModule, InitOptions, ResourceKey } from 'i18next';
import { en } from './en';
import { BASE_I18N_OPTIONS, type Language } from './options';

export * from './options';

export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];

type Catalogue = Record<Namespace, ResourceKey>;

const catalogues: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  es: () => import(/* webpackChunkName: "messages-es" */ './es').then((module) => module.es),
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

/** The interface's i18next options: English bundled, other languages through languageBackend. */
export const CLIENT_I18N_OPTIONS = {
  ...BASE_I18N_OPTIONS,
  resources: { en },
  partialBundledLanguages: true,
  ns: NAMESPACES,
} satisfies InitOptions;

/** Every catalogue at once, for component tests that switch language synchronously. */
export async function allCatalogues(): Promise<Record<Language, Catalogue>> {
  return { en, es: await catalogues.es() };
}
