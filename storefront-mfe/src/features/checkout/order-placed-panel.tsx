import type { OrderDetail } from '@fireworks/core/contract';
import { formatDeliveryAddress } from '@fireworks/core/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, Button, focusMain, useOrder, useSlotText } from 'shared-ui';
import { PaymentInstructionsPanel } from 'shared-ui/orders';
import { StoreLocationCard } from '../store';
import { type PlacedOrder, useOrderPlaced } from './order-placed';
import './order-placed.css';

/**
 * Where the order will be handed over: the slot the server chose (its sentence) or the one chosen,
 * or, when the order holds none (no pickup time was open), that the store will call; and the
 * store. For delivery, the address.
 */
function Handover({ placed, live }: { placed: PlacedOrder; live: OrderDetail | undefined }) {
  const { t } = useTranslation('checkout');
  const slotText = useSlotText();
  const { answer, isPickup } = placed;
  // Once read, the order's own slot and address (the shop may have moved the pickup since).
  const slot = live ? live.pickupSlot : placed.slot;
  const address = live ? live.deliveryAddress : placed.deliveryAddress;
  // The address in the payment message is asked for by the payment instructions' memo sentence.
  if (!isPickup)
    return address ? <p data-testid="order-placed-address">{t('deliveryTo', { address: formatDeliveryAddress(address) })}</p> : null;
  const when = slot ? t('pickup:slotGiven', { slot: slotText(slot) }) : null;
  return (
    <>
      <p>{(live ? null : answer.message) ?? when ?? t('pickup:noSlots')}</p>
      <StoreLocationCard headingLevel={3} className="sf-order-placed__store" />
    </>
  );
}

/**
 * The confirmation of the order just placed (issue 40 item 1), beside the spec's toast and kept on
 * the page until dismissed: its number, what is due now, the deposit rule, how to pay with the
 * number as the reference, the pickup slot or delivery, and a link to the order page; an order the
 * customer's funds paid in full says that nothing is due instead. The create-order answer shows at
 * once; the order as it is now (GET /api/orders/:id) replaces it once read, since the panel stays for
 * days: a payment recorded or voided, a pickup moved show as on the order page, and an order the shop
 * deleted takes its panel away (its link would lead to "No such order.").
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
  const order = useOrder(answer.orderId);
  const deleted = order.error instanceof ApiError && order.error.status === 404;
  useEffect(() => {
    if (deleted) dismiss();
  }, [deleted, dismiss]);
  const live = order.data;
  // The customer's funds may have paid it all: then nothing is due, as the order e-mail says.
  const owes = (live ?? answer.paymentInstructions).balanceDue > 0;
  const owed = live ?? {
    ...answer.paymentInstructions,
    // Nothing is paid yet on an order just made.
    depositPaid: false,
    isPickup,
    orderNumber: number,
  };
  if (deleted) return null;
  // The focused button leaves with the panel: focus stays on the page, where the list follows,
  // rather than fall to <body> and send a screen reader back to the top.
  const close = () => {
    dismiss();
    focusMain();
  };
  return (
    <section className="fw-card sf-order-placed" aria-labelledby="sf-order-placed-title" data-testid="order-placed">
      <h2 id="sf-order-placed-title" className="sf-order-placed__title">
        {t('placed.title', { number })}
      </h2>
      <p>
        {owes
          ? t(owed.depositPaid ? 'orders:card.depositPaid' : 'depositRule')
          : t(live && live.amountPayed > 0 ? 'placed.paid' : 'placed.paidInFull')}
      </p>
      <PaymentInstructionsPanel order={owed} phone={answer.paymentInstructions.phone} />
      <Handover placed={placed} live={live} />
      <div className="sf-order-placed__actions">
        <Link to={`/orders/${answer.orderId}`}>{t('placed.open', { number })}</Link>
        <Button variant="secondary" onClick={close} aria-label={t('placed.dismissLabel', { number })}>
          {t('placed.dismiss')}
        </Button>
      </div>
    </section>
  );
}
