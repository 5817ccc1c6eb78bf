import { useRuntimeConfig } from 'shared-ui';
import { OrderHistory } from 'shared-ui/orders';
import { FundsBalance } from './funds-balance';

/**
 * The customer's order history (spec §2): their own orders with amounts; each card links to its
 * page and, while a balance is due, says how to pay it. Above them, the customer's store funds when they have some.
 */
export default function OrdersScreen() {
  const paymentPhone = useRuntimeConfig().data?.paymentPhone;
  return <OrderHistory orderLink={(order) => `/orders/${order._id}`} paymentPhone={paymentPhone} intro={<FundsBalance />} />;
}
