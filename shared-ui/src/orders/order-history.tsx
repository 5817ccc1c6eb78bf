import type { Order } from '@fireworks/core/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, errorText, FormMessage, LoadingState, Page, useOrders } from 'shared-ui';
import { SearchBox, SegmentedToggle } from 'shared-ui/forms';
import { filterOrders, type OrderStatusFilter } from './filter-orders';
import { OrderCard } from './order-card';

export interface OrderHistoryProps {
  /** Extra controls under each card (the admin's payment, status and delete; they update the cached list). */
  renderActions?: (order: Order) => ReactNode;
  /** The page of one order (the customer's /orders/:id), linked from its card. */
  orderLink?: (order: Order) => string;
  /** The shop's number to pay to: given, cards with a balance due show how to pay it. */
  paymentPhone?: string;
  /** Shown under the title, above the search (the customer's store funds). */
  intro?: ReactNode;
}

/**
 * The Order History screen (spec §2): search box, UNCOMPLETE/COMPLETE toggle and one card per
 * order from GET /api/user-orders (the caller's orders; all orders for an admin).
 */
export function OrderHistory({ renderActions, orderLink, paymentPhone, intro }: OrderHistoryProps) {
  const { t } = useTranslation('orders');
  const orders = useOrders();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<OrderStatusFilter>('UNCOMPLETE');
  const shown = useMemo(() => filterOrders(orders.data ?? [], { status, query }), [orders.data, status, query]);
  // The list opens on UNCOMPLETE (spec): a customer whose orders are all complete is told where they are.
  const completedHidden =
    status === 'UNCOMPLETE' && shown.length === 0 && filterOrders(orders.data ?? [], { status: 'COMPLETE', query }).length > 0;

  return (
    <Page title={t('title')} wide>
      {intro}
      <div className="fw-toolbar">
        <SearchBox label={t('search')} placeholder={t('searchPlaceholder')} value={query} onChange={setQuery} />
        <SegmentedToggle<OrderStatusFilter>
          label={t('statusFilter')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'UNCOMPLETE', label: t('status.UNCOMPLETE') },
            { value: 'COMPLETE', label: t('status.COMPLETE') },
          ]}
        />
      </div>
      {orders.isError ? (
        <FormMessage kind="error">{t('loadError', { message: errorText(orders.error) })}</FormMessage>
      ) : orders.isPending ? (
        <LoadingState label={t('loading')} />
      ) : shown.length === 0 ? (
        <>
          <EmptyState>{t('empty')}</EmptyState>
          {completedHidden && <p className="fw-order__meta">{t('completedHidden', { toggle: t('status.COMPLETE') })}</p>}
        </>
      ) : (
        <div className="fw-order-list">
          {shown.map((order) => (
            <OrderCard key={order._id} order={order} link={orderLink?.(order)} paymentPhone={paymentPhone}>
              {renderActions?.(order)}
            </OrderCard>
          ))}
        </div>
      )}
    </Page>
  );
}
