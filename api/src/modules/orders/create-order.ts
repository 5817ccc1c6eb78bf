/** Creating an order from the customer's cart: the one write path of checkout (ARCHITECTURE §5). */
import { type Language, translator } from '@fireworks/core/i18n';
import {
  centsToDollars,
  closedCheckoutText,
  type DeliveryAddress,
  type DeliveryAddressField,
  deliveryAddressProblems,
  lineTotals,
  normalizeDeliveryAddress,
  orderAmounts,
  seasonStatus,
  slotTextParams,
} from '@fireworks/core/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { clearCartLines, lockPricedCart, lockUser } from '../cart/cart.queries';
import { type ShopTime, summarizeCart } from '../cart/cart.service';
import { type PricingSource, pricingFromDatabase } from '../cart/pricing.cache';
import { bookSlot, newPickupCode, type SlotRow } from '../pickups/pickups.service';
import { takeStock } from '../pickups/stock';
import type { OrderMailRecipient } from './order-mail';
import { nextOrderNumber } from './order-numbers';
import { paymentInstructions } from './order-view';
import {
  findIdempotentAnswer,
  forgetOldIdempotencyKeys,
  type OrderItemRow,
  type OrderRow,
  type SavedAnswer,
  saveIdempotentAnswer,
} from './orders.queries';

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
        .where(eq(users.id, userId))
        .prepare('fw_order_customer')
        .execute();
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
      .returning()
      .prepare('fw_insert_order')
      .execute();
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
