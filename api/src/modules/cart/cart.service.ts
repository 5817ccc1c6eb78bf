import { type CartItem, type CartLineInput, type CartTotalsResponse, LIMITS } from '@fireworks/core/contract';
import {
  type CartNudge,
  type CartTotals,
  type CheckoutStatus,
  cartNudge,
  cartTotals,
  categoryFromParam,
  centsToDollars,
  checkoutStatus,
  formatMoney,
  formatPriceString,
  lineTotals,
  MAXIMUM_ORDER_CENTS,
  type OrderAmounts,
  type SeasonCalendar,
} from '@fireworks/core/rules';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { toRuleInput } from '../discounts/discounts.queries';
import { findItemsByName, lockUser, type NamedItem, type PricedCartLine, replaceCartLines } from './cart.queries';
import type { CartCents } from './cart-totals.cache';

interface CartSummary {
  lines: PricedCartLine[];
  totals: CartTotals;
  checkout: CheckoutStatus;
  nudge: CartNudge;
}

/** Where "now" and the sales windows come from: the business clock and SHOP_TIMEZONE. */
export interface ShopTime {
  now: Date;
  timeZone: string;
}

const ruleLines = (lines: readonly PricedCartLine[]) => lines.map(({ priceCents, quantity, bogo }) => ({ priceCents, quantity, bogo }));

/** The clock-free part of a cart's summary: totals and nudge with the discount rules in force. */
export function cartCents(lines: readonly PricedCartLine[], rules: ReturnType<typeof toRuleInput>[]): CartCents {
  const totals = cartTotals(ruleLines(lines), rules);
  return { lineCount: lines.length, totals, nudge: cartNudge(totals.subtotalCents, rules) };
}

/** Whether the cart can be checked out now (core's rules: cart size, order bounds, sales windows). */
export function cartCheckout(cents: CartCents, time: ShopTime, salesWindows: SeasonCalendar['salesWindows']): CheckoutStatus {
  return checkoutStatus({
    lineCount: cents.lineCount,
    totalAfterTaxCents: cents.totals.totalAfterTaxCents,
    now: time.now,
    timeZone: time.timeZone,
    salesWindows,
  });
}

/** Totals, checkout availability and the nudge of priced lines, with the discount rules and sales windows in force. */
export function summarizeCart(
  lines: PricedCartLine[],
  rules: ReturnType<typeof toRuleInput>[],
  salesWindows: SeasonCalendar['salesWindows'],
  time: ShopTime,
): CartSummary {
  const cents = cartCents(lines, rules);
  return { lines, totals: cents.totals, checkout: cartCheckout(cents, time, salesWindows), nudge: cents.nudge };
}

/** A cart line as the API shows it (spec §3 plus the free units, line total and the picture's srcset). */
export function toApiCartItem(line: PricedCartLine, imageSrcset = ''): CartItem {
  const { freeQuantity, lineTotalCents } = lineTotals(line);
  return {
    _id: line.itemId,
    category: line.category,
    title: line.title,
    quantity: line.quantity,
    imageUrl: line.imageUrl,
    ...(imageSrcset ? { imageSrcset } : {}),
    price: formatPriceString(line.priceCents),
    BOGO: line.bogo,
    freeQuantity,
    lineTotal: centsToDollars(lineTotalCents),
    ...(line.stock === null || line.stock === undefined ? {} : { stock: line.stock }),
  };
}

/**
 * GET /api/getCartTotal's answer (ARCHITECTURE §4): dollars, totalAmount = totalAfterTax, plus what
 * an order would need with the funds options (minimumDeposit is 20% of that; without funds it is
 * 20% of amountDue).
 */
export function toApiCartTotals(
  { totals, checkout, nudge }: Pick<CartSummary, 'totals' | 'checkout' | 'nudge'>,
  amounts: OrderAmounts,
  availableFundsCents: number,
): CartTotalsResponse {
  return {
    totalAmount: centsToDollars(totals.totalAfterTaxCents),
    subtotal: centsToDollars(totals.subtotalCents),
    tax: centsToDollars(totals.taxCents),
    totalAfterTax: centsToDollars(totals.totalAfterTaxCents),
    discountPercentage: totals.discountPercentage,
    discountAmount: centsToDollars(totals.discountCents),
    amountDue: centsToDollars(totals.amountDueCents),
    minimumDeposit: centsToDollars(amounts.minimumDepositCents),
    fundsToAdd: centsToDollars(amounts.fundsToAddCents),
    fundsUsed: centsToDollars(amounts.fundsUsedCents),
    amountNeeded: centsToDollars(amounts.amountNeededCents),
    dueLater: centsToDollars(amounts.dueLaterCents),
    availableFunds: centsToDollars(availableFundsCents),
    checkoutAllowed: checkout.allowed,
    checkoutBlockedReason: checkout.reason,
    nudge: { kind: nudge.kind, amountToGo: centsToDollars(nudge.amountToGoCents), nextDiscountPercentage: nudge.nextDiscountPercentage },
  };
}

/**
 * Replaces the user's cart with the lines sent, in one transaction (the same on PGlite and
 * PostgreSQL): the user's lock first (cart saves and orders of one user take turns), then the
 * items named, read in the same transaction, then the lines saved. Each line must name a visible
 * catalogue item; lines naming the same item are merged.
 */
export async function updateCart(db: Db, userId: string, requested: readonly CartLineInput[]): Promise<PricedCartLine[]> {
  const named = requested.map((line) => ({ sent: line, category: categoryFromParam(line.category), title: line.title.trim() }));
  const names = named.flatMap((n) => (n.category ? [{ category: n.category, title: n.title }] : []));
  return db.transaction(async (tx) => {
    // No row: the user is gone (deleted since the session was checked).
    if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED', 'sessionEnded');
    const lines = checkedLines(named, await findItemsByName(tx, names));
    await replaceCartLines(tx, userId, lines);
    return lines;
  });
}

/** A catalogue item's (category, title) as one key. */
const itemNameKey = (category: string, title: string) => `${category}\u0000${title}`;

/**
 * The cart's lines from the lines sent and the items they name, merged; throws when a line names no
 * visible item, a quantity is too large or the cart's total is. The saved lines as loadPricedCart
 * reads them back (visible items, in the order sent), without a statement more.
 */
function checkedLines(
  named: ReadonlyArray<{ sent: CartLineInput; category: string | null | undefined; title: string }>,
  found: readonly NamedItem[],
): PricedCartLine[] {
  const byName = new Map(found.map((item) => [itemNameKey(item.category, item.title), item]));
  const merged = new Map<string, PricedCartLine>();
  for (const line of named) {
    const item = line.category ? byName.get(itemNameKey(line.category, line.title)) : undefined;
    // Hidden items are refused like unknown ones: customers cannot tell them apart.
    if (!item?.visible) {
      throw new AppError('INVALID_DATA', 'cart:errors.unknownItem', { title: line.sent.title, category: line.sent.category });
    }
    const quantity = (merged.get(item.id)?.quantity ?? 0) + line.sent.quantity;
    if (quantity > LIMITS.cartLineQuantity)
      throw new AppError('INVALID_DATA', 'cart:errors.quantityTooLarge', { max: LIMITS.cartLineQuantity, title: item.title });
    merged.set(item.id, {
      itemId: item.id,
      category: item.category,
      title: item.title,
      imageUrl: item.imageUrl,
      priceCents: item.priceCents,
      bogo: item.bogo,
      quantity,
      stock: item.stock,
    });
  }
  const lines = [...merged.values()];
  if (cartTotals(ruleLines(lines), []).totalAfterTaxCents > MAXIMUM_ORDER_CENTS) {
    throw new AppError('INVALID_DATA', 'cart:errors.cartTooLarge', { max: formatMoney(MAXIMUM_ORDER_CENTS) });
  }
  return lines;
}
