import { categoryFromParam, categorySlug } from './categories';
import { applyPayment, fundsOnStatusChange, fundsReturnedOnDelete, orderAmounts } from './funds';
import { formatMoney, formatPriceString, parseMoneyAmount, parsePriceToCents } from './money';

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

describe('amounts recorded by an admin', () => {
  it('takes dollars in whole cents as a number or as text', () => {
    expect(parseMoneyAmount(120.5)).toEqual({ cents: 12050 });
    expect(parseMoneyAmount('$120.50')).toEqual({ cents: 12050 });
    expect(parseMoneyAmount(0.29)).toEqual({ cents: 29 });
    expect(parseMoneyAmount(0)).toEqual({ cents: 0 });
  });

  it('refuses a sub-cent amount rather than rounding it, and a negative one', () => {
    for (const raw of [40.005, '40.005', 0.001, Number.NaN, Number.POSITIVE_INFINITY, '', 'ten', null, {}]) {
      expect([raw, parseMoneyAmount(raw)]).toEqual([raw, { refusal: 'NOT_AN_AMOUNT' }]);
    }
    for (const raw of [-1, '-1', ' -0.50', '$-2']) expect([raw, parseMoneyAmount(raw)]).toEqual([raw, { refusal: 'NEGATIVE' }]);
  });
});

describe('money in the interface language', () => {
  it('formats amounts through Intl, with thousands separators', () => {
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
  });
});

describe('funds', () => {
  it('adds FundstoAdd to what is needed and takes available funds when asked', () => {
    expect(orderAmounts({ amountDueCents: 60_000, fundsToAddCents: 5_000, availableFundsCents: 0, useFunds: false })).toEqual({
      fundsUsedCents: 0,
      fundsToAddCents: 5_000,
      amountNeededCents: 65_000,
      minimumDepositCents: 13_000,
      dueLaterCents: 52_000,
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

  it('uses no funds when not asked or when the balance is empty, and combines both options', () => {
    expect(orderAmounts({ amountDueCents: 60_000, fundsToAddCents: 0, availableFundsCents: 10_000, useFunds: false }).fundsUsedCents).toBe(
      0,
    );
    expect(orderAmounts({ amountDueCents: 60_000, fundsToAddCents: 0, availableFundsCents: 0, useFunds: true })).toEqual({
      fundsUsedCents: 0,
      fundsToAddCents: 0,
      amountNeededCents: 60_000,
      minimumDepositCents: 12_000,
      dueLaterCents: 48_000,
    });
    expect(orderAmounts({ amountDueCents: 60_000, fundsToAddCents: 2_500, availableFundsCents: 10_001, useFunds: true })).toEqual({
      fundsUsedCents: 10_001,
      fundsToAddCents: 2_500,
      amountNeededCents: 52_499,
      minimumDepositCents: 10_500, // 10499.8 -> 10500
      dueLaterCents: 41_999,
    });
  });

  it('credits FundstoAdd once on COMPLETE and takes it back on UNCOMPLETE', () => {
    expect(fundsOnStatusChange({ fundsToAddCents: 5_000, fundsCredited: false, newStatus: 'COMPLETE' })).toEqual({
      balanceChangeCents: 5_000,
      fundsCredited: true,
    });
    expect(fundsOnStatusChange({ fundsToAddCents: 5_000, fundsCredited: true, newStatus: 'COMPLETE' })).toEqual({
      balanceChangeCents: 0,
      fundsCredited: true,
    });
    expect(fundsOnStatusChange({ fundsToAddCents: 5_000, fundsCredited: true, newStatus: 'UNCOMPLETE' })).toEqual({
      balanceChangeCents: -5_000,
      fundsCredited: false,
    });
    expect(fundsOnStatusChange({ fundsToAddCents: 5_000, fundsCredited: false, newStatus: 'UNCOMPLETE' })).toEqual({
      balanceChangeCents: 0,
      fundsCredited: false,
    });
  });

  it('returns used funds when an unfinished order is deleted, not a completed one', () => {
    expect(fundsReturnedOnDelete({ status: 'UNCOMPLETE', fundsUsedCents: 700, handedOver: false })).toBe(700);
    expect(fundsReturnedOnDelete({ status: 'COMPLETE', fundsUsedCents: 700, handedOver: false })).toBe(0);
    // Handed over: the goods left with the customer, the credit that bought them stays spent.
    expect(fundsReturnedOnDelete({ status: 'UNCOMPLETE', fundsUsedCents: 700, handedOver: true })).toBe(0);
    expect(fundsReturnedOnDelete({ status: 'COMPLETE', fundsUsedCents: 700, handedOver: true })).toBe(0);
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
