import { shopDate } from '@fireworks/core/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, errorText, FormMessage, LoadingState, Page, useCan, useRuntimeConfig, useSeason, useToast } from 'shared-ui';
import { SearchBox, SegmentedToggle, useDebouncedValue } from 'shared-ui/forms';
import { AdminOrdersTable } from './admin-orders-table';
import { type DeskFilters, deskQuery, downloadCsv, useOrderDesk } from './api';
import { OrderDeskFilters } from './order-desk-filters';
import './orders.css';

const NO_FILTERS: DeskFilters = { status: 'UNCOMPLETE', balance: '', deposit: '', pickup: '', from: '', to: '', q: '' };

/** One of `allowed`, or the default: the address may hold anything. */
const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The desk's filters live in the address (?q=…&status=…), so a reload, a shared link or Back keeps
 * them; values the desk does not know fall back to no filter.
 */
function filtersFrom(params: URLSearchParams): DeskFilters {
  return {
    status: oneOf(params.get('status'), ['UNCOMPLETE', 'COMPLETE'] as const, 'UNCOMPLETE'),
    balance: oneOf(params.get('balance'), ['', 'due', 'paid'] as const, ''),
    deposit: oneOf(params.get('deposit'), ['', 'missing', 'paid'] as const, ''),
    pickup: oneOf(params.get('pickup'), ['', 'true', 'false'] as const, ''),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
  };
}

function paramsFrom(filters: DeskFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== NO_FILTERS[key as keyof DeskFilters]) params.set(key, value);
  return params;
}

function useDeskFilters(): [DeskFilters, (change: DeskFilters | ((now: DeskFilters) => DeskFilters)) => void] {
  const [params, setParams] = useSearchParams();
  const setFilters = (change: DeskFilters | ((now: DeskFilters) => DeskFilters)) =>
    setParams((now) => paramsFrom(typeof change === 'function' ? change(filtersFrom(now)) : change), { replace: true });
  return [filtersFrom(params), setFilters];
}

/**
 * The order desk (spec §2 Order History for admins, issue 15): the UNCOMPLETE/COMPLETE toggle and
 * search box of the spec, filters, pages from GET /api/orders ("Load more" follows its cursor),
 * CSV exports with the same filters, and the orders as a table (cards on phones) with the spec's
 * amount paid, status and delete controls and a link to the order's ledger (/orders/:id).
 */
export default function AdminOrdersScreen() {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const [filters, setFilters] = useDeskFilters();
  const q = useDebouncedValue(filters.q, 300);
  const desk = useOrderDesk({ ...filters, q });
  // The CSV exports carry every customer's address: only staff with exports:download see them (issue 41).
  const canExport = useCan('exports:download');
  const orders = desk.data?.pages.flatMap((page) => page.data) ?? [];
  const [downloading, setDownloading] = useState<'' | 'orders' | 'payments'>('');
  const { data: season } = useSeason();
  const { data: config } = useRuntimeConfig();

  async function download(kind: 'orders' | 'payments') {
    setDownloading(kind);
    try {
      // The shop's day (the season's today, from the server's clock), as the server names the file.
      const day = season?.today ?? shopDate(new Date(), config?.shopTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
      await downloadCsv(kind, deskQuery({ ...filters, q }), `${kind}-${day}.csv`);
    } catch (error) {
      toast.error(t('desk.downloadFailed', { message: errorText(error) }));
    } finally {
      setDownloading('');
    }
  }

  return (
    <Page title={t('title')} wide>
      <div className="fw-toolbar">
        <SearchBox
          label={t('search')}
          placeholder={t('desk.searchPlaceholder')}
          value={filters.q}
          onChange={(value) => setFilters((now) => ({ ...now, q: value }))}
        />
        <SegmentedToggle<DeskFilters['status']>
          label={t('statusFilter')}
          value={filters.status}
          onChange={(status) => setFilters((now) => ({ ...now, status }))}
          options={[
            { value: 'UNCOMPLETE', label: t('status.UNCOMPLETE') },
            { value: 'COMPLETE', label: t('status.COMPLETE') },
          ]}
        />
      </div>
      <OrderDeskFilters filters={filters} onChange={setFilters} />
      {canExport && (
        <div className="ad-desk-exports">
          <Button variant="secondary" loading={downloading === 'orders'} onClick={() => void download('orders')}>
            {t('desk.ordersCsv')}
          </Button>
          <Button variant="secondary" loading={downloading === 'payments'} onClick={() => void download('payments')}>
            {t('desk.paymentsCsv')}
          </Button>
        </div>
      )}
      {desk.isError && orders.length === 0 ? (
        <FormMessage kind="error">{t('loadError', { message: errorText(desk.error) })}</FormMessage>
      ) : desk.isPending ? (
        <LoadingState label={t('loading')} />
      ) : orders.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <AdminOrdersTable orders={orders} />
          <div className="ad-desk-more">
            <p className="fw-order__meta" aria-live="polite">
              {t('desk.shown', { count: orders.length })}
            </p>
            {desk.isError && <FormMessage kind="error">{t('loadError', { message: errorText(desk.error) })}</FormMessage>}
            {desk.hasNextPage && (
              <Button variant="secondary" loading={desk.isFetchingNextPage} onClick={() => void desk.fetchNextPage()}>
                {t('desk.loadMore')}
              </Button>
            )}
          </div>
        </>
      )}
    </Page>
  );
}
