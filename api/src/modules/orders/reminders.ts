/**
 * Payment reminders go out at most once an hour per order (issue 39): the order row remembers the
 * last one, and one conditional update claims the next, so two admins clicking at once (or a script
 * calling in a loop) send one e-mail, not twenty.
 */
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../shared/errors';

const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** Marks the order reminded at `now` and answers 0, or answers how long until the next reminder may go out. */
export async function claimReminder(db: Db, orderId: string, now: Date): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ remindedAt: now })
    .where(
      and(eq(orders.id, orderId), or(isNull(orders.remindedAt), lte(orders.remindedAt, new Date(now.getTime() - REMINDER_INTERVAL_MS)))),
    )
    .returning({ id: orders.id });
  if (claimed.length > 0) return 0;
  const [row] = await db.select({ remindedAt: orders.remindedAt }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
  return Math.max(1, (row.remindedAt?.getTime() ?? now.getTime()) + REMINDER_INTERVAL_MS - now.getTime());
}

/** Gives back a claim whose e-mail could not be sent (unless another reminder claimed the order since). */
export async function releaseReminder(db: Db, orderId: string, claimedAt: Date): Promise<void> {
  await db
    .update(orders)
    .set({ remindedAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.remindedAt, claimedAt)));
}
