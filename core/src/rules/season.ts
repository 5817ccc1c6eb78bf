/**
 * The sales calendar (issue 17): sales windows (checkout open) and pre-order windows, each a
 * "MM-DD"–"MM-DD" span that recurs every year, read in the shop's time zone. The spec's windows
 * are the defaults; admins may replace them (PUT /api/season). Pure: no clock, no database.
 */
import { dateTimeFormat } from './intl-formats';
import { intlLocale } from './money';

/** A yearly span, both ends included: { start: '06-01', end: '06-30' }. */
export interface YearlyWindow {
  start: string;
  end: string;
}

export interface PreorderWindow extends YearlyWindow {
  label: { en: string; es: string };
}

export interface SeasonCalendar {
  salesWindows: YearlyWindow[];
  preorderWindows: PreorderWindow[];
}

/** Checkout is open in June, July 1–4, November and December (spec). */
export const DEFAULT_SALES_WINDOWS: readonly YearlyWindow[] = [
  { start: '06-01', end: '06-30' },
  { start: '07-01', end: '07-04' },
  { start: '11-01', end: '11-30' },
  { start: '12-01', end: '12-31' },
];

/** Pre-order windows shown on the home page (spec §9). */
export const DEFAULT_PREORDER_WINDOWS: readonly PreorderWindow[] = [
  { start: '01-01', end: '04-30', label: { en: 'July 4th items', es: 'Artículos para el 4 de julio' } },
  { start: '07-05', end: '10-31', label: { en: "New Year's items", es: 'Artículos para Año Nuevo' } },
];

export const DEFAULT_SEASON: SeasonCalendar = {
  salesWindows: DEFAULT_SALES_WINDOWS.map((w) => ({ ...w })),
  preorderWindows: DEFAULT_PREORDER_WINDOWS.map((w) => ({ ...w, label: { ...w.label } })),
};

/** How many windows of each kind a calendar may hold, and the longest label. */
export const SEASON_LIMITS = { salesWindows: 24, preorderWindows: 12, label: 80 } as const;

// Days in each month of a year every year has: Feb 29 is refused (not every year has it).
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** { month, day } of a "MM-DD" that every year has; null otherwise. */
export function parseMonthDay(text: string): { month: number; day: number } | null {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return null;
  return { month, day };
}

/** Day of the year (1–365) of a valid "MM-DD", counted in a year without Feb 29. */
function dayOfYear(text: string): number {
  const parsed = parseMonthDay(text);
  if (!parsed) throw new Error(`Not a month and day: ${text}`);
  return DAYS_IN_MONTH.slice(0, parsed.month - 1).reduce((a, b) => a + b, 0) + parsed.day;
}

export type SeasonProblem =
  | { code: 'invalidDate'; value: string }
  | { code: 'startAfterEnd'; start: string; end: string }
  | { code: 'overlap'; first: YearlyWindow; second: YearlyWindow }
  | { code: 'labelMissing' }
  | { code: 'labelTooLong'; max: number }
  | { code: 'tooMany'; max: number };

/** Which field of a window a problem is at. */
export type SeasonProblemField = 'start' | 'end' | 'label.en' | 'label.es';

/**
 * A calendar's first problem and where it is: the kind of windows, the window (its place in the list
 * as given) and its field; index and field are null when the problem is the whole list's (tooMany).
 * An overlap is at the start of the later of the two windows.
 */
export interface PlacedSeasonProblem {
  problem: SeasonProblem;
  windows: keyof SeasonCalendar;
  index: number | null;
  field: SeasonProblemField | null;
}

type WindowsProblem = Omit<PlacedSeasonProblem, 'windows'>;

/** The first problem of a list of windows (real dates, start ≤ end, no two sharing a day), or null. */
function windowsProblem(windows: readonly YearlyWindow[], max: number): WindowsProblem | null {
  if (windows.length > max) return { problem: { code: 'tooMany', max }, index: null, field: null };
  for (const [index, w] of windows.entries()) {
    if (!parseMonthDay(w.start)) return { problem: { code: 'invalidDate', value: w.start }, index, field: 'start' };
    if (!parseMonthDay(w.end)) return { problem: { code: 'invalidDate', value: w.end }, index, field: 'end' };
    if (dayOfYear(w.start) > dayOfYear(w.end))
      return { problem: { code: 'startAfterEnd', start: w.start, end: w.end }, index, field: 'end' };
  }
  // Sorted by start, as places in the list given (a stable sort: equal starts keep their order).
  const sorted = windows
    .map((_, index) => index)
    .sort((a, b) => dayOfYear((windows[a] as YearlyWindow).start) - dayOfYear((windows[b] as YearlyWindow).start));
  for (let i = 1; i < sorted.length; i++) {
    const index = sorted[i] as number;
    const previous = windows[sorted[i - 1] as number] as YearlyWindow;
    const current = windows[index] as YearlyWindow;
    if (dayOfYear(current.start) <= dayOfYear(previous.end))
      return { problem: { code: 'overlap', first: previous, second: current }, index, field: 'start' };
  }
  return null;
}

/** seasonProblem's answer with where the problem is, so an editor can show it at that field. */
export function placeSeasonProblem(calendar: SeasonCalendar): PlacedSeasonProblem | null {
  const sales = windowsProblem(calendar.salesWindows, SEASON_LIMITS.salesWindows);
  if (sales) return { ...sales, windows: 'salesWindows' };
  const preorder = windowsProblem(calendar.preorderWindows, SEASON_LIMITS.preorderWindows);
  if (preorder) return { ...preorder, windows: 'preorderWindows' };
  for (const [index, w] of calendar.preorderWindows.entries()) {
    const at = (field: SeasonProblemField) => ({ windows: 'preorderWindows' as const, index, field });
    if (!w.label.en.trim()) return { problem: { code: 'labelMissing' }, ...at('label.en') };
    if (!w.label.es.trim()) return { problem: { code: 'labelMissing' }, ...at('label.es') };
    if (w.label.en.length > SEASON_LIMITS.label) return { problem: { code: 'labelTooLong', max: SEASON_LIMITS.label }, ...at('label.en') };
    if (w.label.es.length > SEASON_LIMITS.label) return { problem: { code: 'labelTooLong', max: SEASON_LIMITS.label }, ...at('label.es') };
  }
  return null;
}

/**
 * The first problem of a calendar, or null: every date a real one (Feb 29 excluded), start ≤ end
 * (a window does not wrap the new year: split it in two), no two sales windows and no two pre-order
 * windows sharing a day, labels in both languages.
 */
export function seasonProblem(calendar: SeasonCalendar): SeasonProblem | null {
  return placeSeasonProblem(calendar)?.problem ?? null;
}

/** The sentence of a problem: a key ('season:errors.…') and its parameters (an overlap names both windows). */
export function seasonProblemText(problem: SeasonProblem): { key: string; params: Record<string, string | number> } {
  const key = `season:errors.${problem.code}`;
  switch (problem.code) {
    case 'overlap':
      return {
        key,
        params: { first: `${problem.first.start}–${problem.first.end}`, second: `${problem.second.start}–${problem.second.end}` },
      };
    case 'invalidDate':
      return { key, params: { value: problem.value } };
    case 'startAfterEnd':
      return { key, params: { start: problem.start, end: problem.end } };
    case 'labelMissing':
      return { key, params: {} };
    case 'labelTooLong':
    case 'tooMany':
      return { key, params: { max: problem.max } };
  }
}

/** Windows sorted by start, as they are saved. */
export function sortWindows<W extends YearlyWindow>(windows: readonly W[]): W[] {
  return [...windows].sort((a, b) => dayOfYear(a.start) - dayOfYear(b.start));
}

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

/** 'June 1' / '1 de junio' of a 'YYYY-MM-DD' (the year too when it is not `today`'s year). */
export function formatShopDay(isoDate: string, today: string, language: string): string {
  const sameYear = isoDate.slice(0, 4) === today.slice(0, 4);
  return dateTimeFormat(intlLocale(language), {
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Whether these sales windows are the spec's (whatever their order). */
export function isDefaultSalesCalendar(salesWindows: readonly YearlyWindow[]): boolean {
  const key = (windows: readonly YearlyWindow[]) =>
    sortWindows(windows)
      .map((w) => `${w.start}/${w.end}`)
      .join(',');
  return key(salesWindows) === key(DEFAULT_SALES_WINDOWS);
}

/**
 * The sentence telling a customer checkout is closed, true for the saved calendar: the spec's
 * calendar keeps its sentence naming its months; any other says when checkout opens next, or that
 * no window is scheduled. A key ('namespace:key') and its parameters, the date in `language`.
 */
export function closedCheckoutText(
  status: Pick<SeasonStatus, 'today' | 'nextWindow'>,
  salesWindows: readonly YearlyWindow[],
  language: string,
): { key: string; params: Record<string, string> } {
  if (isDefaultSalesCalendar(salesWindows)) return { key: 'checkout:errors.OUTSIDE_SALES_WINDOW', params: {} };
  if (!status.nextWindow) return { key: 'season:status.noWindow', params: {} };
  return {
    key: 'checkout:errors.outsideSalesWindowOpensOn',
    params: { date: formatShopDay(status.nextWindow.start, status.today, language) },
  };
}
