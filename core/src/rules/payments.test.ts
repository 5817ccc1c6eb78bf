import {
  balanceOutstandingCents,
  checkPayment,
  completesOrder,
  formatOrderNumber,
  handoverNeedsReason,
  looksLikeOrderNumber,
  orderBalance,
  paymentAppsText,
  paymentMemoText,
  shiftPaid,
  sumPayments,
} from './payments';

describe('order numbers', () => {
  it('writes the year and a five-digit sequence', () => {
    expect(formatOrderNumber(2026, 42)).toBe('FW-26-00042');
    expect(formatOrderNumber(2030, 123456)).toBe('FW-30-123456');
    expect(looksLikeOrderNumber(' fw-26-00042 ')).toBe(true);
    expect(looksLikeOrderNumber('FW-26')).toBe(false);
  });
});

describe('balance and deposit', () => {
  it('asks for the rest of the deposit until it is paid, then the balance', () => {
    expect(orderBalance({ amountPayedCents: 0, amountNeededCents: 100_000, minimumDepositCents: 20_000 })).toEqual({
      balanceDueCents: 100_000,
      depositPaid: false,
      amountDueNowCents: 20_000,
    });
    expect(orderBalance({ amountPayedCents: 5_000, amountNeededCents: 95_000, minimumDepositCents: 20_000 }).amountDueNowCents).toBe(
      15_000,
    );
    expect(orderBalance({ amountPayedCents: 20_000, amountNeededCents: 80_000, minimumDepositCents: 20_000 })).toEqual({
      balanceDueCents: 80_000,
      depositPaid: true,
      amountDueNowCents: 80_000,
    });
    expect(orderBalance({ amountPayedCents: 0, amountNeededCents: 0, minimumDepositCents: 0 })).toEqual({
      balanceDueCents: 0,
      depositPaid: true,
      amountDueNowCents: 0,
    });
  });

  it('sums payments that are not voided', () => {
    expect(
      sumPayments([
        { amountCents: 100, voidedAt: null },
        { amountCents: 250, voidedAt: new Date() },
        { amountCents: 1, voidedAt: null },
      ]),
    ).toBe(101);
  });

  it('refuses payments of nothing or above the balance', () => {
    expect(checkPayment(0, 100)).toBe('NOT_POSITIVE');
    expect(checkPayment(-5, 100)).toBe('NOT_POSITIVE');
    expect(checkPayment(101, 100)).toBe('OVER_BALANCE');
    expect(checkPayment(100, 100)).toBeNull();
    expect(shiftPaid({ amountPayedCents: 10, amountNeededCents: 90 }, 30)).toEqual({ amountPayedCents: 40, amountNeededCents: 60 });
  });
});

describe('the counter and the money (issue 40)', () => {
  it('hands over an order that still owes only with a reason', () => {
    expect(handoverNeedsReason(115_170, undefined)).toBe(true);
    expect(handoverNeedsReason(115_170, '   ')).toBe(true);
    expect(handoverNeedsReason(115_170, 'Pays Friday, agreed with Ana')).toBe(false);
    expect(handoverNeedsReason(0, undefined)).toBe(false);
  });

  it('counts what every order still owes, complete or not, and nothing for overpaid ones', () => {
    expect(
      balanceOutstandingCents([
        { amountPayedCents: 0, amountNeededCents: 100_000, minimumDepositCents: 20_000 },
        { amountPayedCents: 20_000, amountNeededCents: 15_170, minimumDepositCents: 20_000 },
        { amountPayedCents: 50_000, amountNeededCents: -500, minimumDepositCents: 10_000 },
      ]),
    ).toBe(115_170);
    expect(balanceOutstandingCents([])).toBe(0);
  });
});

describe('an order handed over and paid in full is done', () => {
  const order = (handedOver: boolean, amountNeededCents: number, status: 'UNCOMPLETE' | 'COMPLETE' = 'UNCOMPLETE') => ({
    status,
    handedOver,
    amountNeededCents,
  });

  it('completes when the handover or the payment makes it so', () => {
    expect(completesOrder(order(false, 0), order(true, 0))).toBe(true);
    expect(completesOrder(order(true, 5_000), order(true, 0))).toBe(true);
  });

  it('leaves it open while it owes or is not handed over, and leaves the admin’s choice alone', () => {
    expect(completesOrder(order(false, 5_000), order(true, 5_000))).toBe(false);
    expect(completesOrder(order(false, 5_000), order(false, 0))).toBe(false);
    // Set back to UNCOMPLETE by an admin: nothing changed that makes it done now.
    expect(completesOrder(order(true, 0, 'COMPLETE'), order(true, 0))).toBe(false);
    expect(completesOrder(order(false, 0), order(true, 0, 'COMPLETE'))).toBe(false);
  });
});

describe('how texts name the apps and the memo', () => {
  it('says the payment apps one way per language', () => {
    expect(paymentAppsText('en')).toBe('Zelle or Venmo');
    expect(paymentAppsText('es')).toBe('Zelle o Venmo');
  });

  it('writes the memo to copy the same in every language', () => {
    expect(paymentMemoText('FW-26-00012')).toBe('fireworks purchase FW-26-00012');
  });
});
