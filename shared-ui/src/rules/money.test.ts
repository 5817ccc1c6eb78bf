import { categoryFromParam, categorySlug } from './categories';
import { applyPayment, orderAmounts } from './funds';
import { formatPriceString, parsePriceToCents } from './money';

describe('prices', () => {
  it.each([
    [1299, '$12.99'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123456789, '$1234567.89'],
  ])('formats %i cents as %s', (cents, text) => expect(formatPriceString(cents)).toBe(text));

  it.each([
    ['$12.99', 1299],
    ['12.99', 1299],
    ['12.9', 1290],
    ['12', 1200],
    [' $ 7.5 ', 750],
    [12.99, 1299],
    [0.1 + 0.2, 30],
  ])('parses %p as %i cents', (input, cents) => expect(parsePriceToCents(input)).toBe(cents));

  it.each([['abc'], ['12.999'], ['-5'], ['$'], [''], ['1e3'], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [{}]])(
    'refuses %p',
    (input) => {
      expect(parsePriceToCents(input)).toBeNull();
    },
  );
});

describe('funds', () => {
  it('adds FundstoAdd to what is needed and takes available funds when asked', () => {
    expect(orderAmounts({ amountDueCents: 60_000, fundsToAddCents: 5_000, availableFundsCents: 0, useFunds: false })).toEqual({
      fundsUsedCents: 0,
      fundsToAddCents: 5_000,
      amountNeededCents: 65_000,
      minimumDepositCents: 13_000,
    });
    expect(
      orderAmounts({ amountDueCents: 60_000, fundsToAddCents: 0, availableFundsCents: 10_000, useFunds: true }).amountNeededCents,
    ).toBe(50_000);
    // Never more than the order needs.
    expect(orderAmounts({ amountDueCents: 60_000, fundsToAddCents: 0, availableFundsCents: 90_000, useFunds: true })).toMatchObject({
      fundsUsedCents: 60_000,
      amountNeededCents: 0,
    });
  });

  it('moves the amount needed by the payment difference and never below zero', () => {
    expect(applyPayment({ amountPayedCents: 0, amountNeededCents: 50_000, newAmountPayedCents: 10_000 })).toEqual({
      ok: true,
      amountPayedCents: 10_000,
      amountNeededCents: 40_000,
    });
    expect(applyPayment({ amountPayedCents: 10_000, amountNeededCents: 40_000, newAmountPayedCents: 5_000 })).toEqual({
      ok: true,
      amountPayedCents: 5_000,
      amountNeededCents: 45_000,
    });
    expect(applyPayment({ amountPayedCents: 0, amountNeededCents: 50_000, newAmountPayedCents: 50_001 })).toEqual({
      ok: false,
      reason: 'OVERPAYMENT',
    });
    expect(applyPayment({ amountPayedCents: 0, amountNeededCents: 50_000, newAmountPayedCents: -1 })).toEqual({
      ok: false,
      reason: 'NEGATIVE_PAYMENT',
    });
  });
});

describe('categories', () => {
  it('matches route and API spellings to the canonical name', () => {
    for (const param of ['black_cats', 'Black_Cats', 'Black Cats', 'BLACK CATS', ' black  cats ']) {
      expect(categoryFromParam(param)).toBe('Black Cats');
    }
    expect(categoryFromParam('roman_candles')).toBe('Roman Candles');
    expect(categoryFromParam('rockets')).toBeNull();
    expect(categorySlug('Kid Friendly')).toBe('kid_friendly');
  });
});
