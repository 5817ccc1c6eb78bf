/**
 * The shop's money rules (ARCHITECTURE §5), pure and in integer cents.
 * The API computes every amount with these functions; the client only displays them.
 */

export const TAX_RATE_PERCENT = 8.25;
/** Tax in basis points of a percent (8.25% = 825 / 10000) so the math stays in integers. */
const TAX_RATE_PER_10000 = 825;
export const MINIMUM_ORDER_CENTS = 50_000;
/**
 * The largest cart the shop takes ($1,000,000.00 after tax): far above any real order, and it keeps
 * every amount exact in JavaScript numbers and inside the database's integer columns.
 */
export const MAXIMUM_ORDER_CENTS = 100_000_000;
export const DEPOSIT_PERCENT = 20;
/** The API's "no maximum" marker for discount rules (dollars). */
export const NO_MAX_DOLLARS = 9_999_999;

export interface CartLineInput {
  priceCents: number;
  quantity: number;
  bogo: boolean;
}

export interface CartLineTotals {
  /** Units the customer pays for. */
  quantity: number;
  /** Extra units received for free (BOGO: one per unit bought). */
  freeQuantity: number;
  lineTotalCents: number;
}

export interface DiscountRuleInput {
  minCents: number;
  /** null means no maximum. */
  maxCents: number | null;
  percentage: number;
}

export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  totalAfterTaxCents: number;
  discountPercentage: number;
  discountCents: number;
  amountDueCents: number;
  minimumDepositCents: number;
}

/** Half-up division of non-negative integers: round(numerator / denominator). */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

export function lineTotals(line: CartLineInput): CartLineTotals {
  return {
    quantity: line.quantity,
    freeQuantity: line.bogo ? line.quantity : 0,
    lineTotalCents: line.priceCents * line.quantity,
  };
}

export function taxOf(subtotalCents: number): number {
  return divideRoundHalfUp(subtotalCents * TAX_RATE_PER_10000, 10_000);
}

/** The rule whose range holds the after-tax total; the highest percentage wins among overlaps. */
export function chooseDiscount(totalAfterTaxCents: number, rules: readonly DiscountRuleInput[]): DiscountRuleInput | null {
  let best: DiscountRuleInput | null = null;
  for (const rule of rules) {
    const inRange = rule.minCents <= totalAfterTaxCents && (rule.maxCents === null || totalAfterTaxCents <= rule.maxCents);
    if (inRange && (best === null || rule.percentage > best.percentage)) best = rule;
  }
  return best;
}

export function discountOf(totalAfterTaxCents: number, percentage: number): number {
  return divideRoundHalfUp(totalAfterTaxCents * percentage, 100);
}

/** At least 20% up front, rounded up to the cent. */
export function minimumDepositOf(amountCents: number): number {
  return Math.ceil((amountCents * DEPOSIT_PERCENT) / 100);
}

export function cartTotals(lines: readonly CartLineInput[], rules: readonly DiscountRuleInput[]): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotals(line).lineTotalCents, 0);
  const taxCents = taxOf(subtotalCents);
  const totalAfterTaxCents = subtotalCents + taxCents;
  const rule = subtotalCents > 0 ? chooseDiscount(totalAfterTaxCents, rules) : null;
  const discountPercentage = rule?.percentage ?? 0;
  const discountCents = discountOf(totalAfterTaxCents, discountPercentage);
  const amountDueCents = totalAfterTaxCents - discountCents;
  return {
    subtotalCents,
    taxCents,
    totalAfterTaxCents,
    discountPercentage,
    discountCents,
    amountDueCents,
    minimumDepositCents: minimumDepositOf(amountDueCents),
  };
}
