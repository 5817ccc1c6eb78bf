import type { Order } from '@fireworks/core/contract';

/** The customer's name as the counter says it: first and last name, or the username when both are empty. */
export const customerName = (order: Order) => {
  const who = order.customer ?? order.userInfo;
  return `${who.firstname} ${who.lastname}`.trim() || who.username;
};
