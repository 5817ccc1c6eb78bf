import type { Order } from '@fireworks/core/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { EmptyState, FormMessage, LoadingState } from '../components/Feedback';
import { Page } from '../components/Page';
import { SearchBox } from '../components/SearchBox';
import { SegmentedToggle } from '../components/SegmentedToggle';
import { filterOrders, type OrderStatusFilter } from './filter-orders';
import { OrderCard } from './OrderCard';

export interface OrderHistoryProps {
  /**
   * Extra controls under each card (the admin's payment, status and delete). `onChange` puts the
   * updated order in the list, or removes it when given null.
   */
  renderActions?: (order: Order, onChange: (updated: Order | null) => void) => ReactNode;
}

/**
 * The Order History screen (spec §2): search box, UNCOMPLETE/COMPLETE toggle and one card per
 * order from GET /api/user-orders (the caller's orders; all orders for an admin).
 */
export function OrderHistory({ renderActions }: OrderHistoryProps) {
  const { t } = useTranslation('orders');
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<OrderStatusFilter>('UNCOMPLETE');

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Order[]>('/api/user-orders', { signal: controller.signal })
      .then(setOrders)
      .catch((caught: Error) => {
        if (caught.name !== 'AbortError') setError(caught.message);
      });
    return () => controller.abort();
  }, []);

  const onChange = useCallback((id: string, updated: Order | null) => {
    setOrders((current) => (current ?? []).flatMap((order) => (order._id !== id ? [order] : updated ? [updated] : [])));
  }, []);

  const shown = useMemo(() => filterOrders(orders ?? [], { status, query }), [orders, status, query]);

  return (
    <Page title={t('title')} wide>
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
      {error ? (
        <FormMessage kind="error">{t('loadError', { message: error })}</FormMessage>
      ) : orders === null ? (
        <LoadingState label={t('loading')} />
      ) : shown.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className="fw-order-list">
          {shown.map((order) => (
            <OrderCard key={order._id} order={order}>
              {renderActions?.(order, (updated) => onChange(order._id, updated))}
            </OrderCard>
          ))}
        </div>
      )}
    </Page>
  );
}
