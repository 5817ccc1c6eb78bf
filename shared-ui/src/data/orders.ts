/** GET /api/user-orders: the caller's orders (all orders for an admin), newest first. */
import type { Order } from '@fireworks/core/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryClient } from './query-client';

export const orderKeys = { all: ['orders'] as const };

/**
 * The shop changes an order while its page sits in a background tab (a payment recorded or voided,
 * a handover, a new pickup time): back in the tab, an answer older than the stale time is read
 * again, so the balance and "how to pay" are not the ones of hours ago.
 */
const readAgainOnReturn = { refetchOnWindowFocus: true } as const;

export function useOrders() {
  return useQuery({ queryKey: orderKeys.all, queryFn: ({ signal }) => api('GET /api/user-orders', { signal }), ...readAgainOnReturn });
}

/** Puts the server's updated order in the cached list. */
export function orderUpdated(updated: Order): void {
  queryClient.setQueryData<Order[]>(orderKeys.all, (list) => list?.map((order) => (order._id === updated._id ? updated : order)));
}

/** Takes a deleted order out of the cached list. */
export function orderRemoved(id: string): void {
  queryClient.setQueryData<Order[]>(orderKeys.all, (list) => list?.filter((order) => order._id !== id));
}

/** GET /api/orders/:id: one order with its payments and how to pay (the owner or an admin). */
export function useOrder(id: string) {
  return useQuery({
    queryKey: [...orderKeys.all, 'detail', id],
    queryFn: ({ signal }) => api('GET /api/orders/:id', { params: { id }, signal }),
    ...readAgainOnReturn,
  });
}
