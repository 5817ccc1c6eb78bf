import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscription(db: Db, subscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)).limit(1);
  return row ?? null;
}

/** Inserts the row unless that provider id is already recorded; null when it was. */
export async function insertSubscription(db: Db, row: typeof subscriptions.$inferInsert): Promise<SubscriptionRow | null> {
  const [inserted] = await db.insert(subscriptions).values(row).onConflictDoNothing({ target: subscriptions.subscriptionId }).returning();
  return inserted ?? null;
}

export async function listUserSubscriptions(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt));
}
