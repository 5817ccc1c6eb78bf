import { checkoutStatus, isInSalesWindow } from './sales-window';

const zone = 'America/Chicago';

describe('isInSalesWindow (June, July 1–4, November, December in the shop time zone)', () => {
  it.each([
    ['2026-06-01T05:00:00Z', true], // June 1, 00:00 in Chicago (CDT, UTC-5)
    ['2026-06-01T04:59:59Z', false], // still May 31 in Chicago
    ['2026-07-04T12:00:00Z', true],
    ['2026-07-05T04:59:59Z', true], // July 4, 23:59:59 in Chicago
    ['2026-07-05T05:00:00Z', false], // July 5 in Chicago
    ['2026-10-31T12:00:00Z', false],
    ['2026-11-01T05:00:00Z', true],
    ['2026-12-31T23:00:00Z', true],
    ['2027-01-01T05:59:59Z', true], // Dec 31 23:59:59 in Chicago (CST, UTC-6)
    ['2027-01-01T06:00:00Z', false],
    ['2026-03-15T12:00:00Z', false],
  ])('%s -> %s', (iso, expected) => {
    expect(isInSalesWindow(new Date(iso), zone)).toBe(expected);
  });
});

describe('checkoutStatus', () => {
  const november = new Date('2026-11-18T18:00:00Z');
  it('needs a non-empty cart first', () => {
    expect(checkoutStatus({ lineCount: 0, totalAfterTaxCents: 0, now: november, timeZone: zone })).toEqual({
      allowed: false,
      reason: 'EMPTY_CART',
    });
  });
  it('needs $500.00 after tax; exactly $500.00 is enough', () => {
    expect(checkoutStatus({ lineCount: 1, totalAfterTaxCents: 49_999, now: november, timeZone: zone })).toEqual({
      allowed: false,
      reason: 'BELOW_MINIMUM',
    });
    expect(checkoutStatus({ lineCount: 1, totalAfterTaxCents: 50_000, now: november, timeZone: zone })).toEqual({
      allowed: true,
      reason: null,
    });
  });
  it('refuses carts above $1,000,000.00 after tax', () => {
    expect(checkoutStatus({ lineCount: 1, totalAfterTaxCents: 100_000_000, now: november, timeZone: zone }).allowed).toBe(true);
    expect(checkoutStatus({ lineCount: 1, totalAfterTaxCents: 100_000_001, now: november, timeZone: zone })).toEqual({
      allowed: false,
      reason: 'ABOVE_MAXIMUM',
    });
  });
  it('names the first thing to fix: an empty cart in March is EMPTY_CART, a small one BELOW_MINIMUM', () => {
    const march = new Date('2026-03-10T18:00:00Z');
    expect(checkoutStatus({ lineCount: 0, totalAfterTaxCents: 0, now: march, timeZone: zone }).reason).toBe('EMPTY_CART');
    expect(checkoutStatus({ lineCount: 2, totalAfterTaxCents: 10_000, now: march, timeZone: zone }).reason).toBe('BELOW_MINIMUM');
  });
  it('is closed outside the sales window', () => {
    expect(checkoutStatus({ lineCount: 1, totalAfterTaxCents: 80_000, now: new Date('2026-03-10T18:00:00Z'), timeZone: zone })).toEqual({
      allowed: false,
      reason: 'OUTSIDE_SALES_WINDOW',
    });
  });
});
