import type { ApiBody, CreateOrderAnswer } from '@fireworks/core/contract';
import { useRef } from 'react';
import { api, cartKeys, queryClient } from 'shared-ui';
import { useRequestKey } from 'shared-ui/forms';
import { useCreateOrder } from './api';
import { answerLost, keyReused } from './order-request-errors';

export type OrderRequest = ApiBody<'POST /api/create-order'>;

/**
 * Sending the order under its request's Idempotency-Key, and finding the order an earlier request
 * made when its answer was lost. `sent()` is called once the order is placed: the next order is a new one.
 */
export function useSendOrder() {
  // One key per request: a double click or the same request sent after a lost answer finds the same
  // order; a request changed since (another slot, address, funds) is another order, with a new key.
  // Kept for the tab until answered: back at checkout after a lost answer, the same request keeps it.
  const requestKey = useRequestKey({ keep: 'create-order' });
  // The last request whose answer was lost: it may have made the order (and emptied the cart).
  const unanswered = useRef<{ body: OrderRequest; idempotencyKey: string } | null>(null);
  const createOrder = useCreateOrder();

  /**
   * Sends the order. A changed request refused after an earlier one's answer was lost: if the cart
   * is empty now, that earlier request made the order (the server empties the cart with it), so it
   * is sent again with its own key and the server answers that order, not a second one. With the
   * cart empty the earlier request cannot make an order now.
   */
  async function send(body: OrderRequest): Promise<{ created: CreateOrderAnswer; body: OrderRequest }> {
    const idempotencyKey = requestKey.keyFor(body);
    try {
      return { created: await createOrder.mutateAsync({ body, idempotencyKey }), body };
    } catch (error) {
      if (answerLost(error)) {
        unanswered.current = { body, idempotencyKey };
        throw error;
      }
      // The key's order exists: the next press is a new order, under a new key.
      if (keyReused(error)) requestKey.done();
      // Refused for a cart emptied meanwhile (the order placed in another tab, or by the earlier
      // request)? The cart is read aside, so the form stays as it is while the order is looked for.
      const now = await api('GET /api/get-cart').then(
        (answer) => answer.cart,
        () => null,
      );
      const earlier = unanswered.current;
      if (now?.length === 0 && earlier && earlier.idempotencyKey !== idempotencyKey) {
        unanswered.current = null;
        try {
          return { created: await createOrder.mutateAsync(earlier), body: earlier.body };
        } catch (replayError) {
          // Its answer lost again: the next press looks for it again.
          if (answerLost(replayError)) unanswered.current = earlier;
          else queryClient.setQueryData(cartKeys.cart, now);
          throw replayError;
        }
      }
      // An empty cart shows the empty checkout and the way to the orders.
      if (now) queryClient.setQueryData(cartKeys.cart, now);
      throw error;
    }
  }

  function sent() {
    requestKey.done();
    unanswered.current = null;
  }

  return { send, sent, createOrder };
}
