import type { Item } from '@fireworks/core/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryItemsState } from '../catalog/useCategoryItems';
import { EmptyState, FormMessage, LoadingState } from './Feedback';
import { EAGER_ITEM_COUNT, ItemCard } from './ItemCard';

/** What an item list shows while it is not a list: loading, 'Error: {message}', an unknown category, no items. */
export function ItemListStatus({ state, param }: { state: CategoryItemsState; param: string }) {
  const { t } = useTranslation('catalog');
  if (state.status === 'loading') return <LoadingState label={t('loading')} />;
  if (state.status === 'error') return <FormMessage kind="error">{t('loadError', { message: state.message })}</FormMessage>;
  if (state.status === 'unknown-category') return <EmptyState>{t('unknownCategory', { name: param })}</EmptyState>;
  if (state.items.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return null;
}

export interface ItemGridProps {
  items: Item[];
  onOpenImage?(item: Item): void;
  /** The controls under one item's details. */
  controls(item: Item): ReactNode;
  /** Something to show instead of an item's card (an edit form), across the whole row. */
  replace?(item: Item): ReactNode;
}

/** The cards of an item list, the first screenful of pictures loaded at once. */
export function ItemGrid({ items, onOpenImage, controls, replace }: ItemGridProps) {
  return (
    <ul className="fw-item-grid">
      {items.map((item, index) => {
        const instead = replace?.(item);
        return (
          <li key={item._id} className={instead ? 'fw-item-grid__wide' : undefined}>
            {instead || (
              <ItemCard item={item} eager={index < EAGER_ITEM_COUNT} onOpenImage={onOpenImage}>
                {controls(item)}
              </ItemCard>
            )}
          </li>
        );
      })}
    </ul>
  );
}
