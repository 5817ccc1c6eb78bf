import type { Order, PaymentInstructions } from '@fireworks/core/contract';
import { type Language, translator } from '@fireworks/core/i18n';
import {
  ADJUSTING_ENTRY_NOTE,
  applyPayment,
  centsToDollars,
  closedCheckoutText,
  type DeliveryAddress,
  type DeliveryAddressField,
  deliveryAddressProblems,
  formatMoney,
  formatOrderNumber,
  formatPriceString,
  fundsReturnedOnDelete,
  hasPermission,
  lineTotals,
  normalizeDeliveryAddress,
  type OrderStatus,
  orderAmounts,
  orderBalance,
  PAYMENT_APPS,
  paymentMemoText,
  seasonStatus,
  shopDate,
  slotTextParams,
} from '@fireworks/core/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { clearCartLines, lockPricedCart, lockUser } from '../cart/cart.queries';
import { type ShopTime, summarizeCart } from '../cart/cart.service';
import { type PricingSource, pricingFromDatabase } from '../cart/pricing.cache';
import { bookSlot, newPickupCode, releaseSlot, type SlotRow } from '../pickups/pickups.service';
import { returnStock, takeStock } from '../pickups/stock';
import { recordedAmountCents } from './amounts';
import type { OrderMailRecipient } from './order-mail';
import { changeBalance, completeWhenDone, statusChanges } from './order-status';
import {
  findIdempotentAnswer,
  findOrder,
  forgetOldIdempotencyKeys,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  type OrderWithItems,
  type SavedAnswer,
  saveIdempotentAnswer,
} from './orders.queries';

/** An order as the API shows it (spec §3 plus its totals), money in dollars. */
export function toApiOrder({ order, items, slot }: OrderWithItems, customers?: Map<string, UserRow>): Order {
  const current = customers && order.userId ? customers.get(order.userId) : undefined;
  return {
    ...(customers
      ? {
          customer: current
            ? {
                username: current.username,
                firstname: current.firstname,
                lastname: current.lastname,
                email: current.email,
                phonenumber: current.phonenumber,
              }
            : null,
        }
      : {}),
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    amountPayed: centsToDollars(order.amountPayedCents),
    amountNeeded: centsToDollars(order.amountNeededCents),
    order_items: items.map((line: OrderItemRow) => ({
      title: line.title,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity,
      category: line.category,
      price: formatPriceString(line.priceCents),
      lineTotal: centsToDollars(line.lineTotalCents),
      imageUrl: line.imageUrl,
    })),
    isPickup: order.isPickup,
    userInfo: {
      username: order.customerUsername,
      firstname: order.customerFirstname,
      lastname: order.customerLastname,
      email: order.customerEmail,
      phonenumber: order.customerPhonenumber,
    },
    createdAt: order.createdAt.toISOString(),
    subtotal: centsToDollars(order.subtotalCents),
    tax: centsToDollars(order.taxCents),
    totalAfterTax: centsToDollars(order.totalAfterTaxCents),
    discountPercentage: order.discountPercentage,
    discountAmount: centsToDollars(order.discountCents),
    amountDue: centsToDollars(order.amountDueCents),
    fundsToAdd: centsToDollars(order.fundsToAddCents),
    fundsUsed: centsToDollars(order.fundsUsedCents),
    minimumDeposit: centsToDollars(order.minimumDepositCents),
    ...balanceFields(order),
    pickupSlot: slot ? { _id: slot.id, date: slot.date, start: slot.start, end: slot.end } : null,
    pickupCode: order.pickupCode,
    pickedUpAt: order.pickedUpAt ? order.pickedUpAt.toISOString() : null,
    // Only orders that have one carry it: the spec's orders keep their shape.
    ...(order.deliveryAddress
      ? { deliveryAddress: { street: order.deliveryAddress.street, city: order.deliveryAddress.city, zip: order.deliveryAddress.zip } }
      : {}),
  };
}

/** depositPaid, balanceDue and amountDueNow of an order (core's orderBalance), in dollars. */
function balanceFields(order: OrderRow) {
  const balance = orderBalance(order);
  return {
    depositPaid: balance.depositPaid,
    balanceDue: centsToDollars(balance.balanceDueCents),
    amountDueNow: centsToDollars(balance.amountDueNowCents),
  };
}

interface CreateOrderInput {
  fundsToAddCents: number;
  isPickup: boolean;
  useFunds: boolean;
  /** The slot of a pickup order (required while upcoming slots exist). */
  pickupSlotId: string | null;
  /** A delivery order's address as sent (undefined: the spec's call, which sends none); checked here. */
  deliveryAddress?: Partial<Record<DeliveryAddressField, unknown>> | null;
  /** The Idempotency-Key header: a repeated key gets the first answer instead of a second order (409 with another checkout). */
  idempotencyKey?: string;
  /** The caller's language: remembered as the customer's for the order's e-mails. */
  language: Language;
  /** The shop's number to pay to (SHOP_PAYMENT_PHONE). */
  paymentPhone: string;
}

/** A new order's answer, and for the e-mails after it the rows the transaction wrote (a replay has none). */
type CreatedOrder = SavedAnswer & { order?: OrderRow; lines?: OrderItemRow[]; recipient?: OrderMailRecipient };

/**
 * Turns the user's cart into an order in ONE transaction (ARCHITECTURE §5), the same on PGlite and
 * PostgreSQL: lock the customer's row (so a cart becomes at most one order and concurrent calls of
 * one user take turns), answer a saved Idempotency-Key's answer again, read and price the cart with
 * core's rules, take the stock (conditional updates), book the pickup slot, take the year's
 * sequence number, write the order and its lines, take the funds used, empty the cart and remember
 * the answer. Locks are taken in one order everywhere: the user, the items (by id), the slot.
 * Any refusal throws, so the transaction writes nothing.
 */
export async function createOrder(
  db: Db,
  userId: string,
  input: CreateOrderInput,
  time: ShopTime,
  pricing: PricingSource = pricingFromDatabase(db),
): Promise<CreatedOrder> {
  const { idempotencyKey } = input;
  // The checkout as sent: a retry sends the same; the same key with another is refused.
  const request = JSON.stringify([
    input.fundsToAddCents,
    input.isPickup,
    input.useFunds,
    input.pickupSlotId,
    input.deliveryAddress ?? null,
  ]);
  // The rules and sales windows are cached; read before the transaction holds any lock.
  const [rules, salesWindows] = await Promise.all([pricing.discountRules(), pricing.salesWindows()]);
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'sessionEnded');
    if (idempotencyKey) {
      const saved = await findIdempotentAnswer(tx, userId, idempotencyKey);
      // The same key with another checkout: answering the first order would hide the second (as
      // the payment ledger does). A key saved before migration 0015 has no request: a retry.
      if (saved?.request != null && saved.request !== request) throw new AppError('CONFLICT', 'orders:errors.orderIdempotencyKeyReused');
      if (saved) return { statusCode: saved.statusCode, body: saved.body };
    }
    const { lines, totals, checkout } = summarizeCart(await lockPricedCart(tx, userId), rules, salesWindows, time);
    if (checkout.reason === 'OUTSIDE_SALES_WINDOW') {
      // The sentence follows the saved calendar (the spec's months only for the spec's calendar).
      const closed = closedCheckoutText(seasonStatus(time.now, time.timeZone, salesWindows), salesWindows, input.language);
      throw new AppError('INVALID_DATA', closed.key, closed.params);
    }
    if (!checkout.allowed) throw new AppError('INVALID_DATA', `checkout:errors.${checkout.reason}`);
    if (input.pickupSlotId && !input.isPickup) throw new AppError('INVALID_DATA', 'pickup:errors.slotNeedsPickup');
    const deliveryAddress = checkedDeliveryAddress(input);
    const amounts = orderAmounts({
      amountDueCents: totals.amountDueCents,
      fundsToAddCents: input.fundsToAddCents,
      availableFundsCents: user.fundsCents,
      useFunds: input.useFunds,
    });

    // The customer's own rows first, then the rows every customer shares (stock, slot, sequence).
    if (user.language !== input.language || amounts.fundsUsedCents > 0) {
      await tx
        .update(users)
        .set({ language: input.language, fundsCents: sql`${users.fundsCents} - ${amounts.fundsUsedCents}` })
        .where(eq(users.id, userId));
    }
    await clearCartLines(tx, userId);
    const stockTaken = await takeStock(tx, lines);
    const slot = input.isPickup ? await bookSlot(tx, input.pickupSlotId, time) : null;
    const [order] = await tx
      .insert(orders)
      .values({
        id: newId(),
        orderNumber: await nextOrderNumber(tx, time),
        userId,
        isPickup: input.isPickup,
        pickupSlotId: slot?.id ?? null,
        pickupCode: input.isPickup ? newPickupCode() : null,
        deliveryAddress,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalAfterTaxCents: totals.totalAfterTaxCents,
        discountPercentage: totals.discountPercentage,
        discountCents: totals.discountCents,
        amountDueCents: totals.amountDueCents,
        fundsToAddCents: amounts.fundsToAddCents,
        fundsUsedCents: amounts.fundsUsedCents,
        minimumDepositCents: amounts.minimumDepositCents,
        amountNeededCents: amounts.amountNeededCents,
        customerUsername: user.username,
        customerFirstname: user.firstname,
        customerLastname: user.lastname,
        customerEmail: user.email,
        customerPhonenumber: user.phonenumber,
      })
      .returning();
    if (!order) throw new Error('order creation wrote no order');
    const orderLines: OrderItemRow[] = lines.map((line, position) => ({
      id: newId(),
      orderId: order.id,
      itemId: line.itemId,
      position,
      category: line.category,
      title: line.title,
      priceCents: line.priceCents,
      ...lineTotals(line),
      stockUnits: stockTaken.get(line.itemId) ?? 0,
      imageUrl: line.imageUrl,
    }));
    if (orderLines.length > 0) await tx.insert(orderItems).values(orderLines);
    const answer: SavedAnswer = {
      statusCode: 201,
      body: {
        orderId: order.id,
        amountNeeded: centsToDollars(amounts.amountNeededCents),
        minimumDeposit: centsToDollars(amounts.minimumDepositCents),
        orderNumber: order.orderNumber,
        paymentInstructions: paymentInstructions(order, input.paymentPhone),
        // The spec's client sends no slot: the answer names the one the order was given.
        ...(slot && !input.pickupSlotId ? { message: slotGivenMessage(input.language, slot) } : {}),
        ...(deliveryAddress ? { deliveryAddress } : {}),
      },
    };
    if (idempotencyKey) {
      await forgetOldIdempotencyKeys(tx, userId);
      await saveIdempotentAnswer(tx, userId, idempotencyKey, request, answer);
    }
    // The order e-mail's recipient: the locked user, language now the caller's.
    const recipient = { to: user.email, language: input.language, firstname: user.firstname || user.username };
    return { ...answer, created: true, order, lines: orderLines, recipient };
  });
}

/**
 * The address of a delivery order, normalized, or null: a pickup order keeps none, and the spec's
 * call (no deliveryAddress, or null) still makes an order. Sent for delivery, it must be complete.
 */
function checkedDeliveryAddress(input: CreateOrderInput): DeliveryAddress | null {
  if (input.isPickup || input.deliveryAddress == null) return null;
  const address = normalizeDeliveryAddress(input.deliveryAddress);
  const [problem] = deliveryAddressProblems(address);
  if (problem) throw new AppError('INVALID_DATA', `checkout:errors.address.${problem.code}`, 'max' in problem ? { max: problem.max } : {});
  return address;
}

/** "Your order will be ready for pickup on Fri, Nov 20, 10:00 AM–11:00 AM." in the caller's language (its clock: 12-hour in English). */
function slotGivenMessage(language: Language, slot: SlotRow): string {
  const t = translator(language);
  return t('pickup:slotGiven', { slot: t('pickup:slot', slotTextParams(slot, language)) });
}

/** The shop's current year (SHOP_TIMEZONE): the year of a new order's number (the shop date's, kept per minute). */
function shopYear(time: ShopTime): number {
  return Number(shopDate(time.now, time.timeZone).slice(0, 4));
}

/**
 * The next 'FW-<yy>-<sequence>' of the shop's current year, from the year's sequence
 * (fireworks_next_order_number, migration 0009): unique and increasing, with no lock held until
 * commit, so concurrent orders do not wait for each other's commits; a number taken by a
 * transaction that then fails is skipped.
 */
export async function nextOrderNumber(tx: Db, time: ShopTime): Promise<string> {
  const year = shopYear(time);
  const result = await tx.execute(sql`select fireworks_next_order_number(${year}) as n`);
  const [row] = (result as unknown as { rows: Array<{ n: string | number | bigint }> }).rows;
  return formatOrderNumber(year, Number(row!.n));
}

/**
 * How to pay what is owed: due now, deposit, balance, the number, the apps and the memo, which
 * names the order number so a Zelle/Venmo/Cash App payment can be matched to its order (issue 40).
 */
export function paymentInstructions(
  order: Pick<OrderRow, 'amountPayedCents' | 'amountNeededCents' | 'minimumDepositCents' | 'isPickup' | 'orderNumber'>,
  phone: string,
): PaymentInstructions {
  const balance = orderBalance(order);
  return {
    amountDueNow: centsToDollars(balance.amountDueNowCents),
    minimumDeposit: centsToDollars(order.minimumDepositCents),
    balanceDue: centsToDollars(balance.balanceDueCents),
    phone,
    methods: [...PAYMENT_APPS],
    // The memo the order page and the e-mails quote (core's one text, the same in every language).
    memo: paymentMemoText(order.orderNumber),
  };
}

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

/**
 * An admin deletes an order; an unfinished one not yet handed over gives the funds it used back to
 * the customer and its units back to stock.
 * Money records are never deleted: an order with money paid on it (its ledger's entries not voided
 * add up to more than zero) is refused with that amount, so the admin voids the payments first, each
 * with its reason; chosen over keeping deleted orders because every list, count and report would
 * then have to leave them out. The ledger's entries outlive the order (their orderId becomes null,
 * they keep its number and customer), and the audit entry records the order's amounts and ledger.
 */
/** What a deleted order was: the row, and whether it was still open for its customer (not completed, not handed over). */
interface DeletedOrder {
  order: OrderRow;
  /** The customer still expected it: they are told it was cancelled. */
  wasOpen: boolean;
  /** Store funds used on it that went back to the customer's account. */
  fundsReturnedCents: number;
}

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
