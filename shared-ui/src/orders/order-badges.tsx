import type { Order } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import './orders.css';

/**
 * An order's two badges: its status (the spec's word) and whether the deposit is in. Their styles
 * come with them, so a screen that shows them without an order card (the order desk) draws them too.
 */
export function StatusBadge({ order }: { order: Pick<Order, 'status'> }) {
  const { t } = useTranslation('orders');
  return <span className={`fw-order__status fw-order__status--${order.status.toLowerCase()}`}>{t(`status.${order.status}`)}</span>;
}

export function DepositBadge({ order }: { order: Pick<Order, 'depositPaid'> }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`fw-order__deposit${order.depositPaid ? '' : ' fw-order__deposit--missing'}`} data-testid="deposit-status">
      {t(order.depositPaid ? 'card.depositPaid' : 'card.depositMissing')}
    </span>
  );
}
