/**
 * Every user-facing text, in files per language and namespace (locales/<lang>/<ns>.json).
 * Shared by the frontends (react-i18next) and the API (error messages, e-mails, SMS).
 * To add a namespace: add the two JSON files and list them below; the key-parity test checks both languages.
 */
import { createInstance, type InitOptions, type TFunction } from 'i18next';
import { LIMITS } from '../contract/limits';
import { DEPOSIT_PERCENT, MINIMUM_ORDER_CENTS, TAX_RATE_PERCENT } from '../rules/cart-totals';
import enAdmin from './locales/en/admin.json';
import enAuth from './locales/en/auth.json';
import enCart from './locales/en/cart.json';
import enCatalog from './locales/en/catalog.json';
import enCheckout from './locales/en/checkout.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enHome from './locales/en/home.json';
import enOrders from './locales/en/orders.json';
import enProfile from './locales/en/profile.json';
import enSeason from './locales/en/season.json';
import enSubscribe from './locales/en/subscribe.json';
import esAdmin from './locales/es/admin.json';
import esAuth from './locales/es/auth.json';
import esCart from './locales/es/cart.json';
import esCatalog from './locales/es/catalog.json';
import esCheckout from './locales/es/checkout.json';
import esCommon from './locales/es/common.json';
import esErrors from './locales/es/errors.json';
import esHome from './locales/es/home.json';
import esOrders from './locales/es/orders.json';
import esProfile from './locales/es/profile.json';
import esSeason from './locales/es/season.json';
import esSubscribe from './locales/es/subscribe.json';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * One namespace per domain; each domain's server errors live in its own namespace under
 * `errors.*` (thrown as new AppError(kind, 'catalog:errors.priceInvalid')), so teams never edit
 * the same file. E-mail and SMS texts live in the namespace of the domain that sends them.
 */
export const resources = {
  en: {
    auth: enAuth,
    common: enCommon,
    errors: enErrors,
    profile: enProfile,
    catalog: enCatalog,
    cart: enCart,
    checkout: enCheckout,
    orders: enOrders,
    admin: enAdmin,
    home: enHome,
    subscribe: enSubscribe,
    season: enSeason,
  },
  es: {
    auth: esAuth,
    common: esCommon,
    errors: esErrors,
    profile: esProfile,
    catalog: esCatalog,
    cart: esCart,
    checkout: esCheckout,
    orders: esOrders,
    admin: esAdmin,
    home: esHome,
    subscribe: esSubscribe,
    season: esSeason,
  },
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

/**
 * Business constants every text may name ({{taxRate}}, {{depositPercent}}, {{minimumOrder}}, and
 * the field limits such as {{maxItemTitle}}), taken from the rules and the contract's LIMITS so a
 * message never repeats a number they define.
 */
export const RULE_VARIABLES = {
  taxRate: `${TAX_RATE_PERCENT}%`,
  depositPercent: `${DEPOSIT_PERCENT}%`,
  minimumOrder: `$${(MINIMUM_ORDER_CENTS / 100).toFixed(2)}`,
  maxItemTitle: LIMITS.itemTitle,
  maxItemDescription: LIMITS.itemDescription,
  maxInviteCode: LIMITS.inviteCode,
  minUsername: LIMITS.usernameMin,
  maxUsername: LIMITS.username,
  maxPassword: LIMITS.password,
  maxName: LIMITS.name,
  maxUploadMb: LIMITS.uploadBytes / (1024 * 1024),
} as const;

/** The i18next options shared by the API's translators and the interface's instance. */
export const I18N_OPTIONS = {
  resources,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false, defaultVariables: RULE_VARIABLES },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
} satisfies InitOptions;

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
