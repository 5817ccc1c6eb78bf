import { PickupRoutes, PickupSlotRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import {
  centsToDollars,
  formatMoney,
  formatPhoneNumber,
  handoverNeedsReason,
  hasPermission,
  orderBalance,
  type Permission,
} from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Api } from '../../shared/api';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { mailCustomer, mailSlotMovedAfterReply } from '../orders/order-mail';
import { completeWhenDone } from '../orders/order-status';
import { toApiOrder } from '../orders/order-view';
import { findOrder, findOrderByPickupCode, listOrders, lockOrder } from '../orders/orders.queries';
import { readOrderRecord, toOrderDetail } from '../orders/payments.service';
import { orderAuditIdentity } from './order-audit';
import {
  checkPickupCode,
  checkPickupDate,
  createSlot,
  deleteSlot,
  listUpcomingSlots,
  moveToSlot,
  refuseCustomerSlotChange,
  slotsOfDay,
  toApiSlot,
} from './pickups.service';

/** Who moves any pickup order to another slot (the contract's permission; never 'owner' there). */
const MOVE_PERMISSION = PickupRoutes.movePickupSlot.permission as Permission;

/** A pickup order not handed over yet, locked until the transaction ends; 404 / 409 otherwise. */
async function lockPickupOrderToHandOver(tx: Db, orderId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
  if (!order.isPickup) throw new AppError('CONFLICT', 'pickup:errors.notPickup');
  if (order.pickedUpAt) throw new AppError('CONFLICT', 'pickup:errors.alreadyPickedUp');
  return order;
}

/** Pickup slots and the pickup day (ARCHITECTURE §7 "Pickup slots"). */
export default async function pickupRoutes(app: Api) {
  const { db, clock, config } = app.ctx;
  const shopClock = () => ({ now: clock.now(), timeZone: config.shopTimezone });

  // Admins (who manage slots) see a running slot until its end; customers only slots not yet started.
  app.get('/pickup-slots', { preHandler: app.requireUser, schema: PickupSlotRoutes.listSlots }, async (request) => {
    const staff = hasPermission(request.account, 'season:edit') || hasPermission(request.account, 'pickups:work');
    return listUpcomingSlots(db, shopClock(), { untilEnd: staff });
  });

  app.post(
    '/pickup-slots',
    { preHandler: app.requirePermission(PickupSlotRoutes.createSlot.permission), schema: PickupSlotRoutes.createSlot },
    async (request, reply) => {
      const slot = await createSlot(db, request.account!, request.body, shopClock(), request.language);
      return reply.status(201).send(slot);
    },
  );

  app.delete(
    '/pickup-slots/:id',
    { preHandler: app.requirePermission(PickupSlotRoutes.deleteSlot.permission), schema: PickupSlotRoutes.deleteSlot },
    async (request) => {
      await deleteSlot(db, request.account!, request.params.id);
      return { message: translator(request.language)('pickup:admin.deleted') };
    },
  );

  /** The day's slots (default today in the shop's time zone), each with the pickup orders holding it, earliest first. */
  app.get(
    '/pickups',
    { preHandler: app.requirePermission(PickupRoutes.pickups.permission), schema: PickupRoutes.pickups },
    async (request) => {
      const date = checkPickupDate(request.query.date, shopClock());
      const slots = await slotsOfDay(db, date);
      const found = await listOrders(db, { slotIds: slots.map((slot) => slot.id) });
      return {
        date,
        slots: slots.map((slot) => ({
          ...toApiSlot(slot),
          orders: found
            .filter((o) => o.order.pickupSlotId === slot.id)
            .reverse()
            .map((o) => toApiOrder(o)),
        })),
      };
    },
  );

  app.get(
    '/orders/lookup',
    { preHandler: app.requirePermission(PickupRoutes.lookup.permission), schema: PickupRoutes.lookup },
    async (request) => {
      const found = await findOrderByPickupCode(db, checkPickupCode(request.query.code));
      if (!found) throw new AppError('NOT_FOUND', 'pickup:errors.codeNotFound');
      return toApiOrder(found);
    },
  );

  app.post(
    '/orders/:id/picked-up',
    {
      preHandler: app.requirePermission(PickupRoutes.pickedUp.permission),
      // A paid order is handed over with no body at all (the call before issue 40): read as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: PickupRoutes.pickedUp,
    },
    async (request) => {
      const orderId = request.params.id;
      const { completed, found } = await db.transaction(async (tx) => {
        const order = await lockPickupOrderToHandOver(tx, orderId);
        const { balanceDueCents } = orderBalance(order);
        const reason = request.body?.reason?.trim() ?? '';
        if (handoverNeedsReason(balanceDueCents, reason)) {
          throw new AppError('CONFLICT', 'pickup:errors.balanceNeedsReason', { amount: formatMoney(balanceDueCents, request.language) });
        }
        const pickedUpAt = clock.now();
        await tx.update(orders).set({ pickedUpAt, updatedAt: new Date() }).where(eq(orders.id, orderId));
        await recordAudit(tx, request.account!, {
          action: 'order.pickedUp',
          targetType: 'order',
          targetId: orderId,
          details: {
            ...orderAuditIdentity(order),
            amountNeeded: order.amountNeededCents / 100,
            ...(balanceDueCents > 0 ? { handedOverUnpaid: centsToDollars(balanceDueCents), reason } : {}),
          },
        });
        // A paid order handed over is done (COMPLETE, its FundstoAdd credited): off the open orders.
        const completed = await completeWhenDone(tx, request.account!, order, { ...order, pickedUpAt });
        // The answer read holding the lock: an order deleted right after the commit would be gone (a 500).
        return { completed, found: (await findOrder(tx, orderId))! };
      });
      if (completed) {
        app.ctx.changes.announce('users');
        // Committed: the customer is thanked once, as an admin's completion thanks them.
        await mailCustomer(app, found.order, 'completed');
      }
      return { order: toApiOrder(found) };
    },
  );

  /**
   * Moves a pickup order to another slot (a slot cancelled for weather or staff): the order row,
   * then both slot rows, locked in one transaction; the pass code stays. The customer is e-mailed
   * the new time after the answer. Moving to the slot it already holds changes nothing.
   * The order's owner may move it too, within core's slotChangeRefusal (until SLOT_CHANGE_CUTOFF_MINUTES
   * before its slot starts, only into a slot not started): docs/decisions/pickup-pass-and-pickup-day.md.
   * Staff without pickups:work are refused on others' orders as before (403); other customers read 404.
   */
  app.post('/orders/:id/pickup-slot', { preHandler: app.requireUser, schema: PickupRoutes.movePickupSlot }, async (request) => {
    const account = request.account!;
    const orderId = request.params.id;
    const toSlotId = request.body.pickupSlotId.trim();
    const staff = hasPermission(account, MOVE_PERMISSION);
    const { moved, record, byCustomer } = await db.transaction(async (tx) => {
      const order = staff ? await lockPickupOrderToHandOver(tx, orderId) : await lockOwnOrder(tx, account, orderId, MOVE_PERMISSION);
      const byCustomer = !staff;
      if (byCustomer) await refuseCustomerSlotChange(tx, order, shopClock(), formatPhoneNumber(config.paymentPhone));
      const fromSlot = order.pickupSlotId;
      const slot = await moveToSlot(tx, fromSlot, toSlotId, shopClock(), { byCustomer });
      // The answer read holding the lock: an order deleted right after the commit would be gone (a 500).
      if (!slot) return { moved: false, byCustomer, record: (await readOrderRecord(tx, orderId))! };
      await tx.update(orders).set({ pickupSlotId: slot.id, updatedAt: new Date() }).where(eq(orders.id, orderId));
      await recordAudit(tx, account, {
        action: 'order.pickupSlot',
        targetType: 'order',
        targetId: orderId,
        details: {
          ...orderAuditIdentity(order),
          from: fromSlot,
          to: slot.id,
          toSlot: { date: slot.date, start: slot.start, end: slot.end },
          ...(byCustomer ? { by: 'customer' } : {}),
        },
      });
      return { moved: true, byCustomer, record: (await readOrderRecord(tx, orderId))! };
    });
    if (moved) mailSlotMovedAfterReply(app, record.order, byCustomer ? 'slotChanged' : 'slotMoved');
    return toOrderDetail(record, config.paymentPhone);
  });

  /**
   * The caller's own order, locked, for a customer's slot change. Someone else's order is refused as
   * the permission guard refused it before owners could move theirs: staff without the permission
   * 403, customers 'No such order.' (as GET /api/orders/:id), so an order's existence is not told.
   */
  async function lockOwnOrder(tx: Db, account: UserRow, orderId: string, permission: Permission) {
    const order = await lockOrder(tx, orderId);
    if (order && order.userId === account.id) return order;
    if (account.admin || account.permissions.length > 0) throw new AppError('NOT_ALLOWED', 'permissionNeeded', { permission });
    throw new AppError('NOT_FOUND', 'orders:errors.notFound');
  }
}
