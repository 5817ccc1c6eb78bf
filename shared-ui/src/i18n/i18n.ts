/**
 * The interface's i18next instance (react-i18next). Shared as a singleton across the shell and
 * the remotes, so one toggle switches every screen. Starts in English; not persisted (spec §1).
 */

import { DEFAULT_LANGUAGE, I18N_OPTIONS, isLanguage, type Language } from '@fireworks/core/i18n';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = createInstance();
i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE });

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The Intl locale of an interface language: US English, or Spanish as written in the US. */
export function intlLocale(language: Language = currentLanguage()): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** Money in dollars (as the API sends it), formatted for the interface language; '$500' with wholeDollars. */
export function formatDollars(amount: number, language: Language = currentLanguage(), options: { wholeDollars?: boolean } = {}): string {
  const digits = options.wholeDollars ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'USD', ...digits }).format(amount);
}

export function formatDate(iso: string, language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
