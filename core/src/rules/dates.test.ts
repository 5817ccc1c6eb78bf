import { isCalendarDate, isInstantInRange, parseInstant, zonedInstant } from './dates';

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

describe('zonedInstant (a wall clock time in the shop time zone)', () => {
  it('reads a day and time on the clock of the zone, daylight saving time or not', () => {
    expect(zonedInstant('2026-11-18', 'America/Chicago', '12:00')?.toISOString()).toBe('2026-11-18T18:00:00.000Z');
    expect(zonedInstant('2026-06-01', 'America/Chicago')?.toISOString()).toBe('2026-06-01T05:00:00.000Z');
    expect(zonedInstant('2026-06-01', 'America/Chicago', '10:30:15')?.toISOString()).toBe('2026-06-01T15:30:15.000Z');
    expect(zonedInstant('2026-03-08', 'America/Chicago', '12:00')?.toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(zonedInstant('2026-11-18', 'Pacific/Auckland', '12:00')?.toISOString()).toBe('2026-11-17T23:00:00.000Z');
    expect(zonedInstant('2026-11-18', 'UTC', '12:00')?.toISOString()).toBe('2026-11-18T12:00:00.000Z');
  });
  it('refuses what is not a date', () => {
    expect(zonedInstant('2026-02-30', 'America/Chicago')).toBeNull();
    expect(zonedInstant('2026-11-18', 'America/Chicago', '25:99')).toBeNull();
  });
});
