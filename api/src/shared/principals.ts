/**
 * The signed-in principal without a database round trip: users and sessions as last read, kept
 * in memory while the change feed is live and forgotten at their change (src/shared/change-feed.ts),
 * and read again at CACHE_MAX_AGE_MS at the latest.
 * A miss reads the row once (concurrent misses for one key share the read); a read that raced a
 * change of that row is used but not kept.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { cacheHit, cacheMiss } from './cache-stats';
import { BoundedMap, CACHE_MAX_AGE_MS, type ChangeFeed } from './change-feed';
import type { UserRow } from './users';

export type SessionRow = typeof sessions.$inferSelect;

/** Bounds the memory: about 1 KB per user and 150 bytes per session. */
const MAX_USERS = 50_000;
const MAX_SESSIONS = 100_000;

class RowCache<T> {
  /** Each row as read, and when it was read. */
  private readonly rows: BoundedMap<string, { row: T | null; readAt: number }>;
  private readonly loading = new Map<string, Promise<T | null>>();

  constructor(
    private readonly feed: ChangeFeed,
    max: number,
    private readonly load: (id: string) => Promise<T | null>,
    private readonly now: () => number,
  ) {
    this.rows = new BoundedMap(max);
  }

  get(id: string): Promise<T | null> | T | null {
    if (this.feed.live) {
      const kept = this.rows.get(id);
      if (kept && this.now() - kept.readAt < CACHE_MAX_AGE_MS) {
        cacheHit('principal');
        return kept.row;
      }
    }
    cacheMiss('principal');
    const pending = this.loading.get(id);
    if (pending) return pending;
    const readAt = this.now();
    const read: Promise<T | null> = this.load(id).then(
      (row) => {
        // Kept only if no change to this row (forget) or to every row (clear) came during the read:
        // both drop the pending read. A feed-wide epoch was too coarse: under a crowd some cart or
        // user change arrives during almost every read, so a miss was never kept and each request of
        // that user read the database again, queued behind the writes.
        const unchanged = this.loading.get(id) === read;
        if (unchanged) this.loading.delete(id);
        if (unchanged && this.feed.live) this.rows.set(id, { row, readAt });
        return row;
      },
      (error: unknown) => {
        if (this.loading.get(id) === read) this.loading.delete(id);
        throw error;
      },
    );
    this.loading.set(id, read);
    return read;
  }

  forget(id: string): void {
    this.rows.delete(id);
    this.loading.delete(id);
  }

  clear(): void {
    this.rows.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.rows.size;
  }
}

export class PrincipalCache {
  readonly users: RowCache<UserRow>;
  readonly sessions: RowCache<SessionRow>;

  constructor(db: Db, feed: ChangeFeed, now: () => number = Date.now) {
    const loadUser = async (id: string) => {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    };
    const loadSession = async (id: string) => {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row ?? null;
    };
    this.users = new RowCache(feed, MAX_USERS, loadUser, now);
    this.sessions = new RowCache(feed, MAX_SESSIONS, loadSession, now);
    feed.subscribe((change) => {
      if (change === 'users') this.users.clear();
      else if (change === '*') {
        this.users.clear();
        this.sessions.clear();
      } else if (change.startsWith('u:')) this.users.forget(change.slice(2));
      else if (change.startsWith('s:')) this.sessions.forget(change.slice(2));
    });
  }
}
