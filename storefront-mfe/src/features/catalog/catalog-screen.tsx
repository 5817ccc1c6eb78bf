import { categorySlug } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Page } from 'shared-ui';
import { ItemGrid, ItemListStatus, useOpenPicture, useScrollMemory } from 'shared-ui/catalog';
import { OrderPlacedPanel } from '../checkout';
import { AddToCart } from './add-to-cart';
import { useCategoryItems } from './api';
import { ENLARGED_PATH } from './paths';
import { StockNotice } from './stock-notice';
import './catalog.css';

/** Item list of one category for customers (spec §2): sorted by the server, BOGO in pink, add to cart. */
export default function CatalogScreen() {
  const { t } = useTranslation('catalog');
  const { category: param = '' } = useParams();
  const { pathname } = useLocation();
  const { category, query } = useCategoryItems(param);
  const openPicture = useOpenPicture(ENLARGED_PATH);
  // A list seen before is in the cache: it shows, and its scroll position comes back, on the first paint.
  useScrollMemory(pathname, query.isSuccess);

  return (
    <Page title={category ? t(`common:categories.${category}`) : param} wide>
      {/* Create Order leads here (spec): the order just placed stays in view until dismissed. */}
      <OrderPlacedPanel />
      <ItemListStatus known={category !== null} query={query} param={param} />
      {category && query.isSuccess && (
        <ItemGrid
          items={query.data}
          onOpenImage={openPicture}
          controls={(item) => (
            <>
              <Link
                className="sf-item-details"
                to={`/fireworks/${categorySlug(category)}/${item._id}`}
                aria-label={t('product.detailsFor', { title: item.title })}
              >
                {t('product.details')}
              </Link>
              {item.BOGO && <p className="sf-bogo-notice">{t('bogoNotice')}</p>}
              <StockNotice stock={item.stock} />
              <AddToCart item={item} />
            </>
          )}
        />
      )}
    </Page>
  );
}
