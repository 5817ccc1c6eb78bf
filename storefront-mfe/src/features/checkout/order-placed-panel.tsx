import { formatSlotDate } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import { PaymentInstructionsPanel } from 'shared-ui/orders';
import { type PlacedOrder, useOrderPlaced } from './order-placed';
import './order-placed.css';

/** Where the order will be handed over: the slot the server chose (its sentence), the slot chosen, or delivery. */
function Handover({ placed }: { placed: PlacedOrder }) {
  const { t, i18n } = useTranslation('checkout');
  const { answer, isPickup, slot } = placed;
  if (!isPickup) return <p>{t('deliveryInstruction')}</p>;
  if (answer.message) return <p>{answer.message}</p>;
  if (!slot) return <p>{t('pickupNote')}</p>;
  const when = t('pickup:slot', { ...slot, date: formatSlotDate(slot.date, i18n.language) });
  return <p>{t('pickup:slotGiven', { slot: when })}</p>;
}

/**
 * The confirmation of the order just placed (issue 40 item 1), beside the spec's toast and kept on
 * the page until dismissed: its number, what is due now, the deposit rule, how to pay with the
 * number as the reference, the pickup slot or delivery, and a link to the order page. Every
 * amount is the create-order answer's.
 */
export function OrderPlacedPanel() {
  const placed = useOrderPlaced((state) => state.placed);
  return placed ? <PlacedOrderCard placed={placed} /> : null;
}

function PlacedOrderCard({ placed }: { placed: PlacedOrder }) {
  const { t } = useTranslation('checkout');
  const dismiss = useOrderPlaced((state) => state.dismiss);
  const { answer, isPickup } = placed;
  const number = answer.orderNumber;
  const owed = {
    ...answer.paymentInstructions,
    // Nothing is paid yet on an order just made.
    depositPaid: false,
    isPickup,
    orderNumber: number,
  };
  return (
    <section className="fw-card sf-order-placed" aria-labelledby="sf-order-placed-title" data-testid="order-placed">
      <h2 id="sf-order-placed-title" className="sf-order-placed__title">
        {t('placed.title', { number })}
      </h2>
      <p>{t('depositRule')}</p>
      <PaymentInstructionsPanel order={owed} phone={answer.paymentInstructions.phone} />
      <Handover placed={placed} />
      <div className="sf-order-placed__actions">
        <Link to={`/orders/${answer.orderId}`}>{t('placed.open', { number })}</Link>
        <Button variant="secondary" onClick={dismiss} aria-label={t('placed.dismissLabel', { number })}>
          {t('placed.dismiss')}
        </Button>
      </div>
    </section>
  );
}
