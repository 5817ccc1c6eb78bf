import type { Dashboard } from '@fireworks/core/contract';
import { dateTimeFormat } from '@fireworks/core/rules';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, FormMessage, formatDollars, intlLocale, LoadingState, languageOf, Page, SeasonStatus } from 'shared-ui';
import { useCategoryName } from '../../common/use-category-name';
import { useDashboard } from './api';
import '../../common/admin.css';
import './season.css';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('season');
  const figures = [
    { key: 'pendingApprovals', value: String(dashboard.pendingApprovals), to: '/manageusers' },
    { key: 'ordersAwaitingDeposit', value: String(dashboard.ordersAwaitingDeposit), to: '/orders' },
    { key: 'balanceOutstanding', value: formatDollars(dashboard.balanceOutstanding), to: '/orders' },
    { key: 'pickupsToday', value: String(dashboard.pickupsToday), to: '/pickup-day' },
    { key: 'lowStock', value: String(dashboard.lowStock.length), to: '/low-stock' },
  ] as const;
  return (
    <ul className="ad-dashboard__figures">
      {figures.map((figure) => (
        <li key={figure.key} className="fw-card" data-testid={`figure-${figure.key}`}>
          <Link to={figure.to}>
            <span className="ad-dashboard__value">{figure.value}</span>
            <span>{t(`dashboard.${figure.key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The admin dashboard (issue 17): what needs doing, and the season's sales as charts and as a table. */
export default function DashboardScreen() {
  const { t, i18n } = useTranslation('season');
  const language = languageOf(i18n.language);
  const query = useDashboard();
  const dashboard = query.data;
  const formatDay = (date: string) =>
    dateTimeFormat(intlLocale(language), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const soldDays = dashboard?.salesByDay.filter((d) => d.orders > 0) ?? [];
  const categoryName = useCategoryName();
  return (
    <Page title={t('dashboard.title')} wide>
      <SeasonStatus />
      {query.isError && (
        <FormMessage kind="error">
          {errorText(query.error, { failed: t('dashboard.loadError'), unreachable: t('dashboard.loadError') })}
        </FormMessage>
      )}
      {!dashboard && !query.isError && <LoadingState label={t('dashboard.loading')} />}
      {dashboard && (
        <>
          <Figures dashboard={dashboard} />
          {/* No sales yet: no empty charts with bare axes; the tables below say so. */}
          {soldDays.length > 0 && (
            <Suspense fallback={<LoadingState label={t('dashboard.loadingCharts')} />}>
              <DashboardCharts
                dashboard={dashboard}
                labels={{
                  byDay: t('dashboard.byDay'),
                  byCategory: t('dashboard.byCategory'),
                  amount: t('dashboard.amount'),
                  formatDay,
                  formatMoney: (amount) => formatDollars(amount),
                  formatAxisMoney: (amount) => formatDollars(amount, language, { wholeDollars: true }),
                  categoryName,
                }}
              />
            </Suspense>
          )}
          <div className="ad-dashboard__tables">
            <table className="fw-card ad-dashboard__table">
              <caption>{t('dashboard.byDay')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.date')}</th>
                  <th scope="col">{t('dashboard.orders')}</th>
                  <th scope="col">{t('dashboard.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {soldDays.length === 0 ? (
                  <tr>
                    <td colSpan={3}>{t('dashboard.noSales')}</td>
                  </tr>
                ) : (
                  soldDays.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{formatDay(day.date)}</th>
                      <td>{day.orders}</td>
                      <td>{formatDollars(day.amount)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
            <table className="fw-card ad-dashboard__table">
              <caption>{t('dashboard.byCategory')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.category')}</th>
                  <th scope="col">{t('dashboard.units')}</th>
                  <th scope="col">{t('dashboard.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.salesByCategory.length === 0 ? (
                  <tr>
                    <td colSpan={3}>{t('dashboard.noSales')}</td>
                  </tr>
                ) : (
                  dashboard.salesByCategory.map((row) => (
                    <tr key={row.category}>
                      <th scope="row">{categoryName(row.category)}</th>
                      <td>{row.units}</td>
                      <td>{formatDollars(row.amount)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Page>
  );
}
