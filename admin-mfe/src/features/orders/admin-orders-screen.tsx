import { OrderHistory } from 'shared-ui';
import { AdminOrderControls } from './admin-order-controls';

/** All orders, with payment, status and delete controls on each card (spec §2, admin). */
export default function AdminOrdersScreen() {
  return <OrderHistory renderActions={(order) => <AdminOrderControls order={order} />} />;
}
