/**
 * A discount rule as an admin adds it (spec §4: { priceRange: { min, max }, discountPercentage },
 * dollars): min 0 = no minimum, max 9999999 (NO_MAX_DOLLARS) = no maximum, min ≤ max, a whole
 * percentage from 1 to 100. The one rule for the admin's form (checked before sending, each refusal
 * at the field it is about) and for the server.
 */

import { NO_MAX_DOLLARS } from './cart-totals';
import { dollarsToCents, formatMoney } from './money';

export interface DiscountRuleValues {
  minCents: number;
  /** null: no maximum. */
  maxCents: number | null;
  percentage: number;
}

/** The form's field a refusal is about. */
export type DiscountRuleField = 'min' | 'max' | 'percentage';

/** Why a rule is refused: the fields it is about, and its sentence ('admin:errors.…' and parameters). */
export interface DiscountRuleRefusal {
  fields: DiscountRuleField[];
  key: string;
  params: Record<string, string | number>;
}

/** A dollar amount from 0 to NO_MAX_DOLLARS with at most two decimals, in cents; null when it is not one. */
function amountToCents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > NO_MAX_DOLLARS) return null;
  const cents = dollarsToCents(value);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}

/** Checks a rule as the API receives it; the first refusal (min, max, the range, the percentage) or the values. */
export function checkDiscountRule(
  input: { priceRange?: unknown; discountPercentage?: unknown },
  language: string,
): { values: DiscountRuleValues } | { refusal: DiscountRuleRefusal } {
  const range = (input.priceRange && typeof input.priceRange === 'object' ? input.priceRange : {}) as { min?: unknown; max?: unknown };
  const minCents = amountToCents(range.min);
  if (minCents === null) return { refusal: { fields: ['min'], key: 'admin:errors.discountMinInvalid', params: { max: NO_MAX_DOLLARS } } };
  const maxRaw = amountToCents(range.max);
  if (maxRaw === null) return { refusal: { fields: ['max'], key: 'admin:errors.discountMaxInvalid', params: { max: NO_MAX_DOLLARS } } };
  const maxCents = maxRaw === NO_MAX_DOLLARS * 100 ? null : maxRaw;
  if (maxCents !== null && minCents > maxCents) {
    // As amounts ('$1,000.00'), not the numbers sent ('1000').
    const params = { min: formatMoney(minCents, language), max: formatMoney(maxCents, language) };
    return { refusal: { fields: ['min', 'max'], key: 'admin:errors.discountRangeInvalid', params } };
  }
  const percentage = input.discountPercentage;
  if (typeof percentage !== 'number' || !Number.isInteger(percentage) || percentage < 1 || percentage > 100) {
    return { refusal: { fields: ['percentage'], key: 'admin:errors.discountPercentageInvalid', params: {} } };
  }
  return { values: { minCents, maxCents, percentage } };
}
