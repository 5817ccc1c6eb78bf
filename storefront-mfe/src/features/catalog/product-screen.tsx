import { categorySlug } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { assetUrl, EmptyState, formatPriceText, Page, pictureSources } from 'shared-ui';
import { ItemListStatus } from 'shared-ui/catalog';
import { AddToCart } from './add-to-cart';
import { useCategoryItems } from './api';
import { ProductFacts } from './product-facts';
import { StockNotice } from './stock-notice';
import './catalog.css';

/**
 * The product page (issue 40 item 4), beside the spec's enlarged view: the picture, the GIF as a
 * looping preview (a GIF has no sound), the description, the optional details (effects, duration,
 * shots, safety notes), price, BOGO, stock and add to cart. It reads
 * the category's list (already cached when the customer comes from it), so it costs no new call.
 */
export default function ProductScreen() {
  const { t } = useTranslation('catalog');
  const { category: param = '', id = '' } = useParams();
  const { category, query } = useCategoryItems(param);
  const item = query.data?.find((found) => found._id === id);
  const categoryName = category ? t(`common:categories.${category}`) : param;

  if (!category || !query.isSuccess) {
    return (
      <Page title={categoryName}>
        <ItemListStatus known={category !== null} query={query} param={param} />
      </Page>
    );
  }
  if (!item) {
    return (
      <Page title={categoryName}>
        <EmptyState>{t('product.notFound')}</EmptyState>
        <Link to={`/fireworks/${categorySlug(category)}`}>{t('product.back', { category: categoryName })}</Link>
      </Page>
    );
  }
  return (
    <Page title={item.title} wide>
      <p className="sf-product__back">
        <Link to={`/fireworks/${categorySlug(category)}`}>{t('product.back', { category: categoryName })}</Link>
      </p>
      <article className={`sf-product${item.BOGO ? ' sf-product--bogo' : ''}`} aria-label={item.title}>
        <div className="sf-product__pictures">
          {item.imageUrl && (
            <img
              className="sf-product__image"
              {...pictureSources(item.imageUrl, item.imageSrcset, '(max-width: 800px) 100vw, 560px')}
              alt={t('imageAlt', { title: item.title })}
              width={800}
              height={800}
            />
          )}
          {item.gifUrl && (
            <figure className="sf-product__preview">
              <img src={assetUrl(item.gifUrl)} alt={t('product.preview', { title: item.title })} loading="lazy" width={400} height={400} />
              <figcaption>{t('product.previewCaption')}</figcaption>
            </figure>
          )}
        </div>
        <div className="sf-product__details">
          <p className="sf-product__price">
            <span className="fw-visually-hidden">{t('price')}: </span>
            {formatPriceText(item.price)}
          </p>
          {item.BOGO && <p className="sf-bogo-notice">{t('bogoNotice')}</p>}
          <StockNotice stock={item.stock} />
          {item.description && (
            <>
              <h2>{t('product.description')}</h2>
              <p className="sf-product__description">{item.description}</p>
            </>
          )}
          <ProductFacts item={item} />
          <AddToCart item={item} />
        </div>
      </article>
    </Page>
  );
}
