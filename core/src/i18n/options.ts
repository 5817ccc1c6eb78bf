/**
 * The i18next settings every translator shares, without any catalogue: the languages, the
 * business constants texts may name, and the options. The catalogues are in en.ts and es.ts.
 */
import type { InitOptions } from 'i18next';
import { LIMITS } from '../contract/limits';
import { DEPOSIT_PERCENT, MINIMUM_ORDER_CENTS, TAX_RATE_PERCENT } from '../rules/cart-totals';

/**
 * THE list of namespaces (one per domain): en.ts and es.ts must import a file for each (the
 * compiler checks both against it), the API's translators and the interface load these.
 */
export const NAMESPACES = [
  'auth',
  'common',
  'errors',
  'profile',
  'catalog',
  'cart',
  'checkout',
  'orders',
  'admin',
  'home',
  'subscribe',
  'stock',
  'pickup',
  'season',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

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
  maxItemEffects: LIMITS.itemEffects,
  maxItemSafetyNotes: LIMITS.itemSafetyNotes,
  maxDurationSeconds: LIMITS.itemDurationSeconds,
  maxShotCount: LIMITS.itemShotCount,
  maxInviteCode: LIMITS.inviteCode,
  minUsername: LIMITS.usernameMin,
  maxUsername: LIMITS.username,
  maxPassword: LIMITS.password,
  maxName: LIMITS.name,
  maxUploadMb: LIMITS.uploadBytes / (1024 * 1024),
  maxStock: LIMITS.stock,
  maxSlotCapacity: LIMITS.slotCapacity,
} as const;

/** The i18next options shared by the API's translators and the interface's instance (catalogues aside). */
export const BASE_I18N_OPTIONS = {
  defaultNS: 'common',
  interpolation: { escapeValue: false, defaultVariables: RULE_VARIABLES },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
} satisfies InitOptions;
