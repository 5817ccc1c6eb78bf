import type { Order } from '@fireworks/core/contract';

export type OrderStatusFilter = Order['status'];

/** The order number shown on cards and matched by the search box: 'FW-26-00042' (older answers: the id's first 8 characters). */
export function orderNumber(order: Pick<Order, '_id'> & Partial<Pick<Order, 'orderNumber'>>): string {
  return order.orderNumber ?? order._id.slice(0, 8).toUpperCase();
}

/**
 * The Order History filters (spec §2): the UNCOMPLETE/COMPLETE toggle and a search box matching
 * the order number, item titles and categories, and the customer's name, username, e-mail and phone.
 */
export function filterOrders(orders: readonly Order[], filter: { status: OrderStatusFilter; query: string }): Order[] {
  const words = filter.query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return orders.filter((order) => {
    if (order.status !== filter.status) return false;
    if (words.length === 0) return true;
    const haystack = [
      order._id,
      orderNumber(order),
      order.userInfo.username,
      order.userInfo.firstname,
      order.userInfo.lastname,
      order.userInfo.email,
      order.userInfo.phonenumber,
      ...order.order_items.flatMap((line) => [line.title, line.category]),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
