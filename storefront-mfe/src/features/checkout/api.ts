/** Order creation (spec §7 POST /api/create-order); the totals quote comes from the cart's api. */
import type { CreateOrderAnswer } from '@fireworks/core/contract';
import { useMutation } from '@tanstack/react-query';
import { api, cartEmptied, orderKeys, queryClient } from 'shared-ui';

export { useCartTotals } from '../cart/api';

export interface OrderInput {
  FundstoAdd: string | number;
  isPickup: boolean;
  useFunds: boolean;
}

/**
 * Creates the order with the visit's Idempotency-Key (a double click or a retry after a lost answer
 * finds the same order); the server empties the cart, and the order list is read again when next shown.
 */
export function useCreateOrder(idempotencyKey: string) {
  return useMutation({
    mutationFn: (input: OrderInput) => api.post<CreateOrderAnswer>('/api/create-order', input, { idempotencyKey }),
    onSuccess: () => {
      cartEmptied();
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
