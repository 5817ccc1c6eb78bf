/**
 * An order's status (spec: UNCOMPLETE or COMPLETE) and what a change of it moves: COMPLETE credits
 * the order's FundstoAdd to the customer once, going back takes it back (core's fundsOnStatusChange).
 * Besides the admin's toggle, the server completes an order the customer took and owes nothing on.
 */
import { centsToDollars, completesOrder, fundsOnStatusChange, type OrderStatus } from '@fireworks/core/rules';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import type { OrderRow } from './orders.queries';

/**
 * Adds `changeCents` to a user's balance, never below zero. Returns false when the balance is
 * too small to take the change (the customer already spent the credit).
 */
export async function changeBalance(tx: Db, userId: string, changeCents: number): Promise<boolean> {
  if (changeCents === 0) return true;
  const updated = await tx
    .update(users)
    .set({ fundsCents: sql`${users.fundsCents} + ${changeCents}` })
    .where(and(eq(users.id, userId), gte(users.fundsCents, -changeCents)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The row changes of a locked order going to `status`, its funds moved (409 when the credit was already spent). */
export async function statusChanges(tx: Db, order: OrderRow, status: OrderStatus): Promise<Partial<OrderRow>> {
  // A deleted customer has no balance to credit: the order just changes status.
  if (!order.userId) return { status };
  const funds = fundsOnStatusChange({ fundsToAddCents: order.fundsToAddCents, fundsCredited: order.fundsCredited, newStatus: status });
  if (!(await changeBalance(tx, order.userId, funds.balanceChangeCents))) throw new AppError('CONFLICT', 'orders:errors.fundsAlreadySpent');
  return { status, fundsCredited: funds.fundsCredited };
}

const progress = (order: OrderRow) => ({
  status: order.status,
  handedOver: order.pickedUpAt !== null,
  amountNeededCents: order.amountNeededCents,
});

/**
 * Completes a locked order when the change just written (`before` → `after`, core's completesOrder)
 * leaves it handed over and paid in full: in the caller's transaction, so a handover and a payment
 * racing each other (both lock the order row) complete it exactly once, and audited as an admin's
 * status change is, under the name of the admin whose act completed it. Answers whether it completed
 * the order: the caller then sends the order-completed e-mail, as an admin's completion does, after
 * the commit (a rolled-back completion is never announced; of two racing acts, only the one that
 * completed the order mails).
 */
export async function completeWhenDone(
  tx: Db,
  actor: Pick<UserRow, 'id' | 'username'>,
  before: OrderRow,
  after: OrderRow,
): Promise<boolean> {
  if (!completesOrder(progress(before), progress(after))) return false;
  const changes = await statusChanges(tx, after, 'COMPLETE');
  await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.id, after.id));
  const amountPayed = centsToDollars(after.amountPayedCents);
  await recordAudit(tx, actor, {
    action: 'order.complete',
    targetType: 'order',
    targetId: after.id,
    details: {
      orderNumber: after.orderNumber,
      before: { status: after.status, amountPayed },
      after: { status: 'COMPLETE', amountPayed },
      balanceDue: 0,
    },
  });
  return true;
}
