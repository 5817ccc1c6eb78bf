import {
  addableQuantity,
  exceedsStock,
  formatSlotDate,
  formatSlotTime,
  isBookableSlot,
  isUpcomingSlot,
  isValidTime,
  normalizePickupCode,
  shopDateTime,
  stockLevel,
  unitsTaken,
} from './stock';

describe('stock rules', () => {
  it('a BOGO line takes its free units too', () => {
    expect(unitsTaken({ quantity: 3, bogo: false })).toBe(3);
    expect(unitsTaken({ quantity: 3, bogo: true })).toBe(6);
    expect(exceedsStock({ quantity: 3, bogo: true }, 5)).toBe(true);
    expect(exceedsStock({ quantity: 3, bogo: false }, 5)).toBe(false);
    expect(exceedsStock({ quantity: 300, bogo: true }, null)).toBe(false);
  });

  it('tells "few" at 5 units or fewer, "sold out" at 0, nothing when not tracked', () => {
    expect(stockLevel(null)).toEqual({ kind: 'plenty' });
    expect(stockLevel(6)).toEqual({ kind: 'plenty' });
    expect(stockLevel(5)).toEqual({ kind: 'few', left: 5 });
    expect(stockLevel(0)).toEqual({ kind: 'soldOut' });
  });
});

describe('slot rules', () => {
  it('checks 24-hour times', () => {
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('9:00')).toBe(false);
  });

  it("reads the shop's date and time, and a slot is upcoming until its end has passed", () => {
    const now = shopDateTime(new Date('2026-11-18T18:00:00Z'), 'America/Chicago');
    expect(now).toEqual({ date: '2026-11-18', time: '12:00' });
    expect(shopDateTime(new Date('2026-11-19T05:30:00Z'), 'America/Chicago')).toEqual({ date: '2026-11-18', time: '23:30' });
    expect(isUpcomingSlot({ date: '2026-11-18', end: '12:01' }, now)).toBe(true);
    expect(isUpcomingSlot({ date: '2026-11-18', end: '12:00' }, now)).toBe(false);
    expect(isUpcomingSlot({ date: '2026-11-17', end: '23:00' }, now)).toBe(false);
  });

  it('a customer may book a slot only before it starts', () => {
    const now = { date: '2026-11-18', time: '12:00' };
    expect(isBookableSlot({ date: '2026-11-18', start: '12:01' }, now)).toBe(true);
    expect(isBookableSlot({ date: '2026-11-18', start: '12:00' }, now)).toBe(false);
    expect(isBookableSlot({ date: '2026-11-18', start: '11:30' }, now)).toBe(false);
    expect(isBookableSlot({ date: '2026-11-19', start: '08:00' }, now)).toBe(true);
  });

  it('normalizes a typed pass code', () => {
    expect(normalizePickupCode(' abcd-efgh ')).toBe('ABCDEFGH');
  });
});

describe('formatSlotDate', () => {
  it("writes the shop's calendar date in the reader's language, whatever the machine's zone", () => {
    expect(formatSlotDate('2026-11-20', 'en')).toBe('Fri, Nov 20');
    expect(formatSlotDate('2026-11-20', 'es')).toBe('vie, 20 nov');
    expect(formatSlotDate('2026-01-01', 'en')).toBe('Thu, Jan 1');
  });

  it('says slot times in the language: 12-hour in English, 24-hour in Spanish', () => {
    expect(formatSlotTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatSlotTime('09:00', 'en')).toBe('9:00 AM');
    expect(formatSlotTime('14:30', 'es')).toBe('14:30');
  });

  it('says how many more units of an item may be added, BOGO units taking their free one', () => {
    expect(addableQuantity({ bogo: false, stock: 4 }, 0)).toBe(4);
    expect(addableQuantity({ bogo: false, stock: 4 }, 3)).toBe(1);
    expect(addableQuantity({ bogo: true, stock: 5 }, 1)).toBe(1);
    expect(addableQuantity({ bogo: false, stock: 2 }, 5)).toBe(0);
    expect(addableQuantity({ bogo: false, stock: null }, 9)).toBeNull();
  });
});
