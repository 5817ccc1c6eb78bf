import type { OrderDetail, Payment, PaymentMethod } from '@fireworks/core/contract';
import {
  centsToDollars,
  checkPayment,
  DATE_YEARS,
  formatMoney,
  hasPermission,
  isCalendarDate,
  orderBalance,
  parseInstant,
  receivedAfterToday,
  shiftPaid,
  shopDate,
  zonedInstant,
} from '@fireworks/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { recordedAmountCents } from './amounts';
import { completeWhenDone } from './order-status';
import { paymentInstructions, toApiOrder } from './order-view';
import { currentCustomers, findOrder, lockOrder, type OrderWithItems } from './orders.queries';

type PaymentRow = typeof payments.$inferSelect;

export function toApiPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    amount: centsToDollars(row.amountCents),
    method: row.method,
    reference: row.reference,
    receivedAt: row.receivedAt.toISOString(),
    note: row.note,
    recordedBy: row.recordedBy,
    voidedAt: row.voidedAt ? row.voidedAt.toISOString() : null,
    voidReason: row.voidReason,
    ...(row.voidedAt && row.voidedBy ? { voidedBy: row.voidedBy } : {}),
  };
}

/** An order's ledger, oldest first. */
function listPayments(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

/** An order with all its detail answer shows: its lines and slot, its ledger and its customer. */
interface OrderRecord extends OrderWithItems {
  ledger: PaymentRow[];
  customers: Map<string, UserRow>;
}

async function recordOf(db: Db, found: OrderWithItems): Promise<OrderRecord> {
  return { ...found, ledger: await listPayments(db, found.order.id), customers: await currentCustomers(db, [found.order]) };
}

/**
 * The order and all its answer shows, or null. An act on an order reads it in its own transaction,
 * while it holds the order's lock: read after the commit, an order the owner deleted in that
 * instant is gone, and the act (done) would answer a 500.
 */
export async function readOrderRecord(db: Db, orderId: string): Promise<OrderRecord | null> {
  const found = await findOrder(db, orderId);
  return found ? recordOf(db, found) : null;
}

/** The answer of GET /api/orders/:id from an order read with its ledger: the order, its ledger and how to pay the rest. */
export function toOrderDetail(record: OrderRecord, phone: string): OrderDetail {
  return {
    ...toApiOrder(record, record.customers),
    payments: record.ledger.map(toApiPayment),
    paymentInstructions: paymentInstructions(record.order, phone),
  };
}

/** GET /api/orders/:id: the order, its ledger and how to pay the rest. */
export async function orderDetail(db: Db, found: OrderWithItems, phone: string): Promise<OrderDetail> {
  return toOrderDetail(await recordOf(db, found), phone);
}

/** The order for the caller: admins see every order, a customer only their own (others: 404). */
export async function findVisibleOrder(
  db: Db,
  account: Pick<UserRow, 'id' | 'admin' | 'permissions'>,
  orderId: string,
): Promise<OrderWithItems> {
  const found = await findOrder(db, orderId);
  if (!found || (!hasPermission(account, 'orders:read') && found.order.userId !== account.id))
    throw new AppError('NOT_FOUND', 'orders:errors.notFound');
  return found;
}

/**
 * When the money arrived: now when not given (the admin's form leaves a payment received today out);
 * a day alone ('YYYY-MM-DD', a back-dated payment) is noon on the shop's clock, so it is that day in
 * every view and export of the shop's zone; anything else core's one reading of an instant.
 */
function parseReceivedAt(raw: string | undefined, now: Date, timeZone: string): Date {
  if (raw === undefined || raw.trim() === '') return now;
  const day = isCalendarDate(raw.trim()) ? raw.trim() : null;
  const date = day ? zonedInstant(day, timeZone, '12:00') : parseInstant(raw);
  if (!date) throw new AppError('INVALID_DATA', 'orders:errors.receivedAtInvalid', DATE_YEARS);
  // Money is not received tomorrow: a later day is a mistyped one, refused before it skews the ledger.
  const today = shopDate(now, timeZone);
  if (receivedAfterToday(day ?? date, today, now)) throw new AppError('INVALID_DATA', 'orders:errors.receivedAtInFuture', { today });
  return date;
}

interface RecordPaymentInput {
  amount: number | string;
  method: PaymentMethod;
  reference?: string;
  receivedAt?: string;
  note?: string;
  /** The Idempotency-Key header: a retry with the same key and request gets this payment back. */
  idempotencyKey?: string;
}

interface RecordedPayment {
  payment: PaymentRow;
  /** The order as the payment left it, read in its transaction. */
  order: OrderRecord;
  /** True when the key named a payment recorded earlier: nothing was written (no second e-mail either). */
  replayed: boolean;
  /** True when this payment completed the order (handed over and now paid in full; its FundstoAdd credited). */
  completed: boolean;
}

/**
 * The payment an admin recorded earlier with this Idempotency-Key, or null; the same key sent with
 * another request is refused (409), since answering the first payment would hide the second.
 */
async function earlierPayment(db: Db, adminId: string, key: string | undefined, request: string): Promise<PaymentRow | null> {
  if (!key) return null;
  const [found] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.recordedById, adminId), eq(payments.idempotencyKey, key)));
  if (found && found.idempotencyRequest !== request) throw new AppError('CONFLICT', 'orders:errors.idempotencyKeyReused');
  return found ?? null;
}

/**
 * An admin records a payment: 0 < amount ≤ balance due, checked and written under the order's row
 * lock, so concurrent recordings take turns and the amount paid stays the sum of the ledger; the
 * payment that settles a handed-over order completes it (order-status.ts). With an
 * Idempotency-Key the key is written with the payment, in its transaction: a retry (a lost answer,
 * a double click, a crash before the answer) finds it and gets that payment, not a second one.
 */
export async function recordPayment(
  db: Db,
  admin: UserRow,
  orderId: string,
  input: RecordPaymentInput,
  now: Date,
  timeZone: string,
): Promise<RecordedPayment> {
  // Zero passes the amount rule and is refused below (checkPayment): not a payment.
  const amountCents = recordedAmountCents(input.amount, {
    negative: 'orders:errors.paymentNotPositive',
    invalid: 'orders:errors.paymentAmountInvalid',
  });
  const receivedAt = parseReceivedAt(input.receivedAt, now, timeZone);
  const reference = (input.reference ?? '').trim();
  const note = (input.note ?? '').trim();
  const key = input.idempotencyKey;
  // The request as sent (a missing receivedAt stays missing: "now" differs between retries).
  const request = JSON.stringify([orderId, amountCents, input.method, reference, input.receivedAt ?? null, note]);
  // The order as the answer shows it, read where it still exists (its transaction, holding its lock).
  const done = async (tx: Db, payment: PaymentRow, replayed: boolean, completed = false): Promise<RecordedPayment> => {
    const record = await readOrderRecord(tx, orderId);
    if (!record) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
    return { payment, order: record, replayed, completed };
  };
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
      const earlier = await earlierPayment(tx, admin.id, key, request);
      if (earlier) return done(tx, earlier, true);
      const { balanceDueCents } = orderBalance(order);
      const refusal = checkPayment(amountCents, balanceDueCents);
      if (refusal === 'NOT_POSITIVE') throw new AppError('INVALID_DATA', 'orders:errors.paymentNotPositive');
      // Paid in full meanwhile (another clerk collected the same balance at the same moment): said so, not "more than $0.00".
      if (refusal === 'OVER_BALANCE' && balanceDueCents <= 0) throw new AppError('CONFLICT', 'orders:errors.nothingDue');
      if (refusal === 'OVER_BALANCE')
        throw new AppError('INVALID_DATA', 'orders:errors.paymentOverBalance', { max: formatMoney(balanceDueCents) });
      const [row] = await tx
        .insert(payments)
        .values({
          id: newId(),
          orderId,
          orderNumber: order.orderNumber,
          customerUsername: order.customerUsername,
          amountCents,
          method: input.method,
          reference,
          receivedAt,
          note,
          recordedById: admin.id,
          recordedBy: admin.username,
          idempotencyKey: key ?? null,
          idempotencyRequest: key ? request : null,
        })
        .returning();
      const paid = shiftPaid(order, amountCents);
      await tx
        .update(orders)
        .set({ ...paid, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await recordAudit(tx, admin, {
        action: 'order.payment',
        targetType: 'order',
        targetId: orderId,
        details: { orderNumber: order.orderNumber, amount: centsToDollars(amountCents), method: input.method, paymentId: row!.id },
      });
      // The rest of the money for an order already handed over: it is done.
      const completed = await completeWhenDone(tx, admin, order, { ...order, ...paid });
      return done(tx, row!, false, completed);
    });
  } catch (error) {
    // The same key sent for another order at the same moment: the unique index stopped this one.
    if (!isUniqueViolation(error, 'payments_idempotency_idx')) throw error;
    const earlier = await earlierPayment(db, admin.id, key, request);
    if (!earlier) throw error;
    // Its order deleted since: 404 (done), not a 500.
    return done(db, earlier, true);
  }
}

/**
 * An admin voids a payment with a reason; it stays in the ledger, the amount paid drops by it. A
 * negative entry (update-order's adjusting entry that lowered the amount paid) raises it again, as a
 * payment does: an order handed over that then owes nothing is completed (order-status.ts).
 * `completed`: this void completed the order (the route thanks the customer, as a payment's does).
 */
export async function voidPayment(
  db: Db,
  admin: UserRow,
  orderId: string,
  paymentId: string,
  reasonText: string,
): Promise<{ order: OrderRecord; amountCents: number; reason: string; completed: boolean }> {
  const reason = reasonText.trim();
  if (!reason) throw new AppError('INVALID_DATA', 'orders:errors.voidReasonMissing');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)));
    if (!payment) throw new AppError('NOT_FOUND', 'orders:errors.paymentNotFound');
    if (payment.voidedAt) throw new AppError('CONFLICT', 'orders:errors.paymentAlreadyVoided');
    const after = shiftPaid(order, -payment.amountCents);
    if (after.amountPayedCents < 0 || after.amountNeededCents < 0) throw new AppError('CONFLICT', 'orders:errors.voidUnbalances');
    await tx.update(payments).set({ voidedAt: new Date(), voidReason: reason, voidedBy: admin.username }).where(eq(payments.id, paymentId));
    await tx
      .update(orders)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, admin, {
      action: 'order.payment.void',
      targetType: 'order',
      targetId: orderId,
      details: { orderNumber: order.orderNumber, paymentId, amount: centsToDollars(payment.amountCents), reason },
    });
    const completed = await completeWhenDone(tx, admin, order, { ...order, ...after });
    // Read in the transaction, holding the lock (readOrderRecord): the order exists.
    return { order: (await readOrderRecord(tx, orderId))!, amountCents: payment.amountCents, reason, completed };
  });
}
