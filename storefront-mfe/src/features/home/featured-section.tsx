import type { Item } from '@fireworks/core/contract';
import { categoryFromParam, categorySlug } from '@fireworks/core/rules';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPriceText, pictureSources } from 'shared-ui';
import { useFeatured } from './api';

/** The picture's display width in .sf-featured__list (two columns on a phone, four from 769px). */
const FEATURED_IMAGE_SIZES = '(max-width: 768px) calc(50vw - 24px), 300px';

/**
 * A small card of its own, not the catalogue's ItemCard: it is a link into the item's category
 * (where it can be added to the cart), with a heading level that fits under the section's.
 * The picture loads lazily (the section is below the first screenful) with its size given.
 */
function FeaturedCard({ item }: { item: Item }) {
  const { t } = useTranslation('home');
  const category = categoryFromParam(item.category);
  const picture = item.imageUrl ? (
    <img
      className="sf-featured__image"
      {...pictureSources(item.imageUrl, item.imageSrcset, FEATURED_IMAGE_SIZES)}
      alt=""
      loading="lazy"
      decoding="async"
      width={320}
      height={320}
    />
  ) : (
    <span className="sf-featured__image sf-featured__image--none" aria-hidden="true" />
  );
  return (
    <Link
      to={category ? `/fireworks/${categorySlug(category)}` : '/fireworks'}
      className={`sf-featured__card fw-card${item.BOGO ? ' sf-featured__card--bogo' : ''}`}
      data-testid="featured-card"
    >
      {picture}
      <span className="sf-featured__title">{item.title}</span>
      <span className="sf-featured__meta">
        <span className="sf-featured__price">{formatPriceText(item.price)}</span>
        {item.BOGO && <span className="sf-featured__badge">{t('featured.bogoBadge')}</span>}
      </span>
    </Link>
  );
}

function FeaturedList({ title, items, testId }: { title: string; items: Item[]; testId: string }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div className="sf-featured__group" data-testid={testId}>
      <h3 id={headingId}>{title}</h3>
      <ul className="sf-featured__list" aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item._id}>
            <FeaturedCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Featured items under the welcome panel (issue 18 item 2): BOGO deals, then top sellers (or the shop's picks). */
export function FeaturedSection() {
  const { t } = useTranslation('home');
  const headingId = useId();
  // Below the first screenful: its cards are drawn in a transition, in slices that give way to the
  // visitor's input, rather than in one synchronous render the moment the answer lands.
  const data = useDeferredValue(useFeatured().data);
  if (!data || (data.bogo.length === 0 && data.topSellers.length === 0)) return null;
  return (
    <section className="sf-home__panel sf-featured fw-card" aria-labelledby={headingId} data-testid="home-featured">
      <h2 id={headingId}>{t('featured.title')}</h2>
      <FeaturedList title={t('featured.bogo')} items={data.bogo} testId="featured-bogo" />
      <FeaturedList
        title={data.rankedBySales ? t('featured.topSellers') : t('featured.picks')}
        items={data.topSellers}
        testId="featured-top-sellers"
      />
    </section>
  );
}
