import type { Item } from '@fireworks/core/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPriceText, pictureSources } from 'shared-ui';

export interface ItemCardProps {
  item: Item;
  /** Pictures in the first screenful load at once; the others only when scrolled near (loading="lazy"). */
  eager?: boolean;
  /** Clicking the picture (opens the enlarged view). */
  onOpenImage?(item: Item): void;
  /** Admins' lists: a hidden item (visible false) gets a 'Hidden' badge and a dimmed look. */
  markHidden?: boolean;
  /** Controls under the details: quantity and cart for customers, flags and actions for admins. */
  children?: ReactNode;
}

/** The picture's display width in the item grid (see .fw-item-grid), so the browser picks the right srcset entry. */
export const ITEM_IMAGE_SIZES = '(max-width: 1000px) calc(50vw - 24px), 320px';

/** How many cards count as "above the fold" for eager loading. */
export const EAGER_ITEM_COUNT = 4;

/** One item as both item lists show it (spec §2): picture, title, description, price; BOGO items in pink. */
export function ItemCard({ item, eager = false, onOpenImage, markHidden = false, children }: ItemCardProps) {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  const picture = item.imageUrl ? (
    <img
      className="fw-item-card__image"
      {...pictureSources(item.imageUrl, item.imageSrcset, ITEM_IMAGE_SIZES)}
      alt={t('imageAlt', { title: item.title })}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      width={800}
      height={800}
    />
  ) : (
    <span className="fw-item-card__no-image" aria-hidden="true" />
  );
  const hidden = markHidden && !item.visible;
  const classes = ['fw-item-card', item.BOGO && 'fw-item-card--bogo', hidden && 'fw-item-card--hidden'].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={titleId} data-testid="item-card">
      {hidden && <p className="fw-item-card__hidden">{t('admin.hidden')}</p>}
      {onOpenImage && item.imageUrl ? (
        <button
          type="button"
          className="fw-item-card__picture"
          aria-label={t('enlargeImage', { title: item.title })}
          onClick={() => onOpenImage(item)}
        >
          {picture}
        </button>
      ) : (
        <div className="fw-item-card__picture">{picture}</div>
      )}
      <div className="fw-item-card__body">
        <h2 className="fw-item-card__title" id={titleId}>
          {item.title}
        </h2>
        {item.description && <p className="fw-item-card__description">{item.description}</p>}
        <p className="fw-item-card__price">
          <span className="fw-visually-hidden">{t('price')}: </span>
          {formatPriceText(item.price)}
        </p>
        {children}
      </div>
    </article>
  );
}
