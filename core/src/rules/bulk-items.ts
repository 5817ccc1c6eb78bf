/**
 * Bulk changes of the admin's products table (issue 40): a price changed by a percentage, in
 * integer cents, and stock set or added to. The server applies these; the table previews them.
 */

import { numberFormat } from './intl-formats';
import { intlLocale } from './money';

/** Changes of more than this many items at once are refused (one transaction, one screen of rows). */
export const BULK_ITEMS_MAX = 500;

/** A price change from −90 % to +500 %, in steps of 0.01 %. */
export const BULK_PERCENT = { min: -90, max: 500 } as const;

/** The highest price an item may have (cents). */
export const MAX_ITEM_PRICE_CENTS = 999_999_999;

/** The percentage as typed ('10', '-12.5', '+5 %') in hundredths of a percent, or null when it is not one. */
export function parsePercent(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/[%\s]/g, '').replace(',', '.') : '';
  if (!/^[+-]?\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const hundredths = Math.round(Number(text) * 100);
  if (hundredths === 0 || hundredths < BULK_PERCENT.min * 100 || hundredths > BULK_PERCENT.max * 100) return null;
  return hundredths;
}

/**
 * The new price: cents × (1 + percent), rounded half up to a whole cent, never below 1 cent and
 * never above the highest price (null: the change would pass it).
 */
export function priceAfterPercent(priceCents: number, percentHundredths: number): number | null {
  const scaled = priceCents * (10_000 + percentHundredths);
  const cents = Math.max(1, Math.floor((scaled + 5_000) / 10_000));
  return cents > MAX_ITEM_PRICE_CENTS ? null : cents;
}

export type StockChange = { mode: 'set' | 'add'; quantity: number };

/**
 * The stock after a bulk change, or why it is refused: 'untracked' (adding to an item whose stock is
 * not tracked), 'range' (below 0 or above the most).
 */
export function stockAfter(stock: number | null, change: StockChange, most: number): number | 'untracked' | 'range' {
  if (!Number.isInteger(change.quantity)) return 'range';
  if (change.mode === 'add' && stock === null) return 'untracked';
  const next = change.mode === 'set' ? change.quantity : (stock ?? 0) + change.quantity;
  return next < 0 || next > most ? 'range' : next;
}

/** '+10', '-12.5': a percentage change as the messages show it (in the shop's locale, as money is). */
export function formatPercentChange(hundredths: number, language = 'en'): string {
  return numberFormat(intlLocale(language), { signDisplay: 'exceptZero', maximumFractionDigits: 2 }).format(hundredths / 100);
}
