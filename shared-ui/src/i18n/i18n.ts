/**
 * The interface's i18next instance (react-i18next). Shared as a singleton across the shell and
 * the remotes, so one toggle switches every screen. Starts in English; not persisted (spec §1).
 * Only the first page's English texts are bundled: the rest of English comes in one file before any
 * other screen renders (loadMessages), and the first switch to Spanish fetches its catalogue; the
 * screens change language once it is there (core's i18n/client).
 */

import { CLIENT_I18N_OPTIONS, DEFAULT_LANGUAGE, isLanguage, type Language, languageBackend, NAMESPACES } from '@fireworks/core/i18n/client';
import { dateTimeFormat, dollarsToCents, formatMoney, intlLocale as localeOf, parsePriceToCents } from '@fireworks/core/rules';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = createInstance();
i18n
  .use(languageBackend)
  .use(initReactI18next)
  .init({ ...CLIENT_I18N_OPTIONS, lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE });

/**
 * Resolves once the given message namespaces (all of them by default) are loaded in the current
 * language. Screens other than the first page wait for it before they render: their texts are
 * also read as 'namespace:key' outside useTranslation(namespace), which would not load them.
 */
export function loadMessages(namespaces: readonly string[] = NAMESPACES): Promise<void> {
  return new Promise((resolve) => {
    // A namespace that cannot be fetched shows its keys rather than keeping the screen away.
    void i18n.loadNamespaces([...namespaces], () => resolve());
  });
}

/** The interface language an i18next language code stands for ('es' or, for anything else, English). */
export function languageOf(code: string | undefined): Language {
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return languageOf(i18n.language);
}

export function setLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The Intl locale of an interface language (the current one by default). */
export function intlLocale(language: Language = currentLanguage()): string {
  return localeOf(language);
}

/** Dollars (as the API sends them) through core's money formatter, in the interface language by default. */
export function formatDollars(amount: number, language: Language = currentLanguage(), options: { wholeDollars?: boolean } = {}): string {
  return formatMoney(dollarsToCents(amount), language, options);
}

/**
 * A price as the API writes it ('$1234.00', spec format) as the shop shows it ('$1,234.00'); a text
 * that is not a price is shown as it came.
 */
export function formatPriceText(price: string, language: Language = currentLanguage()): string {
  const cents = parsePriceToCents(price);
  return cents === null ? price : formatMoney(cents, language);
}

/** A date and time ('Nov 18, 2026, 12:05 PM'), on the clock of `timeZone` (the shop's) when given. */
export function formatDate(iso: string, language: Language = currentLanguage(), timeZone?: string): string {
  return dateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

/** The day of an instant ('Nov 18, 2026'), on the calendar of `timeZone` (the shop's) when given. */
export function formatDay(iso: string, language: Language = currentLanguage(), timeZone?: string): string {
  return dateTimeFormat(intlLocale(language), { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}
