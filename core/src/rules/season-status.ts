/** Whether checkout is open now: today's shop date and the dated stretches of the sales windows. */

import { dateTimeFormat } from './intl-formats';
import { DEFAULT_SALES_WINDOWS, dayOfYear, sortWindows, type YearlyWindow } from './season-calendar';

/** "YYYY-MM-DD" of `now` in `timeZone`. */
export function shopDate(now: Date, timeZone: string): string {
  // Every time zone's offset is whole minutes: one UTC minute is one shop date (the orders
  // bench asked this twice per order, formatToParts its cost, issue 13).
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last && last.minute === minute) return last.date;
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const read = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${read('year')}-${read('month')}-${read('day')}`;
  if (Number.isFinite(minute)) lastDates.set(timeZone, { minute, date });
  return date;
}

/** Per time zone: the shop date of the last minute asked. */
const lastDates = new Map<string, { minute: number; date: string }>();

const MS_PER_DAY = 86_400_000;
const toUtcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY;
const fromUtcDay = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** A dated stretch of open checkout: "YYYY-MM-DD" both ends included. */
export interface DatedWindow {
  start: string;
  end: string;
}

/**
 * The dated stretches of the sales windows around `year` (the year before to the year after),
 * windows that touch (June 30 → July 1, Dec 31 → Jan 1) joined into one stretch.
 */
function datedStretches(windows: readonly YearlyWindow[], year: number): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  for (const y of [year - 1, year, year + 1]) {
    for (const w of windows) spans.push({ start: toUtcDay(`${y}-${w.start}`), end: toUtcDay(`${y}-${w.end}`) });
  }
  spans.sort((a, b) => a.start - b.start);
  const joined: Array<{ start: number; end: number }> = [];
  for (const span of spans) {
    const last = joined[joined.length - 1];
    if (last && span.start <= last.end + 1) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

export interface SeasonStatus {
  /** "YYYY-MM-DD" in the shop's time zone. */
  today: string;
  checkoutOpen: boolean;
  /** The stretch checkout is open in now (touching windows joined), or null. */
  currentWindow: DatedWindow | null;
  /** The next stretch that opens after today, with the days until it opens; null without sales windows. */
  nextWindow: (DatedWindow & { daysUntil: number }) | null;
}

/** Whether checkout is open on `now` (in `timeZone`) under these sales windows, and until when or from when. */
export function seasonStatus(now: Date, timeZone: string, salesWindows: readonly YearlyWindow[] = DEFAULT_SALES_WINDOWS): SeasonStatus {
  const today = shopDate(now, timeZone);
  // The same day and windows give the same answer: kept (a few per day), each call a fresh copy.
  const key = `${today}|${salesWindows.map((w) => `${w.start}/${w.end}`).join(',')}`;
  let status = seasonStatuses.get(key);
  if (!status) {
    status = computeSeasonStatus(today, salesWindows);
    if (seasonStatuses.size >= 64) seasonStatuses.clear();
    seasonStatuses.set(key, status);
  }
  return {
    today: status.today,
    checkoutOpen: status.checkoutOpen,
    currentWindow: status.currentWindow && { ...status.currentWindow },
    nextWindow: status.nextWindow && { ...status.nextWindow },
  };
}

const seasonStatuses = new Map<string, SeasonStatus>();

/** Whether the sales windows leave no day of the year closed (one 01-01–12-31 window, or touching ones covering it). */
export function isOpenAllYear(salesWindows: readonly YearlyWindow[]): boolean {
  let firstOpenDayLeft = 1;
  for (const w of sortWindows(salesWindows)) {
    if (dayOfYear(w.start) > firstOpenDayLeft) return false;
    firstOpenDayLeft = Math.max(firstOpenDayLeft, dayOfYear(w.end) + 1);
  }
  return firstOpenDayLeft > 365;
}

function computeSeasonStatus(today: string, salesWindows: readonly YearlyWindow[]): SeasonStatus {
  const todayDay = toUtcDay(today);
  if (isOpenAllYear(salesWindows)) {
    // The joined stretch has no ends (it would read from the first to the last year computed, a
    // made-up start last year): this year and the next, as far as the status looks; nothing opens next.
    const year = Number(today.slice(0, 4));
    return { today, checkoutOpen: true, currentWindow: { start: `${year}-01-01`, end: `${year + 1}-12-31` }, nextWindow: null };
  }
  const stretches = datedStretches(salesWindows, Number(today.slice(0, 4)));
  const current = stretches.find((s) => s.start <= todayDay && todayDay <= s.end) ?? null;
  const next = stretches.find((s) => s.start > todayDay) ?? null;
  return {
    today,
    checkoutOpen: current !== null,
    currentWindow: current && { start: fromUtcDay(current.start), end: fromUtcDay(current.end) },
    nextWindow: next && { start: fromUtcDay(next.start), end: fromUtcDay(next.end), daysUntil: next.start - todayDay },
  };
}

/** Whether `now` in `timeZone` falls in one of the sales windows. */
export function isInSeason(now: Date, timeZone: string, salesWindows: readonly YearlyWindow[]): boolean {
  return seasonStatus(now, timeZone, salesWindows).checkoutOpen;
}
