/** Order creation (spec §7 POST /api/create-order); the totals quote comes from the cart's api. */
import type { CreateOrderAnswer, PickupSlot } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, cartEmptied, orderKeys, queryClient, useSession } from 'shared-ui';
import { forgetSeenCart } from '../cart/use-cart-departures';

export { useCartTotals } from '../cart/api';

export interface OrderInput {
  FundstoAdd: string | number;
  isPickup: boolean;
  useFunds: boolean;
  /** The chosen pickup slot (pickup orders, while the shop offers slots). */
  pickupSlotId?: string;
}

export const pickupSlotKeys = { upcoming: ['pickup-slots'] as const };

/** Upcoming pickup slots with the room each has left (asked only for pickup orders). */
export function usePickupSlots(enabled: boolean) {
  return useQuery({
    queryKey: pickupSlotKeys.upcoming,
    queryFn: ({ signal }) => api.get<PickupSlot[]>('/api/pickup-slots', { signal }),
    enabled,
  });
}

/**
 * Creates the order with the visit's Idempotency-Key (a double click or a retry after a lost answer
 * finds the same order); the server empties the cart, and the order list is read again when next shown.
 */
export function useCreateOrder(idempotencyKey: string) {
  return useMutation({
    mutationFn: (input: OrderInput) => api.post<CreateOrderAnswer>('/api/create-order', input, { idempotencyKey }),
    // A full slot or sold-out item changes what is left: read the slots again either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pickupSlotKeys.upcoming }),
    onSuccess: () => {
      forgetSeenCart(useSession.getState().user?._id);
      cartEmptied();
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
