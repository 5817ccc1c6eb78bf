/**
 * When checkout is open: June, July 1–4, November and December, in the shop's time zone.
 * Uses Intl (built in) to read the calendar date in that zone, so no date library is needed.
 */
import { MAXIMUM_ORDER_CENTS, MINIMUM_ORDER_CENTS } from './cart-totals';
import { dateTimeFormat } from './intl-formats';
import { DEFAULT_SALES_WINDOWS, isInSeason, type YearlyWindow } from './season';

export const CHECKOUT_BLOCKED_REASONS = ['EMPTY_CART', 'BELOW_MINIMUM', 'ABOVE_MAXIMUM', 'OUTSIDE_SALES_WINDOW'] as const;
export type CheckoutBlockedReason = (typeof CHECKOUT_BLOCKED_REASONS)[number];

export interface CheckoutStatus {
  allowed: boolean;
  reason: CheckoutBlockedReason | null;
}

/** Month (1–12) and day of `now` as seen in `timeZone`. */
export function calendarDateIn(now: Date, timeZone: string): { month: number; day: number } {
  const parts = dateTimeFormat('en-US', { timeZone, month: 'numeric', day: 'numeric' }).formatToParts(now);
  const read = (type: 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return { month: read('month'), day: read('day') };
}

/** Whether `now` in `timeZone` is in a sales window: the saved calendar's, by default the spec's. */
export function isInSalesWindow(now: Date, timeZone: string, salesWindows: readonly YearlyWindow[] = DEFAULT_SALES_WINDOWS): boolean {
  return isInSeason(now, timeZone, salesWindows);
}

/** Checks in the order a customer fixes them: fill the cart, reach the minimum, wait for the window. */
export function checkoutStatus(input: {
  lineCount: number;
  totalAfterTaxCents: number;
  now: Date;
  timeZone: string;
  salesWindows?: readonly YearlyWindow[];
}): CheckoutStatus {
  if (input.lineCount === 0 || input.totalAfterTaxCents <= 0) return { allowed: false, reason: 'EMPTY_CART' };
  if (input.totalAfterTaxCents < MINIMUM_ORDER_CENTS) return { allowed: false, reason: 'BELOW_MINIMUM' };
  if (input.totalAfterTaxCents > MAXIMUM_ORDER_CENTS) return { allowed: false, reason: 'ABOVE_MAXIMUM' };
  if (!isInSalesWindow(input.now, input.timeZone, input.salesWindows)) return { allowed: false, reason: 'OUTSIDE_SALES_WINDOW' };
  return { allowed: true, reason: null };
}

export interface MonthDay {
  month: number;
  day: number;
}

/** Pre-order windows shown on the home page (spec §9), inclusive, every year. */
export const PRE_ORDER_WINDOWS: ReadonlyArray<{ occasion: 'july4' | 'newYear'; from: MonthDay; to: MonthDay }> = [
  { occasion: 'july4', from: { month: 1, day: 1 }, to: { month: 4, day: 30 } },
  { occasion: 'newYear', from: { month: 7, day: 5 }, to: { month: 10, day: 31 } },
];
