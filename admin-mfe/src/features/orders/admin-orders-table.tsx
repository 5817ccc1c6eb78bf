import type { Order } from '@fireworks/core/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmailAddress, formatDate, formatDollars } from 'shared-ui';
import { DepositBadge, orderNumber, StatusBadge } from 'shared-ui/orders';
import '../../common/admin.css';
import { AdminOrderControls } from './admin-order-controls';

/**
 * The order desk's list (issue 18): a table on wide screens, one row per order named by its number,
 * with the amounts in columns and the spec's admin controls (amount paid, status, delete) in the
 * last one; on phones each row is a card. The order's items and ledger are on its page (View order).
 */
export function AdminOrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('orders');
  // Beside the back office's side navigation the columns may need more than the width left:
  // the table scrolls inside its own box, never the page.
  return (
    <div className="ad-table-scroll">
      <table className="ad-table ad-orders">
        <caption className="fw-visually-hidden">{t('title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('desk.order')}</th>
            <th scope="col">{t('card.customer')}</th>
            <th scope="col">{t('admin.status')}</th>
            <th scope="col" className="ad-num">
              {t('card.amountDue')}
            </th>
            <th scope="col" className="ad-num">
              {t('card.amountPayed')}
            </th>
            <th scope="col" className="ad-num">
              {t('card.amountNeeded')}
            </th>
            <th scope="col">
              <span className="fw-visually-hidden">{t('desk.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const headingId = `order-${order._id}`;
            return (
              <tr key={order._id} aria-labelledby={headingId} data-testid="order-card">
                <th scope="row" className="ad-orders__order">
                  <span id={headingId} className="ad-orders__number ad-nowrap">
                    {t('card.heading', { number: orderNumber(order) })}
                  </span>
                  <span className="ad-orders__meta">
                    {formatDate(order.createdAt)} · {order.isPickup ? t('card.pickup') : t('card.delivery')}
                  </span>
                  <Link to={`/orders/${order._id}`} className="fw-order__link">
                    {t('card.viewOrder')}
                  </Link>
                </th>
                <td data-label={t('card.customer')}>
                  <span translate="no" className="ad-orders__customer">
                    {order.userInfo.firstname} {order.userInfo.lastname} ({order.userInfo.username})
                  </span>
                  <span translate="no" className="ad-orders__meta">
                    <EmailAddress email={order.userInfo.email} /> · <span className="ad-nowrap">{order.userInfo.phonenumber}</span>
                  </span>
                </td>
                <td data-label={t('admin.status')}>
                  <span className="ad-orders__badges">
                    <StatusBadge order={order} />
                    <DepositBadge order={order} />
                  </span>
                </td>
                <td className="ad-num ad-nowrap" data-label={t('card.amountDue')}>
                  {formatDollars(order.amountDue)}
                </td>
                <td className="ad-num ad-nowrap" data-label={t('card.amountPayed')}>
                  {formatDollars(order.amountPayed)}
                </td>
                <td className="ad-num ad-nowrap ad-orders__needed" data-label={t('card.amountNeeded')}>
                  {formatDollars(order.amountNeeded)}
                </td>
                <td className="ad-orders__controls">
                  <AdminOrderControls order={order} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
