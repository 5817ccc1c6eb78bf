/** The season's texts for customers: a shop day as words and the sentence for closed checkout. */
import { dateTimeFormat } from './intl-formats';
import { intlLocale } from './money';
import { DEFAULT_SALES_WINDOWS, sortWindows, type YearlyWindow } from './season-calendar';
import type { SeasonStatus } from './season-status';

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
