import { useParams } from 'react-router-dom';
import { useOrder } from 'shared-ui';
import { OrderCard, OrderPage, PaymentLedger } from 'shared-ui/orders';
import { ChangePickupTime } from './change-pickup-time';
import { PickupPass } from './pickup-pass';

/**
 * One order (/orders/:id, issue 15): the card (with how to pay while a balance is due), the
 * deposit status and every payment recorded; a pickup order's pass (QR code) comes first. The owner (or an admin) only; others read "No such order."
 */
export default function OrderScreen() {
  const { id = '' } = useParams();
  return (
    <OrderPage order={useOrder(id)} listPath="/orders">
      {(order) => (
        <>
          <PickupPass order={order} />
          <ChangePickupTime order={order} />
          <OrderCard order={order} paymentPhone={order.paymentInstructions.phone} onOrderPage>
            <PaymentLedger payments={order.payments} />
          </OrderCard>
        </>
      )}
    </OrderPage>
  );
}
