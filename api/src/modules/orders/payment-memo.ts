import { type Language, translator } from '@fireworks/core/i18n';
import type { OrderRow } from './orders.queries';

/**
 * What the customer writes in the payment message: the spec's 'fireworks purchase' with the order
 * number as the payment reference ('fireworks purchase FW-26-00012', plus the delivery address for
 * delivery), so an admin can match a Zelle/Venmo/Cash App payment to its order (issue 40).
 */
export function paymentMemo(order: Pick<OrderRow, 'isPickup' | 'orderNumber'>, language: Language): string {
  return translator(language)(order.isPickup ? 'orders:memo.pickup' : 'orders:memo.delivery', { number: order.orderNumber });
}
