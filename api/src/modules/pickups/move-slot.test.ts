/**
 * POST /api/orders/:id/pickup-slot: the counter moves a pickup order to another slot (a slot
 * cancelled for weather or staff). Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
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
  ({ t, admin, cake } = await openShopWithCake('Move Cake'));
});
afterAll(() => t.close());

// The test clock: Wednesday 2026-11-18, 12:00 in Chicago.
async function slot(fields: Partial<{ date: string; start: string; end: string; capacity: number }> = {}): Promise<string> {
  const id = newId();
  await t.app.ctx.db.insert(pickupSlots).values({ id, date: '2026-11-20', start: '10:00', end: '11:00', capacity: 5, ...fields });
  return id;
}
const move = (orderId: string, pickupSlotId: string, token = admin.token, language = 'en') =>
  call(t.app, 'POST', `/api/orders/${orderId}/pickup-slot`, { token, payload: { pickupSlotId }, headers: { 'accept-language': language } });
const booked = async (id: string) => (await t.app.ctx.db.select().from(pickupSlots).where(eq(pickupSlots.id, id)))[0]?.booked;
async function orderRow(id: string) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('moving a pickup order to another slot', () => {
  it('moves the order (its pass code stays), frees the old place, records it and e-mails the customer the new time', async () => {
    const from = await slot({ start: '10:00', end: '11:00' });
    const to = await slot({ date: '2026-11-21', start: '14:00', end: '15:00' });
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from });
    const before = await orderRow(placed.orderId);
    expect(await booked(from)).toBe(1);

    const moved = await move(placed.orderId, to);
    expect(moved.statusCode).toBe(200);
    const detail = await call(t.app, 'GET', `/api/orders/${placed.orderId}`, { token: admin.token });
    expect(moved.json()).toEqual(detail.json());
    expect(moved.json()).toMatchObject({
      _id: placed.orderId,
      pickupCode: before.pickupCode,
      pickupSlot: { _id: to, date: '2026-11-21', start: '14:00', end: '15:00' },
    });
    expect((await orderRow(placed.orderId)).pickupSlotId).toBe(to);
    expect(await booked(from)).toBe(0);
    expect(await booked(to)).toBe(1);

    const [entry] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, placed.orderId));
    expect(entry).toMatchObject({ action: 'order.pickupSlot', details: expect.objectContaining({ from, to }) });

    await t.app.ctx.afterReply.idle();
    const mail = (await readOutbox(t.dataDir)).find(
      (m) => m.channel === 'email' && m.to === placed.user.email && m.subject.includes('new pickup time'),
    );
    expect(mail?.subject).toBe(`Order ${placed.orderNumber}: new pickup time Sat, Nov 21, 2:00 PM–3:00 PM`);
    // The new time said once, then the pass to bring (not a "Pickup:" line repeating the time).
    expect(mail?.text).toContain(`to a new time: Sat, Nov 21, 2:00 PM–3:00 PM.\nBring your pickup pass (code ${before.pickupCode}).`);
  });

  it('e-mails a Spanish-speaking customer in Spanish; staff with pickups:work may move, other staff and customers may not', async () => {
    const from = await slot();
    const to = await slot({ start: '16:00', end: '17:00' });
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from }, { language: 'es' });
    // The order's owner may now move it themselves (customer-move-slot.test.ts); another customer reads 404.
    expect((await move(placed.orderId, to, (await createUser(t.app)).token)).statusCode).toBe(404);
    const clerk = await createUser(t.app);
    const put = (permissions: string[]) =>
      call(t.app, 'PUT', `/api/staff/${clerk.user.id}`, { token: admin.token, payload: { permissions } });
    expect((await put(['orders:read'])).statusCode).toBe(200);
    expect((await move(placed.orderId, to, clerk.token)).statusCode).toBe(403);
    expect((await put(['orders:read', 'pickups:work'])).statusCode).toBe(200);
    expect((await move(placed.orderId, to, clerk.token)).statusCode).toBe(200);

    await t.app.ctx.afterReply.idle();
    const mail = (await readOutbox(t.dataDir)).find(
      (m) => m.channel === 'email' && m.to === placed.user.email && m.subject.includes('nueva hora'),
    );
    expect(mail?.subject).toMatch(new RegExp(`^Pedido ${placed.orderNumber}: nueva hora de recogida `));
    expect(mail?.text).toContain('La tienda cambió la recogida del pedido');
  });

  it('moving to the slot the order already holds answers 200 and changes nothing', async () => {
    const from = await slot();
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from });
    const same = await move(placed.orderId, from);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ pickupSlot: { _id: from } });
    expect(await booked(from)).toBe(1);
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, placed.orderId));
    expect(entries.filter((e) => e.action === 'order.pickupSlot')).toHaveLength(0);
  });

  it('refuses: no such order (404), not a pickup order, already picked up (409), in the caller language', async () => {
    const to = await slot();
    const none = await move('nope', to);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'No such order.' });

    const delivery = await placeOrder(t.app, cake, { FundstoAdd: 0, isPickup: false });
    const notPickup = await move(delivery.orderId, to);
    expect(notPickup.statusCode).toBe(409);
    expect(notPickup.json()).toEqual({ error: 'This order is not a pickup order.' });

    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: await slot() });
    await t.app.ctx.db
      .update(orders)
      .set({ pickedUpAt: new Date('2026-11-18T17:00:00Z') })
      .where(eq(orders.id, placed.orderId));
    const taken = await move(placed.orderId, to, admin.token, 'es');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'Este pedido ya se recogió.' });
    expect(await booked(to)).toBe(0);
  });

  it('refuses a slot that does not exist (404), one that has ended or is full (409); the order keeps its slot', async () => {
    const from = await slot();
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from });

    const missing = await move(placed.orderId, 'no-such-slot');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No such pickup slot. It may have been deleted.' });

    const ended = await slot({ date: '2026-11-18', start: '10:00', end: '11:59' });
    const over = await move(placed.orderId, ended);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'That pickup time has already ended. Please choose a later one.' });
    // A slot still running (ends 12:30) may be chosen by the counter.
    const running = await slot({ date: '2026-11-18', start: '11:30', end: '12:30', capacity: 1 });

    const other = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: await slot() });
    expect((await move(other.orderId, running)).statusCode).toBe(200);
    const full = await move(placed.orderId, running, admin.token, 'es');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'Esa hora de recogida está llena. Elija otra.' });

    expect((await orderRow(placed.orderId)).pickupSlotId).toBe(from);
    expect(await booked(from)).toBe(1);
    expect(await booked(running)).toBe(1);
  });

  it('an order holding no slot yet gets one', async () => {
    const held = await slot({ date: '2026-11-25' });
    const placed = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: held });
    // As an order placed while no slot was open: it holds none.
    await t.app.ctx.db.update(orders).set({ pickupSlotId: null }).where(eq(orders.id, placed.orderId));
    await t.app.ctx.db.update(pickupSlots).set({ booked: 0 }).where(eq(pickupSlots.id, held));
    expect((await move(placed.orderId, held)).statusCode).toBe(200);
    expect(await booked(held)).toBe(1);
    expect((await orderRow(placed.orderId)).pickupSlotId).toBe(held);
  });

  it('10 concurrent moves of different orders into a slot with 3 places left: exactly 3 succeed', async () => {
    const from = await slot({ date: '2026-11-22', capacity: 10 });
    const to = await slot({ date: '2026-11-23', capacity: 5 });
    for (let i = 0; i < 2; i++) await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: to });
    const placed = [];
    for (let i = 0; i < 10; i++) placed.push(await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: from }));
    const answers = await Promise.all(placed.map((p) => move(p.orderId, to)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: 'That pickup time is full. Please choose another.' });
    }
    expect(await booked(to)).toBe(5);
    expect(await booked(from)).toBe(7);
    const holding = await t.app.ctx.db.select().from(orders).where(eq(orders.pickupSlotId, to));
    expect(holding).toHaveLength(5);
  });

  it('concurrent moves of two orders crosswise between two slots both succeed (no deadlock)', async () => {
    const a = await slot({ date: '2026-11-24', start: '09:00', end: '10:00', capacity: 2 });
    const b = await slot({ date: '2026-11-24', start: '10:00', end: '11:00', capacity: 2 });
    const inA = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: a });
    const inB = await placeOrder(t.app, cake, { isPickup: true, pickupSlotId: b });
    const [one, two] = await Promise.all([move(inA.orderId, b), move(inB.orderId, a)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(await booked(a)).toBe(1);
    expect(await booked(b)).toBe(1);
  });
});
