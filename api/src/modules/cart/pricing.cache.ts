import type { DiscountRuleInput, SeasonCalendar } from '@fireworks/core/rules';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../shared/change-feed';
import { CatalogCache } from '../catalog/catalog.cache';
import { listDiscountRules, toRuleInput } from '../discounts/discounts.queries';
import { loadSeasonCalendar } from '../season/season.service';

/** What a cart is priced and checked out with: the discount rules and the sales windows. */
export interface PricingSource {
  discountRules(): Promise<DiscountRuleInput[]>;
  salesWindows(): Promise<SeasonCalendar['salesWindows']>;
}

/** Read from the database at every call (tests, scripts). */
export function pricingFromDatabase(db: Db): PricingSource {
  return {
    discountRules: async () => (await listDiscountRules(db)).map(toRuleInput),
    salesWindows: async () => (await loadSeasonCalendar(db)).salesWindows,
  };
}

/**
 * The pricing kept in this process until the change feed says it changed (`discounts`, `season`;
 * this process announces its own writes at once): cart totals and order creation read no rules
 * or calendar from the database in steady state, so an order's transaction is shorter.
 */
export function cachedPricing(db: Db, feed: ChangeFeed): PricingSource {
  const fresh = pricingFromDatabase(db);
  const rules = new CatalogCache<DiscountRuleInput[]>(1000, Date.now, { feed, topics: ['discounts'] });
  const windows = new CatalogCache<SeasonCalendar['salesWindows']>(1000, Date.now, { feed, topics: ['season'] });
  return {
    discountRules: () => rules.get('rules', fresh.discountRules),
    salesWindows: () => windows.get('sales', fresh.salesWindows),
  };
}
