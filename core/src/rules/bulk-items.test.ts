import { formatPercentChange, parsePercent, priceAfterPercent, stockAfter } from './bulk-items';

describe('bulk price change', () => {
  it('reads a percentage as typed, in hundredths', () => {
    expect(parsePercent('10')).toBe(1_000);
    expect(parsePercent(' -12.5 % ')).toBe(-1_250);
    expect(parsePercent('+5')).toBe(500);
    expect(parsePercent('7,25')).toBe(725);
    expect(parsePercent(15)).toBe(1_500);
    for (const bad of ['', 'ten', '0', '-95', '501', '1.234', null, undefined, Number.NaN]) expect(parsePercent(bad)).toBeNull();
  });

  it('changes a price in whole cents, rounding half up', () => {
    expect(priceAfterPercent(1_000, 1_000)).toBe(1_100);
    expect(priceAfterPercent(1_999, 1_000)).toBe(2_199); // 21.989 → 21.99
    expect(priceAfterPercent(1_005, -5_000)).toBe(503); // 5.025 → 5.03
    expect(priceAfterPercent(1, -9_000)).toBe(1);
    expect(priceAfterPercent(999_999_999, 100)).toBeNull();
    expect(formatPercentChange(1_000)).toBe('+10');
    expect(formatPercentChange(-1_250, 'es')).toBe('-12.5');
  });
});

describe('bulk stock change', () => {
  it('sets or adds, never below zero nor above the most, and adds only to tracked stock', () => {
    expect(stockAfter(null, { mode: 'set', quantity: 12 }, 100)).toBe(12);
    expect(stockAfter(4, { mode: 'add', quantity: 6 }, 100)).toBe(10);
    expect(stockAfter(4, { mode: 'add', quantity: -4 }, 100)).toBe(0);
    expect(stockAfter(4, { mode: 'add', quantity: -5 }, 100)).toBe('range');
    expect(stockAfter(4, { mode: 'set', quantity: 101 }, 100)).toBe('range');
    expect(stockAfter(4, { mode: 'set', quantity: 1.5 }, 100)).toBe('range');
    expect(stockAfter(null, { mode: 'add', quantity: 3 }, 100)).toBe('untracked');
  });
});
