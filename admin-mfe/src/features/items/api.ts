/**
 * Item editing (spec §2, admin): save (edit or add), delete and uploads. A saved or deleted item
 * marks its category's list stale, so the list (shared with the customers' screen) is read again.
 */
import type { Item, ItemFields, NewItemAnswer, UploadAnswer } from '@fireworks/core/contract';
import type { Category } from '@fireworks/core/rules';
import { useMutation } from '@tanstack/react-query';
import { api, catalogKeys, queryClient } from 'shared-ui';

const refreshCategory = (category: Category) => queryClient.invalidateQueries({ queryKey: catalogKeys.category(category) });

export const useSaveItem = (category: Category, item?: Item) =>
  useMutation({
    mutationFn: (fields: ItemFields): Promise<Item | NewItemAnswer> =>
      item ? api.post<Item>(`/api/update-item/${item._id}`, fields) : api.post<NewItemAnswer>('/api/addNewItem/', { ...fields, category }),
    onSuccess: () => refreshCategory(category),
  });

export const useDeleteItem = (category: Category) =>
  useMutation({
    mutationFn: (item: Item) => api.post<{ message: string }>(`/api/delete-item/${item._id}`),
    onSuccess: () => refreshCategory(category),
  });

/** The item field a file is for: the gif field takes only GIFs (checked again by the server). */
export type UploadSlot = 'image' | 'gif';

/** POST /api/uploads (multipart, with progress) and POST /api/delete-upload. */
export const uploadsApi = {
  upload: (file: File, slot: UploadSlot, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<UploadAnswer>(`/api/uploads?slot=${slot}`, form, onProgress);
  },
  remove: (url: string) => api.post<{ message: string }>('/api/delete-upload', { url }),
};
