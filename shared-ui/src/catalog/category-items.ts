/**
 * The items of the category in the address (GET /api/fireworks?category=). A non-ok answer also
 * signs the user out (spec §4), a network failure does not. An address naming no category is
 * answered without asking the server. Lists stay cached: a revisit shows them at once.
 */
import type { Item } from '@fireworks/core/contract';
import { type Category, categoryFromParam, categorySlug } from '@fireworks/core/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, preloadPictures, queryClient, useSession } from 'shared-ui';
import { ITEM_IMAGE_SIZES } from './item-card';

export const catalogKeys = {
  all: ['items'] as const,
  category: (category: Category) => ['items', category] as const,
};

async function fetchItems(category: Category, signal: AbortSignal): Promise<Item[]> {
  try {
    return await api('GET /api/fireworks', { query: { category: categorySlug(category) }, signal });
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError) useSession.getState().signOut();
    throw error;
  }
}

function categoryItemsQuery(category: Category | null) {
  return queryOptions({
    queryKey: catalogKeys.category(category ?? ('' as Category)),
    queryFn: ({ signal }) => fetchItems(category as Category, signal),
    enabled: category !== null,
  });
}

export function useCategoryItems(param: string) {
  const category = categoryFromParam(param);
  const query = useQuery(categoryItemsQuery(category));
  return { category, query };
}

/** Pictures in a category page's first row on a phone: its largest drawing is one of them. */
const FIRST_ROW_ON_A_PHONE = 2;

/**
 * Starts reading a category's items before its screen renders (the start-up does, for a first
 * visit to a category page, alongside the screen's code); the screen then finds them cached, and
 * its first pictures loading.
 */
export function prefetchCategoryItems(param: string): void {
  const category = categoryFromParam(param);
  if (!category) return;
  queryClient
    .fetchQuery(categoryItemsQuery(category))
    .then((items) => preloadPictures(items.slice(0, FIRST_ROW_ON_A_PHONE), ITEM_IMAGE_SIZES))
    // The screen's own query reports a failure.
    .catch(() => {});
}

export type CategoryItemsQuery = ReturnType<typeof useCategoryItems>['query'];
