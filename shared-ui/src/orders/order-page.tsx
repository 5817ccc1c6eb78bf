import type { OrderDetail } from '@fireworks/core/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, FormMessage, LoadingState, Page, type useOrder } from 'shared-ui';
import { orderNumber } from './filter-orders';

/**
 * The frame of one order's page (/orders/:id) for customers and admins alike: its number as the
 * title, the way back to the list (`listPath`, named by the remote that owns the route, since the
 * shell bundles shared-ui and must name no remote's path), and while the order is not there its
 * loading or error line; `children` gets the order once it is.
 */
export function OrderPage({
  order,
  listPath,
  children,
}: {
  order: ReturnType<typeof useOrder>;
  listPath: string;
  children(order: OrderDetail): ReactNode;
}) {
  const { t } = useTranslation('orders');
  const title = order.data ? t('card.heading', { number: orderNumber(order.data) }) : t('title');
  return (
    <Page title={title} wide>
      <p>
        <Link to={listPath}>{t('detail.back')}</Link>
      </p>
      {order.isError ? (
        <FormMessage kind="error">{t('loadError', { message: errorText(order.error) })}</FormMessage>
      ) : order.isPending ? (
        <LoadingState label={t('detail.loading')} />
      ) : (
        children(order.data)
      )}
    </Page>
  );
}
