import { dayNotice } from './day-notice';

const slot = (date: string, start = '10:00', end = '12:00') => ({ _id: 'slot-1', date, start, end });

describe('dayNotice', () => {
  afterEach(() => jest.useRealTimers());

  it('says nothing without a slot or before the shop has said which day it is', () => {
    expect(dayNotice(null, '2026-07-03', 'America/Chicago')).toBeNull();
    expect(dayNotice(slot('2026-07-03'), undefined, 'America/Chicago')).toBeNull();
  });

  it('warns of an order booked for a later day, and of one whose day has gone by', () => {
    expect(dayNotice(slot('2026-07-04'), '2026-07-03', 'America/Chicago')).toBe('otherDay');
    expect(dayNotice(slot('2026-07-02'), '2026-07-03', 'America/Chicago')).toBe('slotPassed');
  });

  it("warns of today's slot once it has ended on the shop's clock, not before", () => {
    jest.useFakeTimers({ now: new Date('2026-07-03T18:30:00Z') }); // 13:30 in Chicago
    expect(dayNotice(slot('2026-07-03', '10:00', '12:00'), '2026-07-03', 'America/Chicago')).toBe('slotPassed');
    expect(dayNotice(slot('2026-07-03', '13:00', '15:00'), '2026-07-03', 'America/Chicago')).toBeNull();
  });

  it("says nothing of today's slot when the device's day is not the server's (a wrong clock)", () => {
    jest.useFakeTimers({ now: new Date('2026-07-05T18:30:00Z') });
    expect(dayNotice(slot('2026-07-03', '10:00', '12:00'), '2026-07-03', 'America/Chicago')).toBeNull();
  });
});
