/**
 * PostgreSQL's locked writes in one round trip (write-statements.ts lockedWrite): a pool
 * connection for one message, the statements prepared on it first when it is new.
 */
import pg from 'pg';
import { notifySoon } from './change-notify';
import type { Db } from './client';
import { countingLogger } from './query-count';
import { lockedWrite, PREPARE_LOCKED_WRITES_SQL } from './write-statements';

export type PgPool = pg.Pool;

/** The PostgreSQL pool behind `db`, or null on PGlite (one connection: its writes keep their transaction). */
export function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

const prepared = new WeakSet<pg.PoolClient>();

/** The locked user as LOCK_USER_SQL answers it: the details an order copies and the row's version. */
export interface LockedUser {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phonenumber: string;
  language: string;
  fundsCents: number;
  user_version: string;
}

/**
 * Runs `text` with `values` under the lock of `userId` as one implicit transaction; the locked user
 * and the write's rows, or null when there is no such user (the lock found no row; the writes check
 * it too). The user's cart change (`c:<user id>`) reaches the other processes through
 * change-notify.ts's batch, not the cart trigger (LOCK_USER_SQL); queued whatever the outcome (an
 * extra one costs a cache miss).
 */
export async function runLockedWrite<T>(
  pool: pg.Pool,
  userId: string,
  text: string,
  values: readonly unknown[],
): Promise<{ user: LockedUser; rows: T[] } | null> {
  const message = lockedWrite(userId, text, values);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    if (!prepared.has(client)) {
      await client.query(PREPARE_LOCKED_WRITES_SQL);
      prepared.add(client);
    }
    // Counted as the statements they are (the lock and the write), as drizzle's logger counts.
    countingLogger.logQuery(message, []);
    countingLogger.logQuery(message, []);
    const results = (await client.query(message)) as unknown as pg.QueryResult[];
    const [user] = results[0]!.rows as LockedUser[];
    return user ? { user, rows: results[1]!.rows as T[] } : null;
  } catch (error) {
    // A server error leaves the connection usable; anything else (a lost connection) drops it.
    if (!(error instanceof pg.DatabaseError)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
    notifySoon(pool, `c:${userId}`);
  }
}
