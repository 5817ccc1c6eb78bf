import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { ItemGrid, ItemListStatus, Page, useCategoryItems, useOpenPicture, useScrollMemory } from 'shared-ui';
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
      <ItemListStatus state={state} param={param} />
      {state.status === 'ready' && (
        <ItemGrid
          items={state.items}
          onOpenImage={openPicture}
          controls={(item) => (
            <>
              {item.BOGO && <p className="sf-bogo-notice">{t('bogoNotice')}</p>}
              <AddToCart item={item} />
            </>
          )}
        />
      )}
    </Page>
  );
}
