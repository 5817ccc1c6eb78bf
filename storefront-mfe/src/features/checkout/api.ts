/** Order creation (spec §7 POST /api/create-order); the totals quote comes from the cart's api. */
import type { ApiBody } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, cartEmptied, orderKeys, queryClient, useSession } from 'shared-ui';
import { forgetSeenCart } from '../cart';

export const pickupSlotKeys = { upcoming: ['pickup-slots'] as const };

/** Upcoming pickup slots with the room each has left (asked only for pickup orders). */
export function usePickupSlots(enabled: boolean) {
  return useQuery({
    queryKey: pickupSlotKeys.upcoming,
    queryFn: ({ signal }) => api('GET /api/pickup-slots', { signal }),
    enabled,
  });
}

/** The upcoming pickup slots as the server lists them. */
export type PickupSlots = NonNullable<ReturnType<typeof usePickupSlots>['data']>;

/**
 * Creates the order with the request's Idempotency-Key (the same request sent again keeps its key:
 * a double click or a retry after a lost answer finds the same order); the server empties the cart,
 * and the order list is read again when next shown.
 */
export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ApiBody<'POST /api/create-order'>; idempotencyKey: string }) =>
      api('POST /api/create-order', { body, idempotencyKey }),
    // A full slot or sold-out item changes what is left: read the slots again either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pickupSlotKeys.upcoming }),
    onSuccess: () => {
      forgetSeenCart(useSession.getState().user?._id);
      cartEmptied();
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
