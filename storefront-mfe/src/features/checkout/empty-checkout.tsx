import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, Page } from 'shared-ui';
import { OrderPlacedPanel } from './order-placed-panel';

/**
 * Back after Create Order, or the order placed in another tab: nothing to pay for here. The order
 * just placed (this tab's) and the way to all of them, not a payment form for $0.00.
 */
export function EmptyCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <Page title={t('title')}>
      <OrderPlacedPanel />
      <div className="sf-checkout__empty">
        <EmptyState>{t('lines.empty')}</EmptyState>
        <Link to="/orders">{t('seeOrders')}</Link>
        <Link className="fw-button fw-button--primary" to="/fireworks/assortments">
          {t('cart:continueShopping')}
        </Link>
      </div>
    </Page>
  );
}
