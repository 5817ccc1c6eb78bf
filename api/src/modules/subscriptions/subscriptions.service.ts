import type { Subscription } from '@fireworks/core/contract';
import type { AppContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { findSubscription, insertSubscription, type SubscriptionRow } from './subscriptions.queries';

/** PayPal subscription ids look like 'I-BW452GLLEP1G'; PayPal documents ids of 3 to 50 characters. */
const SUBSCRIPTION_ID = /^[A-Za-z0-9-]{3,50}$/;

export function toSubscriptionView(row: SubscriptionRow): Subscription {
  return { subscriptionID: row.subscriptionId, createdAt: row.createdAt.toISOString() };
}

/**
 * Records the provider's subscription id for the user after PayPal approved it. Sending the same id
 * again (a retried request, a double click) answers the existing record; an id recorded for another
 * account is refused. Only possible when the shop offers subscriptions (PAYPAL_* set).
 */
export async function recordSubscription(
  ctx: Pick<AppContext, 'config' | 'db'>,
  user: UserRow,
  rawId: string | undefined,
): Promise<{ subscription: SubscriptionRow; created: boolean }> {
  if (!ctx.config.paypal) throw new AppError('INVALID_DATA', 'subscribe:errors.notConfigured');
  const subscriptionId = rawId?.trim() ?? '';
  if (!subscriptionId) throw new AppError('INVALID_DATA', 'subscribe:errors.subscriptionIdMissing');
  if (!SUBSCRIPTION_ID.test(subscriptionId)) throw new AppError('INVALID_DATA', 'subscribe:errors.subscriptionIdInvalid');

  const inserted = await insertSubscription(ctx.db, { id: newId(), userId: user.id, subscriptionId });
  if (inserted) return { subscription: inserted, created: true };
  const existing = await findSubscription(ctx.db, subscriptionId);
  if (existing && existing.userId === user.id) return { subscription: existing, created: false };
  throw new AppError('CONFLICT', 'subscribe:errors.subscriptionTaken');
}
