/**
 * A screen's first reads, by name: a remote's route list names them (RouteInfo.reads) and the
 * shell's start-up begins them beside the screen's code, as a router's loaders would; the screen's
 * own queries use the same options, so they find the answers cached instead of asking after their
 * first render. Only GET calls without parameters (a category's items: RouteInfo.categories).
 *
 * A read earns a place here when the screen's largest drawing waits for it: the cart's discount
 * tiers and its lines (whose first picture is asked for as soon as they are here) do; the home
 * page's featured items do not (its carousel is drawn from the screen's own
 * pictures), and read early they only lengthened the first render that draws the carousel.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { readCartForItsScreen } from './cart';
import { queryClient } from './query-client';
import type { ScreenRead } from './screen-read-names';
import { seasonQuery } from './season';

/** GET /api/discounts: the discount tiers (the cart lists them, the admin edits them). */
export const discountRulesQuery = queryOptions({
  queryKey: ['discounts'] as const,
  queryFn: ({ signal }) => api('GET /api/discounts', { signal }),
});

/** How each read starts; a failure is the screen's to show (its query asks again). */
const SCREEN_READS: Record<ScreenRead, () => void> = {
  discounts: () => void queryClient.prefetchQuery(discountRulesQuery),
  season: () => void queryClient.prefetchQuery(seasonQuery),
  cart: readCartForItsScreen,
};

function isScreenRead(name: unknown): name is ScreenRead {
  return typeof name === 'string' && Object.hasOwn(SCREEN_READS, name);
}

/** Starts the named reads; a name this build does not know (a newer remote's list) is skipped. */
export function startScreenReads(reads: readonly unknown[]): void {
  for (const read of reads.filter(isScreenRead)) SCREEN_READS[read]();
}
