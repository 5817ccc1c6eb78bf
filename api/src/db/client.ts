/**
 * The database: PGlite in DATA_DIR/pg by default, a PostgreSQL server when DATABASE_URL is set.
 * Both speak the same SQL and run the same migrations; the rest of the code sees one `Db` type.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { shownUrl } from '../shared/shown-url';
import { lockDataDir } from './data-dir-lock';
import { CHANGE_CHANNEL, listenPostgres } from './feed-listener';
import { drizzleClient } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a database-wide lock (PostgreSQL advisory lock; PGlite has one connection). */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Subscribes to the change feed (channel `fireworks_changes`, sent by the triggers of migration
   * 0002 after each commit). `onState(false)` when notifications may have been missed (PostgreSQL
   * listener connection lost or silent past its heartbeat: it reconnects, feed-listener.ts),
   * `onState(true)` once they arrive again.
   */
  listen(onNotify: (payload: string) => void, onState: (live: boolean) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections (open, idle) and requests waiting for one, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Calls `observer` with the seconds each query or transaction held the database connection (the
   * PostgreSQL pool's acquire → release; PGlite's query or transaction), for /metrics; returns the unsubscribe.
   */
  observeQueries(observer: (seconds: number) => void): () => void;
  /** PGlite only: a tarball of its data directory (PGlite's public dump), for backups. */
  dumpPglite?: () => Promise<Blob>;
}

/** The database of DATABASE_URL cannot be opened at start; the message names the variable, never its password. */
export class DatabaseUnavailableError extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    const shown = shownUrl(databaseUrl);
    const reason = (cause as Error).message || (cause as NodeJS.ErrnoException).code || String(cause);
    super(`The database of DATABASE_URL (${shown}) could not be opened: ${reason}. Check DATABASE_URL, and that its server runs.`);
    this.name = 'DatabaseUnavailableError';
  }
}

const EXCLUSIVE_LOCK_ID = 7_272_026;

/**
 * Connections in the PostgreSQL pool (issue 13 item 4). A write holds its connection for the whole
 * transaction, so with 10 a crowd's 30 writers queued for a connection while PostgreSQL idled:
 * mixed crowd (100 connections, same loaded machine, 15 s, alternating) 133 / 203 req/s with 10,
 * 327 / 500 with 25, 276 with 40 (more than PostgreSQL's cores can use wait on its locks instead).
 */
const PG_POOL_MAX = 25;

/**
 * How long an idle pooled connection is kept. pg closes it after 10 s by default; under a rush the
 * pool then shrank between bursts and the next burst opened new ones, whose first statements find
 * PostgreSQL's caches cold: carts and orders stalled 200–400 ms at those moments while cached reads
 * did not (`pnpm bench --only rush`, 8 new backends at the one stall of a 30 s step at 250 req/s).
 * A minute keeps the connections of a busy hour warm and still gives them back after it.
 */
const PG_POOL_IDLE_MS = 60_000;

/**
 * PGlite's PostgreSQL settings (issue 13 item 6). Its default shared_buffers of 128 MB is zeroed at
 * start, so it is resident from the first second and never given back (WebAssembly memory does not
 * shrink): 151 MB of the server's 363 MB at rest. The shop's hot pages are a few MB (its whole
 * database is ~40 MB, lists are served from memory) and a miss is a read from the OS page cache,
 * so 16 MB is enough; WAL, fsync and commit rules are unchanged (durability as before).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Test helper: an already opened PGlite (for example loaded from a migrated template). */
  pglite?: PGlite;
  /** Who holds DATA_DIR/pg while it is open (shown to a second process that is refused). */
  purpose?: string;
}

/** Observers of query times; nothing is timed while there are none. */
function queryObservers() {
  const observers = new Set<(seconds: number) => void>();
  return {
    observers,
    observe(observer: (seconds: number) => void) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    done(startedAt: number) {
      const seconds = (performance.now() - startedAt) / 1000;
      for (const observer of observers) observer(seconds);
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timing = queryObservers();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: PG_POOL_MAX, idleTimeoutMillis: PG_POOL_IDLE_MS });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // The pool's public events: a connection is held from acquire to release (one query or one transaction).
    const acquiredAt = new WeakMap<pg.PoolClient, number>();
    pool.on('acquire', (client) => {
      if (timing.observers.size) acquiredAt.set(client, performance.now());
    });
    pool.on('release', (_error, client) => {
      const started = acquiredAt.get(client);
      if (started === undefined) return;
      acquiredAt.delete(client);
      timing.done(started);
    });
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => {});
      throw new DatabaseUnavailableError(options.databaseUrl, error);
    }
    return {
      db: drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db,
      kind: 'postgres',
      observeQueries: timing.observe,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      withExclusiveLock: async (fn) => {
        // Session-level lock on one dedicated connection, so lock and unlock meet the same session.
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [EXCLUSIVE_LOCK_ID]);
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [EXCLUSIVE_LOCK_ID]).catch(() => {});
          lockClient.release();
        }
      },
      close: () => pool.end(),
      listen: async (onNotify, onState) => {
        const listener = listenPostgres(options.databaseUrl as string, onNotify, onState);
        await listener.ready;
        return listener.stop;
      },
    };
  }
  let client = options.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = path.join(options.dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir, options.purpose ?? 'server');
    client = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
  }
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const opened = client;
  // One process owns a PGlite database; within it, exclusive sections run one after another.
  let exclusive: Promise<unknown> = Promise.resolve();
  const parsed = drizzleClient(opened);
  // Each query and transaction drizzle sends, timed while someone observes.
  const timed = new Proxy(parsed, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if ((property !== 'query' && property !== 'transaction') || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!timing.observers.size) return value(...args);
        const started = performance.now();
        return (value(...args) as Promise<unknown>).finally(() => timing.done(started));
      };
    },
  });
  return {
    db: drizzlePglite(timed, { schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    observeQueries: timing.observe,
    withExclusiveLock: (fn) => {
      const run = exclusive.then(fn, fn);
      exclusive = run.catch(() => {});
      return run;
    },
    close: async () => {
      if (!opened.closed) await opened.close();
      unlock();
    },
    dumpPglite: () => opened.dumpDataDir('none'),
    // One process owns a PGlite database: its notifications are every change there is.
    listen: async (onNotify, onState) => {
      const unsubscribe = await opened.listen(CHANGE_CHANNEL, onNotify);
      onState(true);
      return async () => {
        onState(false);
        if (!opened.closed) await unsubscribe();
      };
    },
  };
}
