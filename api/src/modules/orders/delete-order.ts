/** An admin deletes an order, giving back what it took (funds, stock, its slot) when it was still open. */
import { centsToDollars, formatMoney, fundsReturnedOnDelete } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, payments } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { releaseSlot } from '../pickups/pickups.service';
import { returnStock } from '../pickups/stock';
import { changeBalance } from './order-status';
import { lockOrder, type OrderRow } from './orders.queries';

/** What a deleted order was: the row, and whether it was still open for its customer (not completed, not handed over). */
interface DeletedOrder {
  order: OrderRow;
  /** The customer still expected it: they are told it was cancelled. */
  wasOpen: boolean;
  /** Store funds used on it that went back to the customer's account. */
  fundsReturnedCents: number;
}

/**
 * An admin deletes an order; an unfinished one not yet handed over gives the funds it used back to
 * the customer and its units back to stock.
 * Money records are never deleted: an order with money paid on it (its ledger's entries not voided
 * add up to more than zero) is refused with that amount, so the admin voids the payments first, each
 * with its reason; chosen over keeping deleted orders because every list, count and report would
 * then have to leave them out. The ledger's entries outlive the order (their orderId becomes null,
 * they keep its number and customer), and the audit entry records the order's amounts and ledger.
 */
export async function deleteOrder(db: Db, admin: UserRow, orderId: string): Promise<DeletedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
    if (order.amountPayedCents > 0) {
      throw new AppError('CONFLICT', 'orders:errors.paidOrderNotDeleted', { amount: formatMoney(order.amountPayedCents) });
    }
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const ledger = await tx.select().from(payments).where(eq(payments.orderId, orderId));
    await tx.delete(orders).where(eq(orders.id, orderId));
    // A handed-over order's goods left with the customer: deleting its record (a mistake, a
    // clean-up) puts no units back on the shelf and gives back no credit that paid for them. The
    // delete is kept rather than refused, as for a COMPLETE order: the owner can still clear it.
    const handedOver = order.pickedUpAt !== null;
    const returned = fundsReturnedOnDelete({ status: order.status, fundsUsedCents: order.fundsUsedCents, handedOver });
    // The user's row before the items and the slot: the lock order of order creation.
    if (order.userId) await changeBalance(tx, order.userId, returned);
    if (!handedOver) await returnStock(tx, lines);
    await releaseSlot(tx, order.pickupSlotId);
    await recordAudit(tx, admin, {
      action: 'order.delete',
      targetType: 'order',
      targetId: orderId,
      details: {
        orderNumber: order.orderNumber,
        customer: order.customerUsername,
        status: order.status,
        totalAfterTax: centsToDollars(order.totalAfterTaxCents),
        amountDue: centsToDollars(order.amountDueCents),
        amountPaid: centsToDollars(order.amountPayedCents),
        amountNeeded: centsToDollars(order.amountNeededCents),
        fundsUsed: centsToDollars(order.fundsUsedCents),
        fundsReturned: centsToDollars(returned),
        ...(handedOver ? { handedOver: true } : {}),
        payments: ledger.map((entry) => ({
          paymentId: entry.id,
          amount: centsToDollars(entry.amountCents),
          voided: entry.voidedAt !== null,
        })),
      },
    });
    return { order, wasOpen: order.status === 'UNCOMPLETE' && !handedOver, fundsReturnedCents: returned };
  });
}
