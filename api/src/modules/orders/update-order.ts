/** An admin changes an order: records a payment and/or changes its status (spec §4). */
import {
  ADJUSTING_ENTRY_NOTE,
  applyPayment,
  centsToDollars,
  formatMoney,
  hasPermission,
  type OrderStatus,
  orderBalance,
} from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { recordedAmountCents } from './amounts';
import { completeWhenDone, statusChanges } from './order-status';
import { findOrder, lockOrder, type OrderRow, type OrderWithItems } from './orders.queries';

interface UpdateOrderInput {
  amountPayed?: number | string;
  status?: OrderStatus;
  /** The amount paid the caller's form showed (order_amountPayedSeen): another amount now refuses the call. */
  amountPayedSeen?: number | string;
}

/**
 * An admin records a payment and/or changes the status (spec §4): the amount needed moves by the
 * payment difference and neither goes below zero; COMPLETE credits FundstoAdd once, going back
 * to UNCOMPLETE takes it back. Staff without payments:void may not move money the way a void
 * does (docs/decisions/staff-permissions.md): lower the amount paid (it undoes a payment), or
 * complete an order that still owes (it writes the balance off and credits its FundstoAdd). An
 * amount paid that leaves a handed-over order owing nothing completes it (order-status.ts).
 * `completed`: this call completed the order (the admin's status, or an amount that settles a
 * handed-over order); the route then e-mails the customer.
 */
export async function updateOrder(
  db: Db,
  admin: UserRow,
  orderId: string,
  input: UpdateOrderInput,
): Promise<OrderWithItems & { completed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
    if (input.amountPayedSeen !== undefined) {
      const seenCents = recordedAmountCents(input.amountPayedSeen, {
        negative: 'orders:errors.amountSeenInvalid',
        invalid: 'orders:errors.amountSeenInvalid',
      });
      // Compared under the order's row lock: a payment recorded or voided since the caller's form
      // was read is never undone (the amount sent is the new total) nor written off by it.
      if (seenCents !== order.amountPayedCents) {
        throw new AppError('CONFLICT', 'orders:errors.amountPaidChangedMeanwhile', { amount: formatMoney(order.amountPayedCents) });
      }
    }
    const changes: Partial<OrderRow> = {};

    if (input.amountPayed !== undefined) {
      const payment = applyPayment({
        amountPayedCents: order.amountPayedCents,
        amountNeededCents: order.amountNeededCents,
        newAmountPayedCents: recordedAmountCents(input.amountPayed, {
          negative: 'orders:errors.negativePayment',
          invalid: 'orders:errors.amountInvalid',
        }),
      });
      if (!payment.ok && payment.reason === 'NEGATIVE_PAYMENT') throw new AppError('INVALID_DATA', 'orders:errors.negativePayment');
      if (!payment.ok) {
        throw new AppError('INVALID_DATA', 'orders:errors.overpayment', {
          max: formatMoney(order.amountPayedCents + order.amountNeededCents),
        });
      }
      if (payment.amountPayedCents < order.amountPayedCents && !hasPermission(admin, 'payments:void')) {
        throw new AppError('NOT_ALLOWED', 'permissionNeeded', { permission: 'payments:void' });
      }
      changes.amountPayedCents = payment.amountPayedCents;
      changes.amountNeededCents = payment.amountNeededCents;
      // The ledger stays the truth: the difference is recorded as an adjusting entry (method other).
      const differenceCents = payment.amountPayedCents - order.amountPayedCents;
      if (differenceCents !== 0) {
        await tx.insert(payments).values({
          id: newId(),
          orderId,
          orderNumber: order.orderNumber,
          customerUsername: order.customerUsername,
          amountCents: differenceCents,
          method: 'other',
          note: ADJUSTING_ENTRY_NOTE,
          recordedById: admin.id,
          recordedBy: admin.username,
        });
      }
    }

    if (input.status !== undefined && input.status !== order.status) {
      const owedCents = orderBalance({ ...order, ...changes }).balanceDueCents;
      if (input.status === 'COMPLETE' && owedCents > 0 && !hasPermission(admin, 'payments:void')) {
        throw new AppError('NOT_ALLOWED', 'orders:errors.completeOwingNeedsVoid', {
          amount: formatMoney(owedCents),
          permission: 'payments:void',
        });
      }
      Object.assign(changes, await statusChanges(tx, order, input.status));
    }

    await tx
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, admin, {
      action: 'order.update',
      targetType: 'order',
      targetId: orderId,
      details: {
        // The order's number names it in the audit log (the id means nothing to a person).
        orderNumber: order.orderNumber,
        before: { status: order.status, amountPayed: centsToDollars(order.amountPayedCents) },
        after: {
          status: changes.status ?? order.status,
          amountPayed: centsToDollars(changes.amountPayedCents ?? order.amountPayedCents),
        },
        // Completing while money is owed is allowed (the console asks first); the log keeps the balance.
        ...(changes.status === 'COMPLETE' ? { balanceDue: centsToDollars(changes.amountNeededCents ?? order.amountNeededCents) } : {}),
      },
    });
    // A status the admin sets stands; a payment alone that settles a handed-over order completes it.
    const completed =
      changes.status !== undefined ? changes.status === 'COMPLETE' : await completeWhenDone(tx, admin, order, { ...order, ...changes });
    // The answer read here, holding the lock: after the commit, an order deleted meanwhile is gone (a 500).
    return { ...(await findOrder(tx, orderId))!, completed };
  });
}
