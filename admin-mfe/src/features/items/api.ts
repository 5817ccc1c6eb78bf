/**
 * Item editing (spec §2, admin): save (edit or add), delete and uploads. A saved or deleted item
 * marks its category's list stale, so the list (shared with the customers' screen) is read again.
 */
import type { Item, ItemFields, NewItemAnswer, NewItemFields } from '@fireworks/core/contract';
import type { Category } from '@fireworks/core/rules';
import { useMutation } from '@tanstack/react-query';
import { api, catalogKeys, queryClient, upload } from 'shared-ui';

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
    onSuccess: () => refreshCategory(category),
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
