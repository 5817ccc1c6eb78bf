import { OrderHistory } from 'shared-ui';

/** The customer's order history (spec §2): their own orders with amounts; each card links to its page. */
export default function OrdersScreen() {
  return <OrderHistory orderLink={(order) => `/orders/${order._id}`} />;
}
