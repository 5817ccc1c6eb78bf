import { cacheHit, cacheMiss } from '../../shared/cache-stats';
import type { ChangeFeed } from '../../shared/change-feed';

/** While the change feed is live, an entry lives until its change arrives (this long at most). */
const LIVE_TTL_MS = 60_000;

/**
 * The lists a crowd repeats (item lists per category and audience, discount rules) are kept in
 * this process. With a change feed (src/shared/change-feed.ts) an entry is forgotten when its
 * table changes, at once for this process's writes and within a second for any other process's;
 * while the feed is down (or without one) an entry lives at most `ttlMs` (1 s by default).
 * Concurrent misses for one key share a single load; a failed load is not remembered.
 */
export class CatalogCache<T = string> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T>; loaded?: T }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
    private readonly changes?: { feed: ChangeFeed; topics: readonly string[] },
  ) {
    changes?.feed.subscribe((change) => {
      if (change === '*' || changes.topics.includes(change)) this.clear();
    });
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && cached.expires > this.now()) {
      cacheHit('catalogue');
      return cached.value;
    }
    cacheMiss('catalogue');
    const value = load();
    const ttl = this.changes?.feed.live ? LIVE_TTL_MS : this.ttlMs;
    const entry: { expires: number; value: Promise<T>; loaded?: T } = { expires: this.now() + ttl, value };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.loaded = loaded;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The value already loaded for `key` while it is fresh, else undefined: a hot path answers it without a promise. */
  loaded(key: string): T | undefined {
    const cached = this.entries.get(key);
    const loaded = cached && cached.expires > this.now() ? cached.loaded : undefined;
    // A miss here is followed by get(), which counts it.
    if (loaded !== undefined) cacheHit('catalogue');
    return loaded;
  }

  /** Every entry lives at most `ms` longer: for a change that may show a little later (an order in the top sellers). */
  expireWithin(ms: number): void {
    const latest = this.now() + ms;
    for (const entry of this.entries.values()) entry.expires = Math.min(entry.expires, latest);
  }

  clear(): void {
    this.entries.clear();
  }
}
