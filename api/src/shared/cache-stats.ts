/**
 * Hits and misses of this process's caches (the principal cache: users and sessions; the catalogue
 * caches: item lists, discount rules, season), read by GET /metrics. Plain counters in the process,
 * as a scrape is per process: a cache's hot path pays one addition.
 */
export type CacheName = 'principal' | 'catalogue';

const counts: Record<CacheName, { hits: number; misses: number }> = {
  principal: { hits: 0, misses: 0 },
  catalogue: { hits: 0, misses: 0 },
};

export function cacheHit(cache: CacheName): void {
  counts[cache].hits += 1;
}

export function cacheMiss(cache: CacheName): void {
  counts[cache].misses += 1;
}

/** Hits and misses since the process started, per cache. */
export function cacheCounts(): Readonly<Record<CacheName, { hits: number; misses: number }>> {
  return counts;
}
