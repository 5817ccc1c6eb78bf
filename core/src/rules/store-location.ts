/**
 * Where the store is (issue 40 item 3): its address, opening hours (written per language, as a
 * person would: 'Mon–Sat 10 am–8 pm') and a map link. Shop settings an admin edits; empty until then.
 */
import type { Language } from '../i18n/options';

export interface StoreLocation {
  address: string;
  hours: Record<Language, string>;
  mapUrl: string;
}

export const STORE_LOCATION_LIMITS = { address: 300, hours: 300, mapUrl: 2000 } as const;

export const EMPTY_STORE_LOCATION: StoreLocation = { address: '', hours: { en: '', es: '' }, mapUrl: '' };

export type StoreLocationProblem =
  | { code: 'addressTooLong'; max: number }
  | { code: 'hoursTooLong'; max: number }
  | { code: 'mapUrlInvalid' }
  | { code: 'hoursNeedAddress' };

const tidy = (text: unknown) => (typeof text === 'string' ? text.trim() : '');

/** Trimmed parts; line breaks in the address and hours are kept (a person may write two lines). */
export function normalizeStoreLocation(input: {
  address?: unknown;
  hours?: { en?: unknown; es?: unknown };
  mapUrl?: unknown;
}): StoreLocation {
  return {
    address: tidy(input.address),
    hours: { en: tidy(input.hours?.en), es: tidy(input.hours?.es) },
    mapUrl: tidy(input.mapUrl),
  };
}

/** http(s), a host, then anything but spaces, quotes or angle brackets. */
const WEB_LINK = /^https?:\/\/[a-z0-9.-]+(:\d+)?([/?#][^\s"'<>]*)?$/i;

/** True for an http(s) link (a map link opens in the customer's browser: nothing else may). */
export function isWebLink(text: string): boolean {
  return WEB_LINK.test(text);
}

/** The first problem of a normalized location, or null. */
export function storeLocationProblem(location: StoreLocation): StoreLocationProblem | null {
  if (location.address.length > STORE_LOCATION_LIMITS.address) return { code: 'addressTooLong', max: STORE_LOCATION_LIMITS.address };
  if (location.hours.en.length > STORE_LOCATION_LIMITS.hours || location.hours.es.length > STORE_LOCATION_LIMITS.hours)
    return { code: 'hoursTooLong', max: STORE_LOCATION_LIMITS.hours };
  if (location.mapUrl !== '' && (location.mapUrl.length > STORE_LOCATION_LIMITS.mapUrl || !isWebLink(location.mapUrl)))
    return { code: 'mapUrlInvalid' };
  return null;
}

/** The hours in a language, the other language's when only that one was written. */
export function storeHours(location: StoreLocation, language: Language): string {
  return location.hours[language] || location.hours[language === 'es' ? 'en' : 'es'];
}
