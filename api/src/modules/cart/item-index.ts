/**
 * The catalogue items a cart save names, by (category, title). On PostgreSQL a cart save read them
 * from the database before its locked write, a round trip of its own (issue 13: the fewest round
 * trips); kept in this process per category, the save is one message. A category's items are
 * forgotten when the change feed says items changed: at once for this process's writes, within a
 * second for another's. A name the kept category does not have is looked up in the database (the
 * item may be new), and a save that finds a kept item gone (deleted meanwhile: the foreign key
 * refuses it) forgets them and looks again (cart.service.ts updateCart).
 */
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../shared/change-feed';
import { CatalogCache } from '../catalog/catalog.cache';
import { findCategoryItems, findNamedItems, type NamedItem } from './cart.queries';

export type ItemName = { category: string; title: string };

export interface ItemLookup {
  /** The items named (names that match nothing are left out). */
  find(names: readonly ItemName[]): Promise<NamedItem[]>;
  /** Forget every kept item (a save found one gone). */
  forget(): void;
}

/** Every lookup a query (tests, scripts, PGlite's locked statement does its own). */
export function itemsFromDatabase(db: Db): ItemLookup {
  return { find: (names) => findNamedItems(db, names), forget: () => {} };
}

/** One string per (category, title): the key items are found by (here and in updateCart's check). */
export const itemNameKey = (category: string, title: string) => `${category}\u0000${title}`;

/** The items kept per category until the feed says items changed (1 s while the feed is down). */
export function cachedItems(db: Db, feed: ChangeFeed): ItemLookup {
  const categories = new CatalogCache<Map<string, NamedItem>>(1000, Date.now, { feed, topics: ['items'] });
  const load = (category: string) => async () =>
    new Map((await findCategoryItems(db, category)).map((item) => [itemNameKey(item.category, item.title), item]));
  return {
    async find(names) {
      const found: NamedItem[] = [];
      for (const { category, title } of names) {
        const item = (await categories.get(category, load(category))).get(itemNameKey(category, title));
        // Not kept: perhaps added since the category was read; the database says.
        if (!item) return findNamedItems(db, names);
        found.push(item);
      }
      return found;
    },
    forget: () => categories.clear(),
  };
}
