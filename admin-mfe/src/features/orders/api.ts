/**
 * The admin's order calls (issue 15, ARCHITECTURE §7 "Orders and payments"): the order desk
 * (GET /api/orders with filters and cursor pages), one order with its ledger, recording and
 * voiding payments, the balance reminder, the CSV exports, and the spec's update and delete.
 * Every write puts the server's order in each cached list and detail.
 */
import type { ApiBody, Order, OrderDetail, OrderListQuery, OrderPage, RecordPaymentBody } from '@fireworks/core/contract';
import { type InfiniteData, keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api, orderKeys, orderRemoved, orderUpdated, queryClient } from 'shared-ui';
import { isEditConflict } from '../../common/edit-conflict';
import { pickupDaysChanged } from '../pickups';

/** The desk's filters; empty text means "any". */
export interface DeskFilters {
  status: Order['status'];
  balance: '' | 'due' | 'paid';
  deposit: '' | 'missing' | 'paid';
  pickup: '' | 'true' | 'false';
  from: string;
  to: string;
  q: string;
}

const DESK_PAGE_SIZE = 25;

const deskKeys = {
  all: [...orderKeys.all, 'desk'] as const,
  list: (filters: DeskFilters) => [...orderKeys.all, 'desk', filters] as const,
};

/** The query of the filters that are set (GET /api/orders and the CSV exports). */
export function deskQuery(filters: DeskFilters, extra: Pick<OrderListQuery, 'limit' | 'cursor'> = {}): OrderListQuery {
  const query: OrderListQuery = {};
  for (const key of ['status', 'balance', 'deposit', 'pickup', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) (query as Record<string, string>)[key] = value;
  }
  const q = filters.q.trim();
  if (q) query.q = q;
  return { ...query, ...extra };
}

/** The order desk: newest first, one page of DESK_PAGE_SIZE at a time ("Load more" follows nextCursor). */
export function useOrderDesk(filters: DeskFilters) {
  return useInfiniteQuery({
    queryKey: deskKeys.list(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/orders', {
        query: deskQuery(filters, { limit: String(DESK_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) }),
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search or filter loads, the cards on screen stay (no flash of "Loading", no lost dialog).
    placeholderData: keepPreviousData,
  });
}

type DeskData = InfiniteData<OrderPage, string>;

/**
 * Puts the server's order in every cached desk page (leaving a list whose status it no longer has)
 * and in its detail; the pickup days are read again (their balances and handovers).
 */
function deskOrderUpdated(updated: Order | OrderDetail): void {
  orderUpdated(updated);
  if (updated.isPickup) void pickupDaysChanged();
  for (const [key, data] of queryClient.getQueriesData<DeskData>({ queryKey: deskKeys.all })) {
    if (!data) continue;
    const filters = key[2] as DeskFilters | undefined;
    const keep = (order: Order) => order._id !== updated._id || !filters || filters.status === updated.status;
    queryClient.setQueryData<DeskData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.filter(keep).map((order) => (order._id === updated._id ? { ...order, ...pickOrder(updated) } : order)),
      })),
    });
  }
  if ('payments' in updated) queryClient.setQueryData(detailKey(updated._id), updated);
  else void queryClient.invalidateQueries({ queryKey: detailKey(updated._id) });
}

/** An order answer without the detail's ledger (what the desk's cards hold). */
function pickOrder(order: Order | OrderDetail): Order {
  if (!('payments' in order)) return order;
  const { payments: _payments, paymentInstructions: _instructions, ...rest } = order;
  return rest;
}

function deskOrderRemoved(id: string): void {
  orderRemoved(id);
  // A deleted pickup order leaves its day's list.
  void pickupDaysChanged();
  for (const [key, data] of queryClient.getQueriesData<DeskData>({ queryKey: deskKeys.all })) {
    if (!data) continue;
    queryClient.setQueryData<DeskData>(key, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, data: page.data.filter((order) => order._id !== id) })),
    });
  }
  queryClient.removeQueries({ queryKey: detailKey(id) });
}

/** The key of shared-ui's useOrder (GET /api/orders/:id). */
const detailKey = (id: string) => [...orderKeys.all, 'detail', id];

export const useUpdateOrder = () =>
  useMutation({
    mutationFn: (body: ApiBody<'POST /api/update-order'>) => api('POST /api/update-order', { body }),
    onSuccess: deskOrderUpdated,
    // Refused because the order changed since the form was read (another clerk's payment, void or
    // status): its page and the desk read it again, so the form shows the amount paid now.
    onError: (error) => {
      if (isEditConflict(error)) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });

export const useDeleteOrder = () =>
  useMutation({
    mutationFn: (id: string) => api('POST /api/delete-order', { body: { order_id: id } }),
    onSuccess: (_answer, id) => deskOrderRemoved(id),
  });

/** Records a payment with the submit's Idempotency-Key: a retry of that submit records it once. */
export const useRecordPayment = (orderId: string) =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RecordPaymentBody; idempotencyKey: string }) =>
      api('POST /api/orders/:id/payments', { params: { id: orderId }, body, idempotencyKey }),
    onSuccess: (answer) => deskOrderUpdated(answer.order),
  });

export const useVoidPayment = (orderId: string) =>
  useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      api('POST /api/orders/:id/payments/:paymentId/void', { params: { id: orderId, paymentId }, body: { reason } }),
    onSuccess: (answer) => deskOrderUpdated(answer.order),
  });

/**
 * Moves a pickup order to another slot (POST /api/orders/:id/pickup-slot): the answer is the order
 * as its page shows it; the slots' room and the pickup days change too.
 */
export const useMovePickupSlot = (orderId: string) =>
  useMutation({
    mutationFn: (pickupSlotId: string) => api('POST /api/orders/:id/pickup-slot', { params: { id: orderId }, body: { pickupSlotId } }),
    onSuccess: (answer) => {
      deskOrderUpdated(answer);
      void queryClient.invalidateQueries({ queryKey: ['pickup-slots'] });
    },
  });

export const useSendReminder = (orderId: string) =>
  useMutation({
    mutationFn: () => api('POST /api/orders/:id/remind', { params: { id: orderId } }),
  });

/**
 * GET a CSV export (with the session's token) and hand it to the browser as a download named `fileName`.
 * Both follow the desk's filters: the orders shown, or the payments of those orders.
 */
export async function downloadCsv(kind: 'orders' | 'payments', query: OrderListQuery, fileName: string): Promise<void> {
  const text = kind === 'orders' ? await api('GET /api/orders.csv', { query }) : await api('GET /api/payments.csv', { query });
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
