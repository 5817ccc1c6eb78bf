import type { Order } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import { formatDollars } from 'shared-ui';
import './orders.css';

/**
 * An order's two badges: its status (the spec's word) and whether the deposit is in. Their styles
 * come with them, so a screen that shows them without an order card (the order desk) draws them too.
 */
export function StatusBadge({ order }: { order: Pick<Order, 'status'> }) {
  const { t } = useTranslation('orders');
  return <span className={`fw-order__status fw-order__status--${order.status.toLowerCase()}`}>{t(`status.${order.status}`)}</span>;
}

/**
 * Whether the deposit is in; while only part of it is, how much of it (a customer who sent $200 of a
 * $216.50 deposit sees that the payment arrived, not only that the deposit is missing).
 */
export function DepositBadge({ order }: { order: Pick<Order, 'depositPaid' | 'amountPayed' | 'minimumDeposit'> }) {
  const { t } = useTranslation('orders');
  const text = order.depositPaid
    ? t('card.depositPaid')
    : order.amountPayed > 0
      ? t('card.depositPartly', { paid: formatDollars(order.amountPayed), deposit: formatDollars(order.minimumDeposit) })
      : t('card.depositMissing');
  return (
    <span className={`fw-order__deposit${order.depositPaid ? '' : ' fw-order__deposit--missing'}`} data-testid="deposit-status">
      {text}
    </span>
  );
}
