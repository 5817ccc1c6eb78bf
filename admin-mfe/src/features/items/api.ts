/**
 * Item editing (spec §2, admin): save (edit or add), delete and uploads. A saved or deleted item
 * marks its category's list stale, so the list (shared with the customers' screen) is read again.
 */
import type { BulkItems, BulkStock, Item, ItemFields, NewItemAnswer, NewItemFields } from '@fireworks/core/contract';
import { CATEGORIES, type Category, categorySlug } from '@fireworks/core/rules';
import { useMutation, useQueries } from '@tanstack/react-query';
import { api, queryClient, upload } from 'shared-ui';
import { catalogKeys } from 'shared-ui/catalog';

const refreshCategory = (category: Category) => queryClient.invalidateQueries({ queryKey: catalogKeys.category(category) });

export const useSaveItem = (category: Category, item?: Item) =>
  useMutation({
    mutationFn: (fields: ItemFields): Promise<Item | NewItemAnswer> =>
      item
        ? api('POST /api/update-item/:id', { params: { id: item._id }, body: fields })
        : // The form sends what was typed; a missing title or price is refused by the server, in words.
          api('POST /api/addNewItem/', { body: { ...fields, category } as NewItemFields }),
    onSuccess: () => refreshCategory(category),
  });

export const useDeleteItem = (category: Category) =>
  useMutation({
    mutationFn: (item: Item) => api('POST /api/delete-item/:id', { params: { id: item._id } }),
    // A refusal too: an item another admin deleted meanwhile (404) leaves the list, which shows what is left.
    onSettled: () => refreshCategory(category),
  });

/** The item field a file is for: the gif field takes only GIFs (checked again by the server). */
export type UploadSlot = 'image' | 'gif';

/** POST /api/uploads (multipart, with progress) and POST /api/delete-upload. */
export const uploadsApi = {
  upload: (file: File, slot: UploadSlot, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return upload('POST /api/uploads', form, { query: { slot }, onProgress });
  },
  remove: (url: string) => api('POST /api/delete-upload', { body: { url } }),
};

/**
 * Every item of every category for the products table (issue 40): one list per category, under the
 * same keys as the category screens, so a save in either marks both stale.
 */
export function useAllItems() {
  return useQueries({
    queries: CATEGORIES.map((category) => ({
      queryKey: catalogKeys.category(category),
      queryFn: ({ signal }: { signal: AbortSignal }) => api('GET /api/fireworks', { query: { category: categorySlug(category) }, signal }),
    })),
    combine: (results) => ({
      items: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}

const refreshAll = () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });

/** POST /api/items/bulk: show, hide, or change prices by a percentage. */
export const useBulkItems = () =>
  useMutation({ mutationFn: (body: BulkItems) => api('POST /api/items/bulk', { body }), onSettled: refreshAll });

/** POST /api/items/bulk-stock: set or add to the stock. */
export const useBulkStock = () =>
  useMutation({ mutationFn: (body: BulkStock) => api('POST /api/items/bulk-stock', { body }), onSettled: refreshAll });
