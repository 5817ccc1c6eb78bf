/** Pickup slots (ARCHITECTURE §7, admin): the upcoming slots with their bookings, adding and deleting. */
import type { NewPickupSlot, Order, PickupSlot, RecordPaymentBody } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, orderKeys, queryClient } from 'shared-ui';

const slotsKey = ['pickup-slots'] as const;

export function usePickupSlots() {
  return useQuery({ queryKey: slotsKey, queryFn: ({ signal }) => api('GET /api/pickup-slots', { signal }) });
}

export const useAddPickupSlot = () =>
  useMutation({
    mutationFn: (slot: NewPickupSlot) => api('POST /api/pickup-slots', { body: slot }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slotsKey }),
  });

export const useDeletePickupSlot = () =>
  useMutation({
    mutationFn: (id: string) => api('DELETE /api/pickup-slots/:id', { params: { id } }),
    onSuccess: (_answer, id) => queryClient.setQueryData<PickupSlot[]>(slotsKey, (list) => list?.filter((s) => s._id !== id)),
  });

/** The pickup day (ARCHITECTURE §7 "Pickup slots"): a day's orders by slot, the order a pass names, payments and the handover. */
const dayKey = (date: string) => ['pickups', date] as const;

export function usePickupDay(date: string) {
  return useQuery({
    queryKey: dayKey(date),
    queryFn: ({ signal }) => api('GET /api/pickups', { query: { date }, signal }),
    enabled: date !== '',
  });
}

/** GET /api/orders/lookup?code=: a mutation, since each Find (or scan) is one question. */
export const useFindByPass = () => useMutation({ mutationFn: (code: string) => api('GET /api/orders/lookup', { query: { code } }) });

/**
 * After a payment or the handover the day's list is read again; after a refusal too, since the
 * refusal usually means the order changed meanwhile (another clerk handed it over, a payment was voided).
 * The orders feature calls it after its own payments and voids, so the counter never shows an old balance.
 */
export const pickupDaysChanged = () => queryClient.invalidateQueries({ queryKey: ['pickups'] });

/** The order desk and the order's page read again too: they show the balance the counter just changed. */
const dayChanged = () => Promise.all([pickupDaysChanged(), queryClient.invalidateQueries({ queryKey: orderKeys.all })]);

/**
 * The order as it is now: what the counter shows after a refusal. GET /api/orders/:id needs
 * orders:read; staff who only work pickups read it by its pass (GET /api/orders/lookup, pickups:work).
 */
export const readOrder = (order: Order, canReadOrders: boolean): Promise<Order> =>
  canReadOrders || !order.pickupCode
    ? api('GET /api/orders/:id', { params: { id: order._id } })
    : api('GET /api/orders/lookup', { query: { code: order.pickupCode } });

/** Collects a payment with the submit's Idempotency-Key: a retry after a lost answer records it once. */
export const useCollectPayment = () =>
  useMutation({
    mutationFn: ({ orderId, body, idempotencyKey }: { orderId: string; body: RecordPaymentBody; idempotencyKey: string }) =>
      api('POST /api/orders/:id/payments', { params: { id: orderId }, body, idempotencyKey }),
    onSettled: dayChanged,
  });

export const useMarkPickedUp = () =>
  useMutation({
    // A reason only when handing over with a balance due (the server refuses it silent).
    mutationFn: ({ orderId, reason }: { orderId: string; reason?: string }) =>
      api('POST /api/orders/:id/picked-up', { params: { id: orderId }, body: reason ? { reason } : {} }),
    onSettled: dayChanged,
  });
