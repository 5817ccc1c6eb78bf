/**
 * The cart nudge (issue 17, `getCartTotal.nudge`): what the customer must add to the cart, in item
 * prices before tax, to reach the $500 minimum (after tax), or else the next discount tier.
 */
import { chooseDiscount, type DiscountRuleInput, MINIMUM_ORDER_CENTS, taxOf } from './cart-totals';

export interface CartNudge {
  kind: 'minimum' | 'discount' | null;
  /** Cents of items (before tax) still to add; 0 when kind is null. */
  amountToGoCents: number;
  /** The percentage the next tier gives (kind 'discount'); null otherwise. */
  nextDiscountPercentage: number | null;
}

/** The smallest subtotal whose after-tax total reaches `targetCents`. */
export function subtotalReaching(targetCents: number): number {
  if (targetCents <= 0) return 0;
  // subtotal × 1.0825 ≥ target: start just below the exact quotient and step up (at most a few cents).
  let subtotal = Math.max(0, Math.floor((targetCents * 10_000) / 10_825) - 2);
  while (subtotal + taxOf(subtotal) < targetCents) subtotal += 1;
  return subtotal;
}

export function cartNudge(subtotalCents: number, rules: readonly DiscountRuleInput[]): CartNudge {
  const totalAfterTax = subtotalCents + taxOf(subtotalCents);
  if (totalAfterTax < MINIMUM_ORDER_CENTS) {
    return { kind: 'minimum', amountToGoCents: subtotalReaching(MINIMUM_ORDER_CENTS) - subtotalCents, nextDiscountPercentage: null };
  }
  const currentPercentage = chooseDiscount(totalAfterTax, rules)?.percentage ?? 0;
  let best: { subtotal: number; percentage: number } | null = null;
  for (const rule of rules) {
    if (rule.minCents <= totalAfterTax || rule.percentage <= currentPercentage) continue;
    const subtotal = subtotalReaching(rule.minCents);
    const reached = subtotal + taxOf(subtotal);
    const percentage = chooseDiscount(reached, rules)?.percentage ?? 0;
    if (percentage <= currentPercentage) continue;
    if (!best || subtotal < best.subtotal || (subtotal === best.subtotal && percentage > best.percentage)) best = { subtotal, percentage };
  }
  if (!best) return { kind: null, amountToGoCents: 0, nextDiscountPercentage: null };
  return { kind: 'discount', amountToGoCents: best.subtotal - subtotalCents, nextDiscountPercentage: best.percentage };
}
