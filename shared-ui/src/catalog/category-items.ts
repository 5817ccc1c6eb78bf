/**
 * The items of the category in the address (GET /api/fireworks?category=). A non-ok answer also
 * signs the user out (spec §4), a network failure does not. An address naming no category is
 * answered without asking the server. Lists stay cached: a revisit shows them at once.
 */
import type { Item } from '@fireworks/core/contract';
import { type Category, categoryFromParam, categorySlug } from '@fireworks/core/rules';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, useSession } from 'shared-ui';

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

export function useCategoryItems(param: string) {
  const category = categoryFromParam(param);
  const query = useQuery({
    queryKey: catalogKeys.category(category ?? ('' as Category)),
    queryFn: ({ signal }) => fetchItems(category as Category, signal),
    enabled: category !== null,
  });
  return { category, query };
}

export type CategoryItemsQuery = ReturnType<typeof useCategoryItems>['query'];
