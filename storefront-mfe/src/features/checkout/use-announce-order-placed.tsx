import type { CreateOrderAnswer } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from 'shared-ui';
import type { PickupSlots } from './api';
import { useOrderPlaced } from './order-placed';
import type { OrderRequest } from './use-send-order';

/**
 * What follows a placed order: the confirmation panel's content, the spec's toast with a link to the
 * order, and the way back to the assortments.
 */
export function useAnnounceOrderPlaced(slots: PickupSlots) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const toast = useToast();
  return (created: CreateOrderAnswer, body: OrderRequest) => {
    // The confirmation panel on the page the redirect leads to keeps what the toast cannot.
    const slot = body.pickupSlotId ? slots.find((candidate) => candidate._id === body.pickupSlotId) : undefined;
    useOrderPlaced.getState().show({
      answer: created,
      // The request answered: an earlier one, sent again, may have been for the other kind.
      isPickup: body.isPickup === true,
      slot: slot ? { _id: slot._id, date: slot.date, start: slot.start, end: slot.end } : null,
      deliveryAddress: created.deliveryAddress ?? null,
    });
    const orderPath = `/orders/${created.orderId}`;
    // The spec's text, then a link to the order's page (its payment instructions stay there).
    toast.success(
      <>
        <span>{t('created')}</span>{' '}
        <a
          href={orderPath}
          className="sf-checkout__toast-link"
          onClick={(event) => {
            event.preventDefault();
            navigate(orderPath);
          }}
        >
          {t('viewOrder', { number: created.orderNumber })}
        </a>
      </>,
    );
    navigate('/fireworks/assortments');
  };
}
