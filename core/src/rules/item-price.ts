/**
 * An item's price as an admin types it (spec §4 "Item"; the Add item hint: the price must not be 0):
 * dollars in whole cents (core's parseMoneyAmount, never rounded: 12.999 is refused, not taken as
 * $13.00), above $0 and at most MAX_ITEM_PRICE_CENTS. The one rule for the admin's item form (checked
 * before sending, its sentence at the Price field) and for the server's addNewItem and update-item,
 * so the field and the server say the same sentence for the same price.
 */

import { LIMITS } from '../contract/limits';
import { MAX_ITEM_PRICE_CENTS } from './bulk-items';
import { parseMoneyAmount } from './money';

/**
 * Why a price is refused, as the key of its sentence: no price above $0 (empty, 0, below 0), or text
 * that is not an amount in whole cents up to the highest price (a third decimal, letters).
 */
export type ItemPriceRefusal = 'catalog:errors.priceRequired' | 'catalog:errors.priceInvalid';

/** Checks a price as typed ('12.99', '$12.99') or sent (12.99): its cents, or why it is refused. */
export function checkItemPrice(raw: unknown): { cents: number } | { refusal: ItemPriceRefusal } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { refusal: 'catalog:errors.priceRequired' };
  const parsed = parseMoneyAmount(raw);
  if ('refusal' in parsed)
    return { refusal: parsed.refusal === 'NEGATIVE' ? 'catalog:errors.priceRequired' : 'catalog:errors.priceInvalid' };
  if (parsed.cents <= 0) return { refusal: 'catalog:errors.priceRequired' };
  if (parsed.cents > MAX_ITEM_PRICE_CENTS) return { refusal: 'catalog:errors.priceInvalid' };
  return { cents: parsed.cents };
}

/**
 * An item's title as an admin types or sends it: trimmed, not empty and at most LIMITS.itemTitle
 * characters. The one rule and sentence for the item form (at its Title field) and the server.
 */
export function checkItemTitle(raw: string): { title: string } | { refusal: 'catalog:errors.titleRequired' } {
  const title = raw.trim();
  if (title === '' || title.length > LIMITS.itemTitle) return { refusal: 'catalog:errors.titleRequired' };
  return { title };
}
