import type { OrderRow } from '../orders/orders.queries';

/** How the audit log names a pickup order: its number, its customer and its pass code. */
export function orderAuditIdentity(order: Pick<OrderRow, 'orderNumber' | 'customerUsername' | 'pickupCode'>) {
  return { orderNumber: order.orderNumber, customer: order.customerUsername, pickupCode: order.pickupCode };
}
