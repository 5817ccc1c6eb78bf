import { cartTotals } from './cart-totals';
import { cartNudge, subtotalReaching } from './nudge';

const rules = [
  { minCents: 100_000, maxCents: 249_999, percentage: 5 },
  { minCents: 250_000, maxCents: null, percentage: 10 },
];
const afterTax = (subtotal: number) => cartTotals([{ priceCents: subtotal, quantity: 1, bogo: false }], []).totalAfterTaxCents;

describe('subtotalReaching', () => {
  it('is the smallest subtotal whose after-tax total reaches the target', () => {
    for (const target of [50_000, 100_000, 250_000, 1, 12_345]) {
      const s = subtotalReaching(target);
      expect(afterTax(s)).toBeGreaterThanOrEqual(target);
      expect(afterTax(s - 1)).toBeLessThan(target);
    }
  });
});

describe('cartNudge', () => {
  it('below the minimum: what to add to reach $500 after tax', () => {
    // $300.00 subtotal = $324.75 after tax; $461.89 (tax $38.11) is the smallest subtotal reaching $500.00.
    expect(subtotalReaching(50_000)).toBe(46_189);
    expect(cartNudge(30_000, rules)).toEqual({ kind: 'minimum', amountToGoCents: 16_189, nextDiscountPercentage: null });
    expect(cartNudge(0, rules)).toEqual({ kind: 'minimum', amountToGoCents: 46_189, nextDiscountPercentage: null });
  });
  it('between tiers: what to add for the next percentage', () => {
    const toFive = subtotalReaching(100_000);
    expect(cartNudge(50_000, rules)).toEqual({ kind: 'discount', amountToGoCents: toFive - 50_000, nextDiscountPercentage: 5 });
    const toTen = subtotalReaching(250_000);
    expect(cartNudge(toFive, rules)).toEqual({ kind: 'discount', amountToGoCents: toTen - toFive, nextDiscountPercentage: 10 });
  });
  it('above the last tier, or without rules: nothing to nudge', () => {
    expect(cartNudge(300_000, rules)).toEqual({ kind: null, amountToGoCents: 0, nextDiscountPercentage: null });
    expect(cartNudge(60_000, [])).toEqual({ kind: null, amountToGoCents: 0, nextDiscountPercentage: null });
  });
  it('skips a tier that gives no more than the current one', () => {
    const overlapping = [
      { minCents: 0, maxCents: null, percentage: 10 },
      { minCents: 100_000, maxCents: null, percentage: 5 },
    ];
    expect(cartNudge(60_000, overlapping).kind).toBeNull();
  });
});
