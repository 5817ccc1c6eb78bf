import type { Order } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, formatDollars, useSlotText } from 'shared-ui';
import { orderNumber } from 'shared-ui/orders';
import { LoadStatus } from '../../common/load-status';
import type { usePickupDay } from './api';
import { customerName } from './customer-name';

/** The day's pickup orders by slot: who, what is still owed, whether handed over, and a way to open each. */
export function PickupDayList({ day, onOpen }: { day: ReturnType<typeof usePickupDay>; onOpen(order: Order): void }) {
  const { t } = useTranslation('pickup');
  const slotText = useSlotText();
  return (
    <LoadStatus query={day} loadingLabel={t('admin.dayTitle')}>
      {(found) =>
        found.slots.every((slot) => slot.orders.length === 0) ? (
          <EmptyState>{t('admin.dayEmpty')}</EmptyState>
        ) : (
          <div className="ad-pickup__slots">
            {found.slots.map((slot) => (
              <section key={slot._id} className="fw-card ad-pickup__slot" aria-label={slotText(slot)}>
                <h2>
                  {slotText(slot)} <span className="ad-badge">{t('admin.orderCount', { count: slot.orders.length })}</span>
                </h2>
                <ul className="ad-list">
                  {slot.orders.map((order) => (
                    <li key={order._id} className="ad-pickup__order" data-testid="pickup-order">
                      <span className="ad-pickup__who">
                        <strong>{orderNumber(order)}</strong> <span translate="no">{customerName(order)}</span>
                      </span>
                      <span className="ad-pickup__state">
                        {order.balanceDue > 0 ? (
                          <span className="ad-badge ad-badge--warning">{t('admin.due', { amount: formatDollars(order.balanceDue) })}</span>
                        ) : (
                          <span className="ad-badge">{t('admin.paidInFull')}</span>
                        )}
                        {order.pickedUpAt && <span className="ad-badge">{t('admin.pickedUpBadge')}</span>}
                      </span>
                      <Button
                        variant="secondary"
                        aria-label={t('admin.openOrder', { number: orderNumber(order) })}
                        onClick={() => onOpen(order)}
                      >
                        {t('admin.open')}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )
      }
    </LoadStatus>
  );
}
