/**
 * The lines of the order e-mails that say where an order is handed over: its pickup slot and
 * pass, the store's address and hours, or its delivery address. Kept apart from order-mail.ts,
 * which decides who is told what and when.
 */
import { type Language, translator } from '@fireworks/core/i18n';
import {
  formatDeliveryAddress,
  formatPhoneNumber,
  isUpcomingSlot,
  SLOT_CHANGE_CUTOFF_MINUTES,
  shopDateTime,
  slotChangeRefusal,
  slotTextParams,
  storeHours,
} from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pickupSlots } from '../../db/schema';
import { loadStoreLocation } from '../store-location/store-location.service';
import type { OrderRow } from './orders.queries';

/** '\nDelivery to: 12 Main St, Austin 78701.' for a delivery order that has its address, else ''. */
function deliveryLine(order: OrderRow, language: Language): string {
  if (!order.deliveryAddress) return '';
  return `\n${translator(language)('orders:email.deliveryTo', { address: formatDeliveryAddress(order.deliveryAddress) })}`;
}

/** The pickup slot the order holds, if any. */
async function orderSlot(app: FastifyInstance, order: OrderRow) {
  if (!order.pickupSlotId) return undefined;
  const [slot] = await app.ctx.db.select().from(pickupSlots).where(eq(pickupSlots.id, order.pickupSlotId));
  return slot;
}

/**
 * The lines saying where the order is handed over: a pickup order's slot (or that the store will
 * call, while it holds none) and pass, then the store's address and hours ('\nPickup: Fri, Nov 20,
 * 10:00 AM–11:00 AM. Bring your pickup pass (code …).\nStore: 12 Main St. Opening hours: ….\nMap: https://…'); a
 * delivery order's address; '' when there is nothing to say, as for a pickup order already handed
 * over (a reminder of a balance left unpaid asks for the money, not for a visit already made).
 * Every customer e-mail but a correction says it: the order created, a payment recorded, the
 * order completed (an order paid and completed before the visit is still to be picked up, with
 * its pass), a reminder and a new pickup time, so each tells the customer where and when to come next.
 * `slotSaid`: the e-mail already says the slot (a new pickup time), so only the pass code is asked for.
 */
export async function pickupLine(
  app: FastifyInstance,
  order: OrderRow,
  language: Language,
  { slotSaid = false }: { slotSaid?: boolean } = {},
): Promise<string> {
  const t = translator(language);
  if (!order.isPickup) return deliveryLine(order, language);
  if (order.pickedUpAt) return '';
  const slot = await orderSlot(app, order);
  const lines: string[] = [];
  if (slot && slotSaid) {
    // The e-mail of a new pickup time has just said it: only the pass to bring, not the time again.
    if (order.pickupCode) lines.push(t('pickup:email.pass', { code: order.pickupCode }));
  } else if (slot) {
    const text = t('pickup:slot', slotTextParams(slot, language));
    // A reminder after the customer missed the slot says it has passed, not when to come.
    const passed = !isUpcomingSlot(slot, shopDateTime(app.ctx.clock.now(), app.ctx.config.shopTimezone));
    lines.push(t(passed ? 'pickup:email.slotPassed' : 'pickup:email.slot', { slot: text, code: order.pickupCode ?? '' }));
  } else if (order.pickupCode) {
    lines.push(t('pickup:email.noSlot', { code: order.pickupCode }));
  }
  const store = await loadStoreLocation(app.ctx.db);
  const hours = storeHours(store, language);
  if (store.address)
    lines.push(
      hours ? t('pickup:email.store', { address: store.address, hours }) : t('pickup:email.storeAddress', { address: store.address }),
    );
  // The map link the pickup pass shows (the store-location screen says pickup e-mails carry it too).
  if (store.mapUrl) lines.push(t('pickup:email.map', { url: store.mapUrl }));
  return lines.map((line) => `\n${line}`).join('');
}

/** The slot the order holds, as the customer's language says it ('Fri, Nov 20, 10:00 AM–11:00 AM'); '' when none. */
export async function slotText(app: FastifyInstance, order: OrderRow, language: Language): Promise<string> {
  const slot = await orderSlot(app, order);
  return slot ? translator(language)('pickup:slot', slotTextParams(slot, language)) : '';
}

/**
 * What a customer whose pickup the store moved may do when the new time does not suit them: choose
 * another on the order page while core's slotChangeRefusal lets them (up to SLOT_CHANGE_CUTOFF_MINUTES
 * before it starts), or else call the store.
 */
export async function unsuitableSlotLine(app: FastifyInstance, order: OrderRow, language: Language): Promise<string> {
  const t = translator(language);
  const phone = formatPhoneNumber(app.ctx.config.paymentPhone);
  const slot = await orderSlot(app, order);
  const now = shopDateTime(app.ctx.clock.now(), app.ctx.config.shopTimezone);
  const refusal = slotChangeRefusal({ ...order, pickupSlot: slot ?? null }, now);
  return refusal === null
    ? t('orders:email.slotMoved.change', { count: SLOT_CHANGE_CUTOFF_MINUTES / 60, phone })
    : t('orders:email.slotMoved.call', { phone });
}

/**
 * Where the order goes, for the admin: the pickup slot (or that none is booked yet) and pass code,
 * or the delivery address (issue 40); '' when neither is known.
 */
export async function adminHandover(app: FastifyInstance, order: OrderRow, language: Language): Promise<string> {
  if (!order.isPickup) return deliveryLine(order, language);
  const t = translator(language);
  const slot = await orderSlot(app, order);
  if (slot) {
    return `\n${t('orders:email.adminPickup', { slot: t('pickup:slot', slotTextParams(slot, language)), code: order.pickupCode ?? '' })}`;
  }
  return order.pickupCode ? `\n${t('orders:email.adminPickupNoSlot', { code: order.pickupCode })}` : '';
}
