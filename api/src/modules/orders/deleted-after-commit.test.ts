/**
 * An act on an order (handover, slot move, update-order, payment void) answers from what its own
 * transaction saw: when the owner deletes the order in the instant after that transaction commits,
 * the act still answers 200 with the order as it left it, never a 500 from a read that finds no
 * order. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
import { call, type TestApp } from '../../../test/helper';
import { openShopWithCake, placeOrder } from '../../../test/order-fixtures';
import { pickupSlots } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
let admin: { token: string };
let cake: Awaited<ReturnType<typeof openShopWithCake>>['cake'];
beforeAll(async () => {
  ({ t, admin, cake } = await openShopWithCake('Vanishing Cake'));
});
afterAll(() => t.close());

const deleteOrder = (orderId: string) => call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: orderId } });

/**
 * The app's next transaction, once committed, is followed at once by the deletion of `orderId`
 * (before the route reads anything more): the owner's delete landing in that instant.
 */
function deleteRightAfterNextCommit(orderId: string): { deleted: Promise<number> } {
  const db = t.app.ctx.db;
  const original = db.transaction;
  let settle: (status: number) => void = () => {};
  const deleted = new Promise<number>((resolve) => {
    settle = resolve;
  });
  db.transaction = (async (...args: Parameters<typeof original>) => {
    db.transaction = original;
    const result = await original.apply(db, args);
    settle((await deleteOrder(orderId)).statusCode);
    return result;
  }) as typeof original;
  return { deleted };
}

async function slot(start: string): Promise<string> {
  const id = newId();
  await t.app.ctx.db.insert(pickupSlots).values({ id, date: '2026-11-20', start, end: '23:00', capacity: 100 });
  return id;
}

describe('an order deleted right after the act on it commits', () => {
  it('the handover answers the handed-over order', async () => {
    const placed = await placeOrder(t.app, cake, { isPickup: true });
    const { deleted } = deleteRightAfterNextCommit(placed.orderId);
    const handed = await call(t.app, 'POST', `/api/orders/${placed.orderId}/picked-up`, {
      token: admin.token,
      payload: { reason: 'Pays Friday' },
    });
    expect(await deleted).toBe(200);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().order).toMatchObject({ _id: placed.orderId, orderNumber: placed.orderNumber });
    expect(handed.json().order.pickedUpAt).toEqual(expect.any(String));
  });

  it('the slot move answers the order in its new slot', async () => {
    const from = await slot('10:00');
    const to = await slot('14:00');
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from });
    const { deleted } = deleteRightAfterNextCommit(placed.orderId);
    const moved = await call(t.app, 'POST', `/api/orders/${placed.orderId}/pickup-slot`, {
      token: admin.token,
      payload: { pickupSlotId: to },
    });
    expect(await deleted).toBe(200);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ _id: placed.orderId, pickupSlot: { _id: to } });
  });

  it('update-order answers the updated order', async () => {
    const placed = await placeOrder(t.app, cake, { isPickup: true });
    const { deleted } = deleteRightAfterNextCommit(placed.orderId);
    const updated = await call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: placed.orderId, order_status: 'COMPLETE' },
    });
    expect(await deleted).toBe(200);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ _id: placed.orderId, status: 'COMPLETE' });
  });

  it('a payment void answers the order with its ledger', async () => {
    const placed = await placeOrder(t.app, cake, { isPickup: true });
    const paid = await call(t.app, 'POST', `/api/orders/${placed.orderId}/payments`, {
      token: admin.token,
      payload: { amount: '100.00', method: 'cash' },
    });
    expect(paid.statusCode).toBe(201);
    const paymentId = paid.json().payment._id as string;
    const { deleted } = deleteRightAfterNextCommit(placed.orderId);
    const voided = await call(t.app, 'POST', `/api/orders/${placed.orderId}/payments/${paymentId}/void`, {
      token: admin.token,
      payload: { reason: 'Counted twice' },
    });
    expect(await deleted).toBe(200);
    expect(voided.statusCode).toBe(200);
    expect(voided.json().order).toMatchObject({ _id: placed.orderId, amountPayed: 0 });
    expect(voided.json().order.payments).toEqual([expect.objectContaining({ _id: paymentId, voidReason: 'Counted twice' })]);
  });

  it('many handovers racing the deletion of their order: each answers 200 or 404, never 5xx', async () => {
    const placed = await Promise.all(Array.from({ length: 12 }, () => placeOrder(t.app, cake, { isPickup: true })));
    const answers = await Promise.all(
      placed.flatMap(({ orderId }) => [
        call(t.app, 'POST', `/api/orders/${orderId}/picked-up`, { token: admin.token, payload: { reason: 'Pays Friday' } }),
        deleteOrder(orderId),
      ]),
    );
    for (const answer of answers) expect([200, 404]).toContain(answer.statusCode);
  });
});
