import { OrderHistory } from 'shared-ui';

/** The customer's order history (spec §2): their own orders with amounts. */
export default function OrdersScreen() {
  return <OrderHistory />;
}
