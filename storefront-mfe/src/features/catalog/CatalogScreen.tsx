import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import {
  EAGER_ITEM_COUNT,
  EmptyState,
  FormMessage,
  ItemCard,
  LoadingState,
  Page,
  useCategoryItems,
  useOpenPicture,
  useScrollMemory,
} from 'shared-ui';
import { AddToCart } from './AddToCart';
import './catalog.css';

/** Item list of one category for customers (spec §2): sorted by the server, BOGO in pink, add to cart. */
export default function CatalogScreen() {
  const { t } = useTranslation('catalog');
  const { category: param = '' } = useParams();
  const { pathname } = useLocation();
  const { category, state } = useCategoryItems(param);
  const openPicture = useOpenPicture();
  useScrollMemory(pathname, state.status === 'ready');

  return (
    <Page title={category ? t(`common:categories.${category}`) : param} wide>
      {state.status === 'loading' && <LoadingState label={t('loading')} />}
      {state.status === 'error' && <FormMessage kind="error">{t('loadError', { message: state.message })}</FormMessage>}
      {state.status === 'unknown-category' && <EmptyState>{t('unknownCategory', { name: param })}</EmptyState>}
      {state.status === 'ready' && state.items.length === 0 && <EmptyState>{t('empty')}</EmptyState>}
      {state.status === 'ready' && state.items.length > 0 && (
        <ul className="fw-item-grid">
          {state.items.map((item, index) => (
            <li key={item._id}>
              <ItemCard item={item} eager={index < EAGER_ITEM_COUNT} onOpenImage={openPicture}>
                {item.BOGO && <p className="sf-bogo-notice">{t('bogoNotice')}</p>}
                <AddToCart item={item} />
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
