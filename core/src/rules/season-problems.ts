/** Checking a sales calendar before it is saved: its first problem, where it is, and its sentence. */
import { dayOfYear, parseMonthDay, SEASON_LIMITS, type SeasonCalendar, type YearlyWindow } from './season-calendar';

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
