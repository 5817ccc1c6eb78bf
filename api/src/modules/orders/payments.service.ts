import type { OrderDetail, Payment, PaymentMethod } from '@fireworks/core/contract';
import type { Language } from '@fireworks/core/i18n';
import {
  centsToDollars,
  checkPayment,
  DATE_YEARS,
  formatMoney,
  orderBalance,
  parseInstant,
  parsePriceToCents,
  shiftPaid,
} from '@fireworks/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { currentCustomers, findOrder, lockOrder, type OrderWithItems } from './orders.queries';
import { paymentInstructions, toApiOrder } from './orders.service';

export type PaymentRow = typeof payments.$inferSelect;

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
  };
}

/** An order's ledger, oldest first. */
export function listPayments(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

/** GET /api/orders/:id: the order, its ledger and how to pay the rest. */
export async function orderDetail(db: Db, found: OrderWithItems, phone: string, language: Language): Promise<OrderDetail> {
  const ledger = await listPayments(db, found.order.id);
  return {
    ...toApiOrder(found, await currentCustomers(db, [found.order])),
    payments: ledger.map(toApiPayment),
    paymentInstructions: paymentInstructions(found.order, phone, language),
  };
}

/** The order for the caller: admins see every order, a customer only their own (others: 404). */
export async function findVisibleOrder(db: Db, account: Pick<UserRow, 'id' | 'admin'>, orderId: string): Promise<OrderWithItems> {
  const found = await findOrder(db, orderId);
  if (!found || (!account.admin && found.order.userId !== account.id)) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
  return found;
}

/** When the money arrived: core's one reading of a date ('YYYY-MM-DD' is noon UTC); now when not given. */
export function parseReceivedAt(raw: string | undefined, now: Date): Date {
  if (raw === undefined || raw.trim() === '') return now;
  const date = parseInstant(raw);
  if (!date) throw new AppError('INVALID_DATA', 'orders:errors.receivedAtInvalid', DATE_YEARS);
  return date;
}

export interface RecordPaymentInput {
  amount: number | string;
  method: PaymentMethod;
  reference?: string;
  receivedAt?: string;
  note?: string;
}

/**
 * An admin records a payment: 0 < amount ≤ balance due, checked and written under the order's row
 * lock, so concurrent recordings take turns and the amount paid stays the sum of the ledger.
 */
export async function recordPayment(
  db: Db,
  admin: UserRow,
  orderId: string,
  input: RecordPaymentInput,
  now: Date,
): Promise<{ payment: PaymentRow; order: OrderWithItems }> {
  const amountCents = parseAmount(input.amount);
  const receivedAt = parseReceivedAt(input.receivedAt, now);
  const payment = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
    const { balanceDueCents } = orderBalance(order);
    const refusal = checkPayment(amountCents, balanceDueCents);
    if (refusal === 'NOT_POSITIVE') throw new AppError('INVALID_DATA', 'orders:errors.paymentNotPositive');
    if (refusal === 'OVER_BALANCE')
      throw new AppError('INVALID_DATA', 'orders:errors.paymentOverBalance', { max: formatMoney(balanceDueCents) });
    const [row] = await tx
      .insert(payments)
      .values({
        id: newId(),
        orderId,
        amountCents,
        method: input.method,
        reference: (input.reference ?? '').trim(),
        receivedAt,
        note: (input.note ?? '').trim(),
        recordedById: admin.id,
        recordedBy: admin.username,
      })
      .returning();
    await tx
      .update(orders)
      .set({ ...shiftPaid(order, amountCents), updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, admin, {
      action: 'order.payment',
      targetType: 'order',
      targetId: orderId,
      details: { orderNumber: order.orderNumber, amount: centsToDollars(amountCents), method: input.method, paymentId: row!.id },
    });
    return row!;
  });
  return { payment, order: (await findOrder(db, orderId)) as OrderWithItems };
}

/** An admin voids a payment with a reason; it stays in the ledger, the amount paid drops by it. */
export async function voidPayment(db: Db, admin: UserRow, orderId: string, paymentId: string, reasonText: string): Promise<OrderWithItems> {
  const reason = reasonText.trim();
  if (!reason) throw new AppError('INVALID_DATA', 'orders:errors.voidReasonMissing');
  await db.transaction(async (tx) => {
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
  });
  return (await findOrder(db, orderId)) as OrderWithItems;
}

function parseAmount(raw: number | string): number {
  if (typeof raw === 'number' && raw <= 0) throw new AppError('INVALID_DATA', 'orders:errors.paymentNotPositive');
  if (typeof raw === 'string' && /^\s*-/.test(raw)) throw new AppError('INVALID_DATA', 'orders:errors.paymentNotPositive');
  const cents = parsePriceToCents(raw);
  if (cents === null || (typeof raw === 'number' && Math.abs(raw * 100 - cents) > 1e-6)) {
    throw new AppError('INVALID_DATA', 'orders:errors.paymentAmountInvalid');
  }
  return cents;
}
