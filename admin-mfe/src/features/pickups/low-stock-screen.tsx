import { categoryFromParam, categorySlug, LOW_STOCK_THRESHOLD } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, Page } from 'shared-ui';
import { LoadStatus } from '../../common/load-status';
import { useCategoryName } from '../../common/use-category-name';
import { useDashboard } from '../season';
import '../../common/admin.css';
import './pickups.css';

/** The editor of one item: its category's admin list with that item's form open. */
export function itemEditorPath(item: { _id: string; category: string }): string {
  const category = categoryFromParam(item.category);
  return `/fireworks/${category ? categorySlug(category) : encodeURIComponent(item.category)}?edit=${encodeURIComponent(item._id)}`;
}

/** Items low on stock (issue 16): tracked items with LOW_STOCK_THRESHOLD units or fewer, fewest first, each linking to its editor. */
export default function LowStockScreen() {
  const { t } = useTranslation('stock');
  const categoryName = useCategoryName();
  const dashboard = useDashboard();
  return (
    <Page title={t('admin.lowStockTitle')}>
      <p>{t('admin.lowStockHint', { threshold: LOW_STOCK_THRESHOLD })}</p>
      <LoadStatus query={dashboard} loadingLabel={t('admin.lowStockTitle')}>
        {({ lowStock }) =>
          lowStock.length === 0 ? (
            <EmptyState>{t('admin.lowStockEmpty')}</EmptyState>
          ) : (
            <ul className="ad-list">
              {lowStock.map((item) => (
                <li key={item._id} className="fw-card ad-stock__item" data-testid="low-stock-item">
                  <Link to={itemEditorPath(item)}>
                    <span translate="no">{item.title}</span> · {categoryName(item.category)}
                  </Link>
                  <span className={item.stock === 0 ? 'ad-badge ad-badge--warning' : 'ad-badge'}>
                    {item.stock === 0 ? t('soldOut') : t('admin.unitsLeft', { count: item.stock })}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
    </Page>
  );
}
