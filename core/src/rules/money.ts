/**
 * Money is always integer cents. These helpers convert at the edges:
 * the API shows item prices as '$12.99' strings and amounts as dollar numbers.
 */

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

/** 12.99 -> 1299, rounding to the nearest cent (guards against 0.1 + 0.2 style noise). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** 1299 -> 12.99 */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Locale-aware display of an amount in cents, e.g. '$1,234.50' (en) or '1234,50 US$' (es). */
export function formatMoney(cents: number, language = 'en'): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
}
