import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A transaction of `db` (Drizzle's PgTransaction). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Makes the writers of one thing, named by `key` (e.g. 'pickup-slot:2026-12-24'), take turns until
 * their transactions end: PostgreSQL's transaction-scoped advisory lock, also on PGlite. It is
 * released at commit or rollback, so it only works inside a transaction, which the type demands.
 * Used where a check-then-write has no unique index to decide a race.
 */
export async function takeTurnsOn(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
