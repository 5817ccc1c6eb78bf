import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorText, FormMessage, LoadingState, OrderCard, orderNumber, Page, PaymentLedger, useOrder } from 'shared-ui';
import { PickupPass } from './pickup-pass';

/**
 * One order (/orders/:id, issue 15): the card (with how to pay while a balance is due), the
 * deposit status and every payment recorded; a pickup order's pass (QR code) comes first. The owner (or an admin) only; others read "No such order."
 */
export default function OrderScreen() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const order = useOrder(id);
  const title = order.data ? t('card.heading', { number: orderNumber(order.data) }) : t('title');
  return (
    <Page title={title} wide>
      <p>
        <Link to="/orders">{t('detail.back')}</Link>
      </p>
      {order.isError ? (
        <FormMessage kind="error">{t('loadError', { message: errorText(order.error) })}</FormMessage>
      ) : order.isPending ? (
        <LoadingState label={t('detail.loading')} />
      ) : (
        <>
          <PickupPass order={order.data} />
          <OrderCard order={order.data} paymentPhone={order.data.paymentInstructions.phone}>
            <PaymentLedger payments={order.data.payments} />
          </OrderCard>
        </>
      )}
    </Page>
  );
}
