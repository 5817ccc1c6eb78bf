import { isCalendarDate, isInstantInRange, parseInstant } from './dates';

describe('calendar dates', () => {
  it('takes real days between 2000 and 2100 only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2000-01-01')).toBe(true);
    expect(isCalendarDate('2100-12-31')).toBe(true);
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-05',
      '0000-01-01',
      '9999-12-31',
      '1999-12-31',
      '2101-01-01',
      '+275760-09-13',
      '',
    ])
      expect([text, isCalendarDate(text)]).toEqual([text, false]);
  });
});

describe('instants', () => {
  it('reads a day as noon UTC and a time with or without its zone', () => {
    expect(parseInstant('2026-11-18')?.toISOString()).toBe('2026-11-18T12:00:00.000Z');
    expect(parseInstant('2026-11-18T10:00Z')?.toISOString()).toBe('2026-11-18T10:00:00.000Z');
    expect(parseInstant('2026-11-18T10:00')?.toISOString()).toBe('2026-11-18T10:00:00.000Z');
    expect(parseInstant('2026-11-18 10:00:30.123456-06:00')?.toISOString()).toBe('2026-11-18T16:00:30.123Z');
    expect(parseInstant('2026-11-18T10:00:00+0530')?.toISOString()).toBe('2026-11-18T04:30:00.000Z');
  });

  it('never rolls an impossible day or time into another', () => {
    for (const text of [
      '2026-02-30',
      '2026-02-30T10:00Z',
      '2026-13-01T00:00Z',
      '0000-01-01',
      '9999-12-31T23:59Z',
      '2026-11-18T24:00Z',
      '2026-11-18T10:60Z',
      '2026-11-18T10:00:61Z',
      '2026-11-18T10:00+15:00',
      '2026-11-18T10',
      'tomorrow',
    ])
      expect([text, parseInstant(text)]).toEqual([text, null]);
  });

  it('tells an instant outside the years a date may name', () => {
    expect(isInstantInRange(new Date('2026-11-18T10:00:00Z'))).toBe(true);
    expect(isInstantInRange(new Date('0000-01-01T00:00:00Z'))).toBe(false);
    expect(isInstantInRange(new Date(8.64e15))).toBe(false);
    expect(isInstantInRange(new Date(Number.NaN))).toBe(false);
  });
});
