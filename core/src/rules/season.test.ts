import {
  closedCheckoutText,
  DEFAULT_SALES_WINDOWS,
  isInSeason,
  isOpenAllYear,
  placeSeasonProblem,
  SEASON_LIMITS,
  seasonProblem,
  seasonProblemText,
  seasonStatus,
  shopDate,
} from './season';

const zone = 'America/Chicago';

describe('seasonStatus (the spec windows by default, in the shop time zone)', () => {
  it('in March: closed, opens June 1 (June and July 1–4 joined), in 78 days', () => {
    expect(seasonStatus(new Date('2026-03-15T17:00:00Z'), zone)).toEqual({
      today: '2026-03-15',
      checkoutOpen: false,
      currentWindow: null,
      nextWindow: { start: '2026-06-01', end: '2026-07-04', daysUntil: 78 },
    });
  });
  it('on May 31 at 23:59 in Chicago: still closed; June 1 00:00 opens until July 4', () => {
    expect(seasonStatus(new Date('2026-06-01T04:59:59Z'), zone).nextWindow?.daysUntil).toBe(1);
    const june = seasonStatus(new Date('2026-06-01T05:00:00Z'), zone);
    expect(june.checkoutOpen).toBe(true);
    expect(june.currentWindow).toEqual({ start: '2026-06-01', end: '2026-07-04' });
    expect(june.nextWindow).toEqual({ start: '2026-11-01', end: '2026-12-31', daysUntil: 153 });
  });
  it('in December the stretch is November 1 – December 31', () => {
    expect(seasonStatus(new Date('2026-12-31T23:00:00Z'), zone).currentWindow).toEqual({ start: '2026-11-01', end: '2026-12-31' });
  });
  it('joins a window ending Dec 31 with one starting Jan 1 across the new year', () => {
    const windows = [
      { start: '01-01', end: '01-05' },
      { start: '12-01', end: '12-31' },
    ];
    expect(seasonStatus(new Date('2026-12-15T18:00:00Z'), zone, windows).currentWindow).toEqual({ start: '2026-12-01', end: '2027-01-05' });
    expect(seasonStatus(new Date('2027-01-03T18:00:00Z'), zone, windows).currentWindow).toEqual({ start: '2026-12-01', end: '2027-01-05' });
  });
  it('without sales windows checkout never opens', () => {
    expect(seasonStatus(new Date('2026-06-15T18:00:00Z'), zone, [])).toMatchObject({ checkoutOpen: false, nextWindow: null });
  });
  it('agrees with isInSeason on the spec windows', () => {
    expect(isInSeason(new Date('2026-07-05T04:59:59Z'), zone, DEFAULT_SALES_WINDOWS)).toBe(true);
    expect(isInSeason(new Date('2026-07-05T05:00:00Z'), zone, DEFAULT_SALES_WINDOWS)).toBe(false);
    expect(isInSeason(new Date('2026-03-10T18:00:00Z'), zone, [{ start: '03-01', end: '03-31' }])).toBe(true);
  });
});

describe('shopDate and seasonStatus kept per minute and day', () => {
  it('turns the date at midnight in the shop time zone, in the same minute asked again and across zones', () => {
    const before = new Date('2026-05-31T04:59:59.999Z'); // 23:59:59.999 in Chicago
    const after = new Date('2026-05-31T05:00:00.000Z');
    expect(shopDate(before, zone)).toBe('2026-05-30');
    expect(shopDate(new Date('2026-05-31T04:59:00.000Z'), zone)).toBe('2026-05-30');
    expect(shopDate(after, zone)).toBe('2026-05-31');
    expect(shopDate(after, 'Asia/Kolkata')).toBe('2026-05-31');
    expect(shopDate(before, zone)).toBe('2026-05-30');
    expect(shopDate(new Date('2026-05-30T18:29:59.000Z'), 'Asia/Kolkata')).toBe('2026-05-30'); // 23:59:59 at +05:30
    expect(shopDate(new Date('2026-05-30T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-05-31');
  });

  it('answers a fresh copy each time (a caller changing one changes no other)', () => {
    const now = new Date('2026-06-15T17:00:00Z');
    const first = seasonStatus(now, zone);
    first.currentWindow!.end = 'changed';
    first.checkoutOpen = false;
    expect(seasonStatus(now, zone)).toEqual({
      today: '2026-06-15',
      checkoutOpen: true,
      currentWindow: { start: '2026-06-01', end: '2026-07-04' },
      nextWindow: { start: '2026-11-01', end: '2026-12-31', daysUntil: 139 },
    });
    expect(seasonStatus(now, zone, [{ start: '06-10', end: '06-20' }]).currentWindow).toEqual({ start: '2026-06-10', end: '2026-06-20' });
  });
});

describe('placeSeasonProblem (where the problem is, for the editor)', () => {
  const label = { en: 'Items', es: 'Artículos' };
  it('places a bad date, a start after its end, and an overlap (at the later window, as the list was given)', () => {
    expect(
      placeSeasonProblem({
        salesWindows: [
          { start: '06-01', end: '06-30' },
          { start: '07-01', end: '06-31' },
        ],
        preorderWindows: [],
      }),
    ).toEqual({
      problem: { code: 'invalidDate', value: '06-31' },
      windows: 'salesWindows',
      index: 1,
      field: 'end',
    });
    expect(placeSeasonProblem({ salesWindows: [], preorderWindows: [{ start: '05-01', end: '04-30', label }] })).toMatchObject({
      windows: 'preorderWindows',
      index: 0,
      field: 'end',
    });
    const overlap = placeSeasonProblem({
      salesWindows: [
        { start: '11-01', end: '11-30' },
        { start: '06-15', end: '06-20' },
        { start: '06-01', end: '06-30' },
      ],
      preorderWindows: [],
    });
    expect(overlap).toEqual({
      problem: { code: 'overlap', first: { start: '06-01', end: '06-30' }, second: { start: '06-15', end: '06-20' } },
      windows: 'salesWindows',
      index: 1,
      field: 'start',
    });
  });
  it('places a missing label at its language, and too many windows at no window', () => {
    expect(
      placeSeasonProblem({ salesWindows: [], preorderWindows: [{ start: '01-01', end: '01-31', label: { en: 'x', es: ' ' } }] }),
    ).toEqual({
      problem: { code: 'labelMissing' },
      windows: 'preorderWindows',
      index: 0,
      field: 'label.es',
    });
    const many = Array.from({ length: SEASON_LIMITS.preorderWindows + 1 }, (_, i) => ({
      start: `02-${String(i + 1).padStart(2, '0')}`,
      end: `02-${String(i + 1).padStart(2, '0')}`,
      label,
    }));
    expect(placeSeasonProblem({ salesWindows: [], preorderWindows: many })).toEqual({
      problem: { code: 'tooMany', max: 12 },
      windows: 'preorderWindows',
      index: null,
      field: null,
    });
  });
});

describe('seasonProblemText', () => {
  it("gives the server's sentence key and parameters", () => {
    expect(
      seasonProblemText({ code: 'overlap', first: { start: '06-01', end: '06-30' }, second: { start: '06-15', end: '06-20' } }),
    ).toEqual({
      key: 'season:errors.overlap',
      params: { first: '06-01–06-30', second: '06-15–06-20' },
    });
    expect(seasonProblemText({ code: 'invalidDate', value: '06-31' })).toEqual({
      key: 'season:errors.invalidDate',
      params: { value: '06-31' },
    });
    expect(seasonProblemText({ code: 'tooMany', max: 24 })).toEqual({ key: 'season:errors.tooMany', params: { max: 24 } });
  });
});

describe('seasonProblem', () => {
  const label = { en: 'Items', es: 'Artículos' };
  it('accepts the defaults', () => {
    expect(seasonProblem({ salesWindows: [...DEFAULT_SALES_WINDOWS], preorderWindows: [] })).toBeNull();
  });
  it.each([
    ['02-30', '02-30'],
    ['13-01', '13-01'],
    ['02-29', '02-29'],
    ['6-1', '6-1'],
  ])('refuses %s (not a date every year has)', (date, value) => {
    expect(seasonProblem({ salesWindows: [{ start: date, end: '12-31' }], preorderWindows: [] })).toEqual({ code: 'invalidDate', value });
  });
  it('refuses a start after the end', () => {
    expect(seasonProblem({ salesWindows: [{ start: '12-31', end: '01-02' }], preorderWindows: [] })).toEqual({
      code: 'startAfterEnd',
      start: '12-31',
      end: '01-02',
    });
  });
  it('refuses two windows sharing a day, and accepts touching ones', () => {
    const overlap = seasonProblem({
      salesWindows: [
        { start: '06-01', end: '06-30' },
        { start: '06-30', end: '07-04' },
      ],
      preorderWindows: [],
    });
    expect(overlap?.code).toBe('overlap');
    expect(
      seasonProblem({
        salesWindows: [],
        preorderWindows: [
          { start: '01-01', end: '01-31', label },
          { start: '02-01', end: '02-28', label },
        ],
      }),
    ).toBeNull();
  });
  it('needs labels in both languages', () => {
    expect(seasonProblem({ salesWindows: [], preorderWindows: [{ start: '01-01', end: '01-31', label: { en: 'x', es: ' ' } }] })).toEqual({
      code: 'labelMissing',
    });
  });
});

describe('closedCheckoutText (the closed-checkout sentence follows the saved calendar)', () => {
  const march = seasonStatus(new Date('2026-03-15T17:00:00Z'), zone);
  it("keeps the spec's sentence for the spec's calendar, in any order", () => {
    expect(closedCheckoutText(march, DEFAULT_SALES_WINDOWS, 'en')).toEqual({ key: 'checkout:errors.OUTSIDE_SALES_WINDOW', params: {} });
    expect(closedCheckoutText(march, [...DEFAULT_SALES_WINDOWS].reverse(), 'es').key).toBe('checkout:errors.OUTSIDE_SALES_WINDOW');
  });
  it('names the next opening day of an edited calendar, in English and Spanish', () => {
    const windows = [
      { start: '06-20', end: '07-04' },
      { start: '12-01', end: '12-31' },
    ];
    const status = seasonStatus(new Date('2026-06-05T17:00:00Z'), zone, windows);
    expect(closedCheckoutText(status, windows, 'en')).toEqual({
      key: 'checkout:errors.outsideSalesWindowOpensOn',
      params: { date: 'June 20' },
    });
    expect(closedCheckoutText(status, windows, 'es').params.date).toBe('20 de junio');
    const late = seasonStatus(new Date('2026-12-31T23:00:00Z'), zone, [{ start: '06-01', end: '06-30' }]);
    expect(closedCheckoutText(late, [{ start: '06-01', end: '06-30' }], 'en').params.date).toBe('June 1, 2027');
  });
  it('says no window is scheduled for an empty calendar', () => {
    expect(closedCheckoutText(seasonStatus(new Date('2026-06-05T17:00:00Z'), zone, []), [], 'en').key).toBe('season:status.noWindow');
  });
});

describe('a calendar open all year', () => {
  const allYear = [{ start: '01-01', end: '12-31' }];
  const touching = [
    { start: '01-01', end: '06-30' },
    { start: '07-01', end: '12-31' },
  ];
  it('reports the stretch within this year and the next, not from last year', () => {
    for (const windows of [allYear, touching]) {
      expect(seasonStatus(new Date('2026-05-01T17:00:00Z'), zone, windows)).toEqual({
        today: '2026-05-01',
        checkoutOpen: true,
        currentWindow: { start: '2026-01-01', end: '2027-12-31' },
        nextWindow: null,
      });
    }
  });
  it('is told apart from a calendar with a closed day', () => {
    expect(isOpenAllYear(allYear)).toBe(true);
    expect(isOpenAllYear([...touching].reverse())).toBe(true);
    expect(isOpenAllYear([{ start: '01-01', end: '12-30' }])).toBe(false);
    expect(isOpenAllYear([{ start: '01-02', end: '12-31' }])).toBe(false);
    expect(isOpenAllYear(DEFAULT_SALES_WINDOWS)).toBe(false);
    expect(isOpenAllYear([])).toBe(false);
  });
});
