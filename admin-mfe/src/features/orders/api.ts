/** The admin's order writes; the list is shared-ui's order history, updated in place. */
import type { Order } from '@fireworks/core/contract';
import { useMutation } from '@tanstack/react-query';
import { api, orderRemoved, orderUpdated } from 'shared-ui';

export const useUpdateOrder = () =>
  useMutation({
    mutationFn: (input: { order_id: string; order_amountPayed: string; order_status: Order['status'] }) =>
      api.post<Order>('/api/update-order', input),
    onSuccess: orderUpdated,
  });

export const useDeleteOrder = () =>
  useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>('/api/delete-order', { order_id: id }),
    onSuccess: (_answer, id) => orderRemoved(id),
  });
