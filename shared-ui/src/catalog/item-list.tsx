import type { Item } from '@fireworks/core/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, errorText, FormMessage, LoadingState } from 'shared-ui';
import type { CategoryItemsQuery } from './category-items';
import { EAGER_ITEM_COUNT, ItemCard } from './item-card';

/** What an item list shows while it is not a list: loading, 'Error: {message}', an unknown category, no items. */
export function ItemListStatus({ known, query, param }: { known: boolean; query: CategoryItemsQuery; param: string }) {
  const { t } = useTranslation('catalog');
  if (!known) return <EmptyState>{t('unknownCategory', { name: param })}</EmptyState>;
  if (query.isError) return <FormMessage kind="error">{t('loadError', { message: errorText(query.error) })}</FormMessage>;
  if (query.isPending) return <LoadingState label={t('loading')} />;
  if (query.data.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return null;
}

export interface ItemGridProps {
  items: Item[];
  onOpenImage?(item: Item): void;
  /** The controls under one item's details. */
  controls(item: Item): ReactNode;
  /** Admins' lists: hidden items marked (see ItemCard). */
  markHidden?: boolean;
}

/** The cards of an item list (two columns on a phone), the first screenful of pictures loaded at once. */
export function ItemGrid({ items, onOpenImage, controls, markHidden = false }: ItemGridProps) {
  return (
    <ul className="fw-item-grid">
      {items.map((item, index) => (
        <li key={item._id}>
          <ItemCard item={item} eager={index < EAGER_ITEM_COUNT} onOpenImage={onOpenImage} markHidden={markHidden}>
            {controls(item)}
          </ItemCard>
        </li>
      ))}
    </ul>
  );
}
