/**
 * The sales calendar (issue 17): sales windows (checkout open) and pre-order windows, each a
 * "MM-DD"–"MM-DD" span that recurs every year, read in the shop's time zone. The spec's windows
 * are the defaults; admins may replace them (PUT /api/season). Pure: no clock, no database.
 * One module per job: the calendar (season-calendar), its checks (season-problems), whether checkout
 * is open now (season-status) and the customer's sentences (season-text); this file re-exports them.
 */
// dayOfYear stays the season modules' own: not part of the rules' exports.
export {
  DEFAULT_PREORDER_WINDOWS,
  DEFAULT_SALES_WINDOWS,
  DEFAULT_SEASON,
  type PreorderWindow,
  parseMonthDay,
  SEASON_LIMITS,
  type SeasonCalendar,
  sortWindows,
  type YearlyWindow,
} from './season-calendar';
export * from './season-problems';
export * from './season-status';
export * from './season-text';
