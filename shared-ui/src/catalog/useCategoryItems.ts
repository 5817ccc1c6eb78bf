/**
 * Loads the items of the category in the address (GET /api/fireworks?category=). A failure shows
 * 'Error: {message}'; a non-ok answer also signs the user out (spec §4), a network failure does not.
 * An address naming no category is answered without asking the server.
 */

import type { Item } from '@fireworks/core/contract';
import { type Category, categoryFromParam, categorySlug } from '@fireworks/core/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api/client';
import { useSession } from '../stores/session';

export type CategoryItemsState =
  | { status: 'loading' }
  | { status: 'ready'; items: Item[] }
  | { status: 'error'; message: string }
  | { status: 'unknown-category' };

export function useCategoryItems(param: string): { category: Category | null; state: CategoryItemsState; reload(): Promise<void> } {
  const category = categoryFromParam(param);
  const [state, setState] = useState<CategoryItemsState>(category ? { status: 'loading' } : { status: 'unknown-category' });
  const current = useRef<AbortController | null>(null);

  const load = useCallback(
    async (showLoading: boolean) => {
      current.current?.abort();
      if (!category) {
        setState({ status: 'unknown-category' });
        return;
      }
      const controller = new AbortController();
      current.current = controller;
      if (showLoading) setState({ status: 'loading' });
      try {
        const items = await api.get<Item[]>(`/api/fireworks?category=${encodeURIComponent(categorySlug(category))}`, {
          signal: controller.signal,
        });
        if (!controller.signal.aborted) setState({ status: 'ready', items });
      } catch (error) {
        if (controller.signal.aborted || (error as Error).name === 'AbortError') return;
        setState({ status: 'error', message: (error as Error).message });
        if (error instanceof ApiError && !error.isNetworkError) useSession.getState().signOut();
      }
    },
    [category],
  );

  useEffect(() => {
    void load(true);
    return () => current.current?.abort();
  }, [load]);

  const reload = useCallback(() => load(false), [load]);
  return { category, state, reload };
}
