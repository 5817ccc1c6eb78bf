/**
 * The change feed behind every cache of an API process. Database triggers (migration 0002) send
 * `u:<user id>`, `s:<session id>`, `items` or `discounts` after each commit, to every process on
 * the database (PostgreSQL LISTEN/NOTIFY; PGlite delivers them in its one process). A process also
 * announces its own writes at once with `announce`, before answering the writer.
 *
 * Caches keep entries only while the feed is `live`; when the PostgreSQL listener connection is
 * lost, or goes silent past its heartbeat (db/feed-listener.ts), every cache is cleared (`*`) and
 * reads go to the database until it is back. As a backstop, a cached principal or cart total is
 * read again once it is CACHE_MAX_AGE_MS old, whatever the feed says
 * (docs/decisions/change-feed-liveness.md).
 */
type ChangeHandler = (change: string) => void;

/** The oldest a cached user, session or cart total may be before it is read again. */
export const CACHE_MAX_AGE_MS = 15_000;

export class ChangeFeed {
  private readonly handlers = new Set<ChangeHandler>();
  private liveNow = false;
  get live(): boolean {
    return this.liveNow;
  }

  subscribe(handler: ChangeHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** A change made (or received): every cache forgets what it concerns. */
  announce(change: string): void {
    for (const handler of this.handlers) handler(change);
  }

  setLive(live: boolean): void {
    if (this.liveNow && !live) this.announce('*');
    this.liveNow = live;
    if (live) this.announce('*');
  }
}

/** A bounded map: the oldest entry is dropped when full (memory stays bounded under any load). */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    return this.map.get(key);
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
  delete(key: K): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
  get size(): number {
    return this.map.size;
  }
}
