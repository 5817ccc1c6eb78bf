import type { Order } from '@fireworks/core/contract';
import { useCan } from 'shared-ui';
import { readOrder } from './api';

/**
 * After a refusal the counter shows the order as it now is: another clerk may have handed it over,
 * or a payment voided meanwhile may have left a balance (the server's sentence is already a toast).
 * Staff who may not read orders (only pickups:work) read it by its pass, as they found it.
 */
export function useShowCurrent(onChange: (order: Order) => void) {
  const canReadOrders = useCan('orders:read');
  return async (order: Order) => {
    try {
      onChange(await readOrder(order, canReadOrders));
    } catch {
      // Unreadable now: the panel keeps what it showed, and the toast has said why the action failed.
    }
  };
}
