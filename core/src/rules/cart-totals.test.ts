import {
  cartTotals,
  chooseDiscount,
  discountOf,
  lineTotals,
  MINIMUM_ORDER_CENTS,
  minimumDepositOf,
  NO_MAX_DOLLARS,
  taxOf,
} from './cart-totals';

const tiers = [
  { minCents: 0, maxCents: 99_999, percentage: 5 },
  { minCents: 100_000, maxCents: null, percentage: 10 },
];

describe('taxOf (8.25%, half up to the cent)', () => {
  it.each([
    [0, 0],
    [1, 0], // 0.0825 -> 0
    [6, 0], // 0.495 -> 0
    [7, 1], // 0.5775 -> 1
    [18, 1], // 1.485 -> 1
    [19, 2], // 1.5675 -> 2
    [100, 8], // 8.25 -> 8
    [200, 17], // 16.5 -> 17 (exact half rounds up)
    [1000, 83], // 82.5 -> 83 (banker's rounding would give 82)
    [600, 50], // 49.5 -> 50
    [6060, 500], // 499.95 -> 500
    [46188, 3811], // 3810.51 -> 3811: $461.88 becomes $499.99 after tax
    [1299, 107], // 107.1675 -> 107
    [46189, 3811], // 3810.5925 -> 3811
    [46190, 3811], // 3810.675 -> 3811
    [1_000_000, 82_500],
  ])('subtotal %i cents -> tax %i cents', (subtotal, tax) => {
    expect(taxOf(subtotal)).toBe(tax);
  });
});

describe('lineTotals', () => {
  it('charges price × quantity and gives one free unit per unit bought on BOGO items', () => {
    expect(lineTotals({ priceCents: 1299, quantity: 3, bogo: false })).toEqual({ quantity: 3, freeQuantity: 0, lineTotalCents: 3897 });
    expect(lineTotals({ priceCents: 1299, quantity: 3, bogo: true })).toEqual({ quantity: 3, freeQuantity: 3, lineTotalCents: 3897 });
  });
});

describe('chooseDiscount', () => {
  it('takes the rule whose range holds the total, bounds included', () => {
    expect(chooseDiscount(99_999, tiers)?.percentage).toBe(5);
    expect(chooseDiscount(100_000, tiers)?.percentage).toBe(10);
    expect(chooseDiscount(50_000_000, tiers)?.percentage).toBe(10);
  });
  it('prefers the highest percentage when ranges overlap, and none when nothing matches', () => {
    expect(chooseDiscount(60_000, [...tiers, { minCents: 50_000, maxCents: 70_000, percentage: 7 }])?.percentage).toBe(7);
    expect(chooseDiscount(60_000, [{ minCents: 70_000, maxCents: null, percentage: 5 }])).toBeNull();
    expect(chooseDiscount(60_000, [])).toBeNull();
  });
  it('rounds the discount half up to the cent', () => {
    expect(discountOf(10, 5)).toBe(1); // 0.5 -> 1
    expect(discountOf(9, 5)).toBe(0); // 0.45 -> 0
    expect(discountOf(54_125, 5)).toBe(2706); // 2706.25
  });
});

describe('minimumDepositOf (20%, rounded up)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [5, 1],
    [6, 2],
    [50_000, 10_000],
    [54_126, 10_826], // 10825.2 -> 10826
    [54_125, 10_825], // exactly 10825
    [99, 20], // 19.8 -> 20
  ])('%i -> %i', (amount, deposit) => expect(minimumDepositOf(amount)).toBe(deposit));
});

describe('cartTotals', () => {
  it.each([
    {
      name: 'empty cart',
      lines: [],
      expected: {
        subtotalCents: 0,
        taxCents: 0,
        totalAfterTaxCents: 0,
        discountPercentage: 0,
        discountCents: 0,
        amountDueCents: 0,
        minimumDepositCents: 0,
      },
    },
    {
      name: 'one line under every tier but the first',
      lines: [{ priceCents: 1299, quantity: 2, bogo: false }],
      expected: {
        subtotalCents: 2598,
        taxCents: 214,
        totalAfterTaxCents: 2812,
        discountPercentage: 5,
        discountCents: 141,
        amountDueCents: 2671,
        minimumDepositCents: 535,
      },
    },
    {
      name: 'BOGO lines pay for quantity only',
      lines: [
        { priceCents: 24999, quantity: 2, bogo: false },
        { priceCents: 2999, quantity: 1, bogo: true },
      ],
      expected: {
        subtotalCents: 52997,
        taxCents: 4372,
        totalAfterTaxCents: 57369,
        discountPercentage: 5,
        discountCents: 2868,
        amountDueCents: 54501,
        minimumDepositCents: 10901,
      },
    },
    {
      name: 'second tier at exactly $1000.00 after tax',
      lines: [{ priceCents: 92379, quantity: 1, bogo: false }], // tax 7621.2675 -> 7621, total 100000
      expected: {
        subtotalCents: 92379,
        taxCents: 7621,
        totalAfterTaxCents: 100000,
        discountPercentage: 10,
        discountCents: 10000,
        amountDueCents: 90000,
        minimumDepositCents: 18000,
      },
    },
    {
      name: 'several BOGO lines and a plain line, under the first tier',
      lines: [
        { priceCents: 899, quantity: 4, bogo: true },
        { priceCents: 499, quantity: 1, bogo: true },
        { priceCents: 1299, quantity: 1, bogo: false },
      ],
      expected: {
        subtotalCents: 5394,
        taxCents: 445, // 445.005 -> 445
        totalAfterTaxCents: 5839,
        discountPercentage: 5,
        discountCents: 292, // 291.95 -> 292
        amountDueCents: 5547,
        minimumDepositCents: 1110, // 1109.4 -> 1110
      },
    },
    {
      name: 'first tier up to its maximum, $999.99 after tax, bound included',
      lines: [{ priceCents: 92378, quantity: 1, bogo: false }], // tax 7621.185 -> 7621, total 99999
      expected: {
        subtotalCents: 92378,
        taxCents: 7621,
        totalAfterTaxCents: 99999,
        discountPercentage: 5,
        discountCents: 5000, // 4999.95 -> 5000
        amountDueCents: 94999,
        minimumDepositCents: 19000, // 18999.8 -> 19000
      },
    },
  ])('$name', ({ lines, expected }) => {
    expect(cartTotals(lines, tiers)).toEqual(expected);
  });

  it('leaves nothing due under a 100% discount', () => {
    const totals = cartTotals([{ priceCents: 50_000, quantity: 1, bogo: false }], [{ minCents: 0, maxCents: null, percentage: 100 }]);
    expect(totals).toMatchObject({ totalAfterTaxCents: 54_125, discountCents: 54_125, amountDueCents: 0, minimumDepositCents: 0 });
  });

  it('gives no discount when no rule holds the total, and never one on an empty cart', () => {
    const onlyBig = [{ minCents: 100_000, maxCents: NO_MAX_DOLLARS * 100, percentage: 10 }];
    expect(cartTotals([{ priceCents: 1000, quantity: 1, bogo: false }], onlyBig)).toMatchObject({
      discountPercentage: 0,
      discountCents: 0,
    });
    expect(cartTotals([], [{ minCents: 0, maxCents: null, percentage: 50 }])).toMatchObject({ discountPercentage: 0, amountDueCents: 0 });
  });

  it('reaches exactly $500.00 after tax', () => {
    // 46189 cents + 8.25% = 46189 + 3811 = 50000
    const totals = cartTotals([{ priceCents: 46189, quantity: 1, bogo: false }], []);
    expect(totals.totalAfterTaxCents).toBe(MINIMUM_ORDER_CENTS);
    expect(totals.amountDueCents).toBe(50000);
    expect(totals.minimumDepositCents).toBe(10000);
  });
});
