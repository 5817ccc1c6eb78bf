/**
 * POST /api/orders/:id/pickup-slot called by the order's owner: a customer changes their own pickup
 * time (docs/decisions/pickup-pass-and-pickup-day.md), within the rules core's slotChangeRefusal
 * states. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
import { formatPhoneNumber } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { ItemRow } from '../../../test/cart-fixtures';
import { call, createUser, type TestApp } from '../../../test/helper';
import { openShopWithCake, placeOrder } from '../../../test/order-fixtures';
import { readOutbox } from '../../adapters/outbox';
import { auditLog, orders, pickupSlots } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  ({ t, admin, cake } = await openShopWithCake('Own Move Cake'));
});
afterAll(() => t.close());

// The test clock: Wednesday 2026-11-18, 12:00 in Chicago.
async function slot(fields: Partial<{ date: string; start: string; end: string; capacity: number }> = {}): Promise<string> {
  const id = newId();
  await t.app.ctx.db.insert(pickupSlots).values({ id, date: '2026-11-20', start: '10:00', end: '11:00', capacity: 5, ...fields });
  return id;
}
const move = (orderId: string, pickupSlotId: string, token: string, language = 'en') =>
  call(t.app, 'POST', `/api/orders/${orderId}/pickup-slot`, { token, payload: { pickupSlotId }, headers: { 'accept-language': language } });
const booked = async (id: string) => (await t.app.ctx.db.select().from(pickupSlots).where(eq(pickupSlots.id, id)))[0]?.booked;
async function orderRow(id: string) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('a customer changing the pickup time of their own order', () => {
  it('moves it (the pass code stays), frees the old place, audits the customer as the one who did it, and confirms by e-mail', async () => {
    const from = await slot();
    const to = await slot({ date: '2026-11-21', start: '14:00', end: '15:00' });
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from });
    const before = await orderRow(placed.orderId);

    const moved = await move(placed.orderId, to, placed.token);
    expect(moved.statusCode).toBe(200);
    const detail = await call(t.app, 'GET', `/api/orders/${placed.orderId}`, { token: placed.token });
    expect(moved.json()).toEqual(detail.json());
    expect(moved.json()).toMatchObject({ pickupCode: before.pickupCode, pickupSlot: { _id: to, date: '2026-11-21', start: '14:00' } });
    expect(await booked(from)).toBe(0);
    expect(await booked(to)).toBe(1);

    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, placed.orderId));
    const entry = entries.find((e) => e.action === 'order.pickupSlot');
    expect(entry).toMatchObject({
      actorId: placed.user.id,
      actorUsername: placed.user.username,
      details: expect.objectContaining({ from, to, by: 'customer' }),
    });

    await t.app.ctx.afterReply.idle();
    const mail = (await readOutbox(t.dataDir)).find(
      (m) => m.channel === 'email' && m.to === placed.user.email && m.subject.includes('new pickup time'),
    );
    expect(mail?.subject).toBe(`Order ${placed.orderNumber}: new pickup time Sat, Nov 21, 2:00 PM–3:00 PM`);
    expect(mail?.text).toContain(`You changed the pickup of order ${placed.orderNumber} to a new time: Sat, Nov 21, 2:00 PM–3:00 PM.`);
    expect(mail?.text).not.toContain('The store moved');
  });

  it("another customer's order is 'No such order.' (404) as GET /api/orders/:id says, and nothing moves", async () => {
    const from = await slot();
    const to = await slot({ start: '12:00', end: '13:00' });
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from });
    const stranger = await createUser(t.app);
    const refused = await move(placed.orderId, to, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'No such order.' });
    expect((await call(t.app, 'GET', `/api/orders/${placed.orderId}`, { token: stranger.token })).statusCode).toBe(404);
    const missing = await move('no-such-order', to, stranger.token, 'es');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No existe ese pedido.' });
    expect((await orderRow(placed.orderId)).pickupSlotId).toBe(from);
    expect(await booked(to)).toBe(0);
  });

  it('refuses a delivery order, one picked up, one complete, in the caller language; nothing moves', async () => {
    const to = await slot({ date: '2026-11-22' });
    const delivery = await placeOrder(t.app, cake, { FundstoAdd: 0, isPickup: false });
    const notPickup = await move(delivery.orderId, to, delivery.token);
    expect(notPickup.statusCode).toBe(409);
    expect(notPickup.json()).toEqual({ error: 'This order is not a pickup order.' });

    const taken = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: await slot() });
    await t.app.ctx.db
      .update(orders)
      .set({ pickedUpAt: new Date('2026-11-18T17:00:00Z') })
      .where(eq(orders.id, taken.orderId));
    const pickedUp = await move(taken.orderId, to, taken.token, 'es');
    expect(pickedUp.statusCode).toBe(409);
    expect(pickedUp.json()).toEqual({ error: 'Este pedido ya se recogió.' });

    const done = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: await slot() });
    await t.app.ctx.db.update(orders).set({ status: 'COMPLETE' }).where(eq(orders.id, done.orderId));
    const complete = await move(done.orderId, to, done.token);
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toEqual({ error: 'This order is complete; its pickup time can no longer be changed.' });
    const completeEs = await move(done.orderId, to, done.token, 'es');
    expect(completeEs.json()).toEqual({ error: 'Este pedido está completo; ya no se puede cambiar su hora de recogida.' });
    expect(await booked(to)).toBe(0);
  });

  it('closes two hours before the current slot starts (the counter may still move it)', async () => {
    const to = await slot({ date: '2026-11-23' });
    const phone = formatPhoneNumber(t.app.ctx.config.paymentPhone);
    // 13:59 today starts in 1 h 59 min: closed. 14:00 starts in 2 h: still open.
    const soon = await placeOrder(t.app, cake, {
      isPickup: true,
      pickupSlotId: await slot({ date: '2026-11-18', start: '13:59', end: '15:00' }),
    });
    const closed = await move(soon.orderId, to, soon.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      error: `Your pickup time can no longer be changed online: it starts in less than 2 hours. Please call the store at ${phone}.`,
    });
    const closedEs = await move(soon.orderId, to, soon.token, 'es');
    expect(closedEs.json()).toEqual({
      error: `Su hora de recogida ya no se puede cambiar en línea: empieza en menos de 2 horas. Llame a la tienda al ${phone}.`,
    });
    expect((await orderRow(soon.orderId)).pickupSlotId).not.toBe(to);
    expect((await move(soon.orderId, to, admin.token)).statusCode).toBe(200);

    const later = await placeOrder(t.app, cake, {
      isPickup: true,
      pickupSlotId: await slot({ date: '2026-11-18', start: '14:00', end: '15:00' }),
    });
    expect((await move(later.orderId, to, later.token)).statusCode).toBe(200);
  });

  it('refuses a slot that has started, has ended, is full or does not exist; the order keeps its slot', async () => {
    const from = await slot();
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from });

    const running = await slot({ date: '2026-11-18', start: '11:30', end: '12:30' });
    const started = await move(placed.orderId, running, placed.token);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toEqual({ error: 'That pickup time is no longer available. Please choose another.' });
    const ended = await move(placed.orderId, await slot({ date: '2026-11-17' }), placed.token, 'es');
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({ error: 'Esa hora de recogida ya no está disponible. Elija otra.' });

    const full = await slot({ date: '2026-11-24', capacity: 1 });
    await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: full });
    const refused = await move(placed.orderId, full, placed.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'That pickup time is full. Please choose another.' });

    const missing = await move(placed.orderId, 'no-such-slot', placed.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No such pickup slot. It may have been deleted.' });

    expect((await orderRow(placed.orderId)).pickupSlotId).toBe(from);
    expect(await booked(from)).toBe(1);
    expect(await booked(running)).toBe(0);
    expect(await booked(full)).toBe(1);
  });

  it('an order holding no slot may choose one', async () => {
    const held = await slot({ date: '2026-11-25' });
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: held });
    await t.app.ctx.db.update(orders).set({ pickupSlotId: null }).where(eq(orders.id, placed.orderId));
    await t.app.ctx.db.update(pickupSlots).set({ booked: 0 }).where(eq(pickupSlots.id, held));
    expect((await move(placed.orderId, held, placed.token)).statusCode).toBe(200);
    expect(await booked(held)).toBe(1);
  });

  it('10 customers moving their orders at once into a slot with 1 place: exactly one succeeds', async () => {
    const from = await slot({ date: '2026-11-26', capacity: 20 });
    const to = await slot({ date: '2026-11-27', capacity: 1 });
    const placed = [];
    for (let i = 0; i < 10; i++) placed.push(await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from }));
    const answers = await Promise.all(placed.map((p) => move(p.orderId, to, p.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: 'That pickup time is full. Please choose another.' });
    }
    expect(await booked(to)).toBe(1);
    expect(await booked(from)).toBe(9);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.pickupSlotId, to))).toHaveLength(1);
  });
});
