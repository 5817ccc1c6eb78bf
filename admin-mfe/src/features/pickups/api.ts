/** Pickup slots (ARCHITECTURE §7, admin): the upcoming slots with their bookings, adding and deleting. */
import type { NewPickupSlot, PickupSlot } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient } from 'shared-ui';

const slotsKey = ['pickup-slots'] as const;

export function usePickupSlots() {
  return useQuery({ queryKey: slotsKey, queryFn: ({ signal }) => api.get<PickupSlot[]>('/api/pickup-slots', { signal }) });
}

export const useAddPickupSlot = () =>
  useMutation({
    mutationFn: (slot: NewPickupSlot) => api.post<PickupSlot>('/api/pickup-slots', slot),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slotsKey }),
  });

export const useDeletePickupSlot = () =>
  useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/pickup-slots/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => queryClient.setQueryData<PickupSlot[]>(slotsKey, (list) => list?.filter((s) => s._id !== id)),
  });
