/** The sales calendar's windows: their shape, the spec's defaults, and reading their "MM-DD" dates. */

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
export function dayOfYear(text: string): number {
  const parsed = parseMonthDay(text);
  if (!parsed) throw new Error(`Not a month and day: ${text}`);
  return DAYS_IN_MONTH.slice(0, parsed.month - 1).reduce((a, b) => a + b, 0) + parsed.day;
}

/** Windows sorted by start, as they are saved. */
export function sortWindows<W extends YearlyWindow>(windows: readonly W[]): W[] {
  return [...windows].sort((a, b) => dayOfYear(a.start) - dayOfYear(b.start));
}
