/**
 * Money is always integer cents. These helpers convert at the edges:
 * the API shows item prices as '$12.99' strings and amounts as dollar numbers.
 */
import { numberFormat } from './intl-formats';

/** 1299 -> '$12.99' (the catalogue's price format; always en-US, as the spec shows it). */
export function formatPriceString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toString();
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/** Strict price parsing: '$12.99', '12.99', '12', 12.99 -> cents; anything else -> null. */
export function parsePriceToCents(input: unknown): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    return dollarsToCents(input);
  }
  if (typeof input !== 'string') return null;
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Why an amount of money was refused: below zero, or not dollars in whole cents. */
export type AmountRefusal = 'NEGATIVE' | 'NOT_AN_AMOUNT';

/**
 * The one rule for an amount of money an admin records (a payment, update-order's amount paid):
 * 120.5, '120.50' or '$120.50' in whole cents, never rounded, so 40.005 is refused rather than
 * taken as $40.01 (or $40.00). Zero passes here; whether zero may be paid is the caller's rule.
 */
export function parseMoneyAmount(raw: unknown): { cents: number } | { refusal: AmountRefusal } {
  if ((typeof raw === 'number' && raw < 0) || (typeof raw === 'string' && /^\s*\$?\s*-/.test(raw))) return { refusal: 'NEGATIVE' };
  const cents = parsePriceToCents(raw);
  if (cents === null || (typeof raw === 'number' && Math.abs(raw * 100 - cents) > 1e-6)) return { refusal: 'NOT_AN_AMOUNT' };
  return { cents };
}

/** 12.99 -> 1299, rounding to the nearest cent (guards against 0.1 + 0.2 style noise). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** 1299 -> 12.99 */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The Intl locale of an interface language: US English, or Spanish as written in the US. */
export function intlLocale(language: string): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/**
 * The one money formatter: an amount in cents as Intl writes it for the interface language
 * ('$1,234.50'), '$500' with wholeDollars. Screens call it through shared-ui's formatDollars
 * (dollars, as the API answers them, in the current language).
 */
export function formatMoney(cents: number, language = 'en', options: { wholeDollars?: boolean } = {}): string {
  const digits = options.wholeDollars === true ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  return numberFormat(intlLocale(language), { style: 'currency', currency: 'USD', ...digits }).format(cents / 100);
}
