import type { Item } from '@fireworks/core/contract';
import { CATEGORIES, type Category, parsePriceToCents } from '@fireworks/core/rules';

/** The products table's orders, kept in the address (?sort=; title when absent). */
export const SORTS = ['title', 'priceDesc', 'priceAsc', 'stock', 'category'] as const;
export type Sort = (typeof SORTS)[number];

const priceCents = (item: Item) => parsePriceToCents(item.price) ?? 0;

/** Untracked stock sorts last: it never runs out. */
export const COMPARE: Record<Sort, (a: Item, b: Item) => number> = {
  title: (a, b) => a.title.localeCompare(b.title),
  priceDesc: (a, b) => priceCents(b) - priceCents(a) || a.title.localeCompare(b.title),
  priceAsc: (a, b) => priceCents(a) - priceCents(b) || a.title.localeCompare(b.title),
  stock: (a, b) => (a.stock ?? Number.POSITIVE_INFINITY) - (b.stock ?? Number.POSITIVE_INFINITY) || a.title.localeCompare(b.title),
  category: (a, b) =>
    CATEGORIES.indexOf(a.category as Category) - CATEGORIES.indexOf(b.category as Category) || a.title.localeCompare(b.title),
};
