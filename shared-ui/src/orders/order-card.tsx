import type { Order } from '@fireworks/core/contract';
import { formatDeliveryAddress } from '@fireworks/core/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatDollars, formatPriceText } from 'shared-ui';
import { AmountList, type AmountRow } from '../components/amount-list';
import { EmailAddress } from '../components/email-address';
import { orderNumber } from './filter-orders';
import { DepositBadge, StatusBadge } from './order-badges';
import { PaymentInstructionsPanel } from './payment-instructions';
import './orders.css';

/**
 * One order (spec §2 Order History): items, amounts and the customer; while a balance is due, how
 * to pay it (issue 15, given the number to pay to). `link` points to the order's own page; `children` holds admin controls.
 */
export function OrderCard({
  order,
  link,
  paymentPhone,
  onOrderPage = false,
  children,
}: {
  order: Order;
  link?: string;
  /** The shop's number to pay to: given, the card shows how to pay while a balance is due. */
  paymentPhone?: string;
  /**
   * The card is the order's own page, whose title (h1) already names the order: its heading then
   * says what the section holds ("Order details"), and the card keeps the order's name for screen readers.
   */
  onOrderPage?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const headingId = `order-${order._id}`;
  const amounts: AmountRow[] = [
    { label: t('card.subtotal'), amount: order.subtotal },
    { label: t('card.tax'), amount: order.tax },
    { label: t('card.totalAfterTax'), amount: order.totalAfterTax },
    // No "Discount (0%) $0.00" on an order that had none.
    ...(order.discountAmount > 0
      ? [{ label: t('card.discount', { percent: order.discountPercentage }), amount: -order.discountAmount }]
      : []),
    { label: t('card.amountDue'), amount: order.amountDue },
    ...(order.fundsUsed > 0 ? [{ label: t('card.fundsUsed'), amount: -order.fundsUsed }] : []),
    // The funds an order buys are credited once it is COMPLETE (core's fundsOnStatusChange): then they are added, not "to add".
    ...(order.fundsToAdd > 0
      ? [{ label: t(order.status === 'COMPLETE' ? 'card.fundsAdded' : 'card.fundsToAdd'), amount: order.fundsToAdd }]
      : []),
    { label: t('card.minimumDeposit'), amount: order.minimumDeposit },
    { label: t('card.amountPayed'), amount: order.amountPayed, strong: true },
    // Nothing owed: the card says "Paid in full" below the amounts instead of a balance due of $0.00.
    ...(order.balanceDue > 0 ? [{ label: t('card.amountNeeded'), amount: order.amountNeeded, strong: true }] : []),
  ];
  return (
    <article
      className="fw-card fw-order"
      {...(onOrderPage ? { 'aria-label': t('card.heading', { number: orderNumber(order) }) } : { 'aria-labelledby': headingId })}
      data-testid="order-card"
    >
      <header className="fw-order__header">
        <h2 id={headingId} className="fw-order__title">
          {onOrderPage ? t('card.details') : t('card.heading', { number: orderNumber(order) })}
        </h2>
        <DepositBadge order={order} />
        <StatusBadge order={order} />
      </header>
      <p className="fw-order__meta">
        {t('card.placed', { date: formatDate(order.createdAt) })} · {order.isPickup ? t('card.pickup') : t('card.delivery')}
      </p>
      {/* The spec's status word stays on the badge; this says in plain words what it means. */}
      <p className="fw-order__meta" data-testid="status-meaning">
        {t(`statusMeaning.${order.status}`)}
      </p>
      {order.deliveryAddress && (
        <p className="fw-order__meta" data-testid="delivery-address">
          <span className="fw-order__label">{t('card.deliveryAddress')}:</span>{' '}
          <span translate="no">{formatDeliveryAddress(order.deliveryAddress)}</span>
        </p>
      )}
      <p className="fw-order__meta">
        <span className="fw-order__label">{t('card.customer')}:</span>{' '}
        <span translate="no">
          {order.userInfo.firstname} {order.userInfo.lastname} ({order.userInfo.username}) · <EmailAddress email={order.userInfo.email} /> ·{' '}
          {order.userInfo.phonenumber}
        </span>
      </p>
      {order.customer && (order.customer.email !== order.userInfo.email || order.customer.phonenumber !== order.userInfo.phonenumber) && (
        <p className="fw-order__meta">
          <span className="fw-order__label">{t('card.contactNow')}:</span>{' '}
          <span translate="no">
            <EmailAddress email={order.customer.email} /> · {order.customer.phonenumber}
          </span>
        </p>
      )}
      <h3 className="fw-order__subheading">{t('card.items')}</h3>
      <ul className="fw-order__items">
        {order.order_items.map((line) => (
          <li key={`${line.category}/${line.title}`} className="fw-order__item">
            {line.imageUrl && <img src={line.imageUrl} alt="" width={48} height={48} className="fw-order__thumb" loading="lazy" />}
            <span className="fw-order__item-title">{line.title}</span>
            <span className="fw-order__item-qty">
              {t('card.quantity', { count: line.quantity })}
              {line.freeQuantity > 0 && <strong className="fw-order__free"> {t('card.freeUnits', { count: line.freeQuantity })}</strong>}
            </span>
            <span className="fw-order__item-price">{t('card.price', { price: formatPriceText(line.price) })}</span>
            <span className="fw-order__item-total">{formatDollars(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <AmountList rows={amounts} className="fw-order__amounts" />
      {order.balanceDue <= 0 && (
        <p className="fw-order__paid" data-testid="paid-in-full">
          {t('card.paidInFull')}
        </p>
      )}
      {paymentPhone && <PaymentInstructionsPanel order={order} phone={paymentPhone} />}
      {link && (
        <p>
          <Link to={link} className="fw-order__link">
            {t('card.viewOrder')}
          </Link>
        </p>
      )}
      {children}
    </article>
  );
}
