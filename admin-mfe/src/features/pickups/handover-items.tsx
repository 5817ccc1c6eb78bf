import type { Order } from '@fireworks/core/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the counter hands over: each line's quantity and title, free units (BOGO) counted apart. */
export function HandoverItems({ order }: { order: Order }) {
  const { t } = useTranslation('pickup');
  const headingId = useId();
  return (
    <div className="ad-pickup__items">
      <h3 id={headingId}>{t('admin.itemsTitle')}</h3>
      <ul aria-labelledby={headingId} data-testid="handover-items">
        {order.order_items.map((item, index) => (
          // Lines are a snapshot: the same title may appear twice, so the place keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed snapshot of the order's lines
          <li key={index}>
            <span translate="no">{t('admin.itemLine', { quantity: item.quantity, title: item.title })}</span>
            {item.freeQuantity > 0 && <span className="ad-badge">{t('admin.itemFree', { count: item.freeQuantity })}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
