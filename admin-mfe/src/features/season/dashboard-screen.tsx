import type { Dashboard } from '@fireworks/core/contract';
import { dateTimeFormat } from '@fireworks/core/rules';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  errorText,
  FormMessage,
  formatDollars,
  intlLocale,
  LoadingState,
  languageOf,
  mayUse,
  Page,
  type ScreenPermission,
  SeasonStatus,
  useSession,
} from 'shared-ui';
import { useCategoryName } from '../../common/use-category-name';
import { useDashboard } from './api';
import '../../common/admin.css';
import './season.css';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** The screen each figure leads to, and the permission that screen declares (src/routes.ts; routes.test.ts keeps them equal). */
export const FIGURE_LINKS = {
  pendingApprovals: { to: '/manageusers', permission: 'users:manage' },
  ordersAwaitingDeposit: { to: '/orders', permission: 'orders:read' },
  balanceOutstanding: { to: '/orders', permission: 'orders:read' },
  pickupsToday: { to: '/pickup-day', permission: 'pickups:work' },
  lowStock: { to: '/low-stock', permission: 'dashboard:read' },
} as const satisfies Record<string, { to: string; permission: ScreenPermission }>;

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('season');
  const user = useSession((state) => state.user);
  const figures = [
    { key: 'pendingApprovals', value: String(dashboard.pendingApprovals) },
    { key: 'ordersAwaitingDeposit', value: String(dashboard.ordersAwaitingDeposit) },
    { key: 'balanceOutstanding', value: formatDollars(dashboard.balanceOutstanding) },
    { key: 'pickupsToday', value: String(dashboard.pickupsToday) },
    { key: 'lowStock', value: String(dashboard.lowStock.length) },
  ] as const;
  return (
    <ul className="ad-dashboard__figures">
      {figures.map((figure) => {
        const link = FIGURE_LINKS[figure.key];
        const content = (
          <>
            <span className="ad-dashboard__value">{figure.value}</span>
            <span>{t(`dashboard.${figure.key}`)}</span>
          </>
        );
        return (
          <li key={figure.key} className="fw-card" data-testid={`figure-${figure.key}`}>
            {/* A screen the staff member may not open is no link (issue 41): it would only say what is missing. */}
            {mayUse(user, link.permission) ? <Link to={link.to}>{content}</Link> : <div className="ad-dashboard__figure">{content}</div>}
          </li>
        );
      })}
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
