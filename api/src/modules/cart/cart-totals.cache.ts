import type { CartNudge, CartTotals } from '@fireworks/core/rules';
import { BoundedMap, CACHE_MAX_AGE_MS, type ChangeFeed } from '../../shared/change-feed';

/** What a cart's totals need from the database: they do not depend on the clock. */
export interface CartCents {
  lineCount: number;
  totals: CartTotals;
  nudge: CartNudge;
}

/** Changes after which every cached cart may be wrong (prices, visibility, rules, a wiped table). */
const GLOBAL_CHANGES = new Set(['*', 'items', 'discounts', 'carts']);

/**
 * Each user's cart totals (GET /api/getCartTotal), kept in this process while the change feed is
 * live. A user's entry is forgotten at that user's cart change (`c:<user id>`: from this process at
 * once, from any other through the feed), and every entry at an item, discount-rule or table-wide
 * change. Only cents are kept: checkout availability depends on the clock and is worked out on
 * every read (see cart routes), so a sales window opening or closing is never missed.
 * While the feed is down every read goes to the database, and an entry is read again once it is
 * CACHE_MAX_AGE_MS old whatever the feed says. At most `max` users are kept.
 */
export class CartTotalsCache {
  private readonly entries: BoundedMap<string, { value: Promise<CartCents>; readAt: number }>;

  constructor(
    private readonly feed: ChangeFeed,
    max = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new BoundedMap(max);
    feed.subscribe((change) => {
      if (GLOBAL_CHANGES.has(change)) this.entries.clear();
      else if (change.startsWith('c:')) this.entries.delete(change.slice(2));
    });
  }

  get(userId: string, load: () => Promise<CartCents>): Promise<CartCents> {
    if (!this.feed.live) return load();
    const cached = this.entries.get(userId);
    if (cached && this.now() - cached.readAt < CACHE_MAX_AGE_MS) return cached.value;
    // Kept before it settles: a change arriving during the load forgets it too.
    const entry = { value: load(), readAt: this.now() };
    this.entries.set(userId, entry);
    entry.value.catch(() => {
      if (this.entries.get(userId) === entry) this.entries.delete(userId);
    });
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }
}
