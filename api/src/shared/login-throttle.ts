/**
 * Per-account login back-off, independent of the client's address (NIST SP 800-63B §5.2.2):
 * the 10th consecutive failure locks the name for a minute, each further one for 2, 4, 8… minutes
 * (at most an hour; the per-address limit is 10 a minute too), and
 * after 100 consecutive failures only a password reset opens it again. A try counts as a failure
 * before the password is checked (one atomic upsert), so parallel guesses cannot slip past the
 * lock; a right password clears the count. Names are counted whether or not an account has them,
 * so the answer tells nothing about which exist. Real time, never the business clock.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from './errors';

/** The failure that first locks the name. */
const LOCK_AT_FAILURE = 10;
const MAX_FAILURES = 100;
const MAX_LOCK_MINUTES = 60;

const usernameKey = (username: string): string => username.trim().toLowerCase();

/** Counts this try; throws 429 when the name is locked. */
export async function countLoginTry(db: Db, username: string): Promise<void> {
  const key = usernameKey(username);
  const result = await db
    .insert(loginFailures)
    .values({ usernameKey: key, failures: 1, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.usernameKey,
      set: {
        failures: sql`${loginFailures.failures} + 1`,
        lockedUntil: sql`case when ${loginFailures.failures} + 1 >= ${LOCK_AT_FAILURE}
          then now() + least(power(2, ${loginFailures.failures} + 1 - ${LOCK_AT_FAILURE}), ${MAX_LOCK_MINUTES}) * interval '1 minute'
          else null end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${loginFailures.failures} < ${MAX_FAILURES} and (${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= now())`,
    })
    .returning({ failures: loginFailures.failures });
  if (result.length > 0) return;
  const [row] = await db
    .select({ failures: loginFailures.failures, seconds: sql<number>`extract(epoch from (${loginFailures.lockedUntil} - now()))::float8` })
    .from(loginFailures)
    .where(eq(loginFailures.usernameKey, key));
  if (row && row.failures >= MAX_FAILURES) throw new AppError('TOO_MANY_REQUESTS', 'errors:loginLockedReset');
  throw new AppError('TOO_MANY_REQUESTS', 'errors:loginLocked', { count: Math.max(1, Math.ceil(Number(row?.seconds ?? 60) / 60)) });
}

/** A right password (or a password reset) clears the name's count. */
export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, usernameKey(username)));
}
