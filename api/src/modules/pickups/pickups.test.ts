import { randomUUID } from 'node:crypto';
import { PRESETS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { readOutbox } from '../../adapters/outbox';
import { auditLog, orders, payments, pickupSlots, users } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t.app);
  cake = await insertItem(t.app, { title: 'Pickup Cake', priceCents: 60_000 });
});
afterAll(() => t.close());
afterEach(async () => {
  // Each test starts with no slot (orders first: they hold slots).
  await t.app.ctx.db.delete(orders);
  await t.app.ctx.db.delete(pickupSlots);
});

// The test clock: Wednesday 2026-11-18, 12:00 in Chicago.
const newSlot = (payload: Record<string, unknown>, language = 'en') =>
  call(t.app, 'POST', '/api/pickup-slots', { token: admin.token, payload, headers: { 'accept-language': language } });
async function slot(fields: Partial<{ date: string; start: string; end: string; capacity: number }> = {}) {
  const response = await newSlot({ date: '2026-11-20', start: '10:00', end: '11:00', capacity: 5, ...fields });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; remaining: number };
}
async function customerWithCart() {
  const customer = await createUser(t.app);
  await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
  return customer;
}
const order = (token: string, payload: Record<string, unknown>) => call(t.app, 'POST', '/api/create-order', { token, payload });
async function orderAnswer(token: string) {
  const list = (await call(t.app, 'GET', '/api/user-orders', { token })).json() as Array<Record<string, unknown>>;
  return list[0] as { _id: string; orderNumber: string; pickupSlot: unknown; pickupCode: string | null; pickedUpAt: string | null };
}

describe('pickup slots', () => {
  it('admins create slots; signed-in users list the upcoming ones with the room left, earliest first', async () => {
    const created = await newSlot({ date: '2026-11-20', start: '14:00', end: '15:30', capacity: 8 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      _id: expect.any(String),
      date: '2026-11-20',
      start: '14:00',
      end: '15:30',
      capacity: 8,
      remaining: 8,
    });
    await slot({ date: '2026-11-19', start: '09:00', end: '10:00' });
    // Today's slot still running (ends 12:30) is listed for admins, not offered to customers (it has
    // started); one that ended at 11:59 is listed for no one; one starting at 12:30 for both.
    await t.app.ctx.db.insert(pickupSlots).values([
      { id: 'ended', date: '2026-11-18', start: '11:00', end: '11:59', capacity: 3 },
      { id: 'running', date: '2026-11-18', start: '11:30', end: '12:30', capacity: 3 },
      { id: 'soon', date: '2026-11-18', start: '12:30', end: '13:00', capacity: 3 },
    ]);
    const { token } = await createUser(t.app);
    const listed = await call(t.app, 'GET', '/api/pickup-slots', { token });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Array<{ date: string; start: string }>).map((s) => `${s.date} ${s.start}`)).toEqual([
      '2026-11-18 12:30',
      '2026-11-19 09:00',
      '2026-11-20 14:00',
    ]);
    const forAdmin = await call(t.app, 'GET', '/api/pickup-slots', { token: admin.token });
    expect((forAdmin.json() as Array<{ date: string; start: string }>).map((s) => `${s.date} ${s.start}`)).toEqual([
      '2026-11-18 11:30',
      '2026-11-18 12:30',
      '2026-11-19 09:00',
      '2026-11-20 14:00',
    ]);
    const [entry] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'pickupSlot.create'));
    expect(entry).toBeDefined();
  });

  it.each([
    [
      { date: '2026-02-30', start: '10:00', end: '11:00', capacity: 5 },
      'The date must be a real date between 2000 and 2100 written as YYYY-MM-DD.',
    ],
    [
      { date: '9999-12-31', start: '10:00', end: '11:00', capacity: 5 },
      'The date must be a real date between 2000 and 2100 written as YYYY-MM-DD.',
    ],
    [
      { date: '20-11-2026', start: '10:00', end: '11:00', capacity: 5 },
      'The date must be a real date between 2000 and 2100 written as YYYY-MM-DD.',
    ],
    [{ date: '2026-11-20', start: '25:00', end: '26:00', capacity: 5 }, 'Start and end must be times written as HH:MM (24-hour clock).'],
    [{ date: '2026-11-20', start: '11:00', end: '10:00', capacity: 5 }, 'The slot must end after it starts.'],
    [{ date: '2026-11-20', start: '10:00', end: '11:00', capacity: 0 }, 'Capacity must be a whole number from 1 to 1000.'],
    [{ date: '2026-11-20', start: '10:00', end: '11:00', capacity: 2.5 }, 'Capacity must be a whole number from 1 to 1000.'],
    [{ date: '2026-11-18', start: '08:00', end: '11:00', capacity: 5 }, 'This slot would already be over. Choose a later date or time.'],
  ])('refuses %j with 400', async (payload, error) => {
    const response = await newSlot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await t.app.ctx.db.select().from(pickupSlots)).toHaveLength(0);
  });

  it('refuses a second slot with the same date and times (409), in Spanish too', async () => {
    await slot();
    const again = await newSlot({ date: '2026-11-20', start: '10:00', end: '11:00', capacity: 9 }, 'es');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Ya hay una hora el vie, 20 nov de 10:00 a 11:00.' });
    // English says the times on its own clock (issue 40): not '10:00' but '10:00 AM'.
    const english = await newSlot({ date: '2026-11-20', start: '10:00', end: '11:00', capacity: 9 });
    expect(english.json()).toEqual({ error: 'There is already a slot on Fri, Nov 20 from 10:00 AM to 11:00 AM.' });
  });

  it('only admins create and delete slots', async () => {
    const { token } = await createUser(t.app);
    const created = await call(t.app, 'POST', '/api/pickup-slots', {
      token,
      payload: { date: '2026-11-20', start: '10:00', end: '11:00', capacity: 5 },
    });
    expect(created.statusCode).toBe(403);
    const { _id } = await slot();
    expect((await call(t.app, 'DELETE', `/api/pickup-slots/${_id}`, { token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/pickup-slots')).statusCode).toBe(401);
  });

  it('deletes a slot no order holds; 409 while an order holds it, 404 when unknown', async () => {
    const held = await slot();
    const free = await slot({ start: '12:00', end: '13:00' });
    const { token } = await customerWithCart();
    expect((await order(token, { isPickup: true, pickupSlotId: held._id })).statusCode).toBe(201);

    const refused = await call(t.app, 'DELETE', `/api/pickup-slots/${held._id}`, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Orders hold this slot (1). Move or delete them first.' });
    const deleted = await call(t.app, 'DELETE', `/api/pickup-slots/${free._id}`, { token: admin.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Pickup slot deleted.' });
    expect((await call(t.app, 'DELETE', `/api/pickup-slots/${free._id}`, { token: admin.token })).statusCode).toBe(404);
  });
});

describe('create-order with pickup slots', () => {
  it('keeps the spec body { FundstoAdd, isPickup } valid while the shop has no slots', async () => {
    const { token } = await customerWithCart();
    const response = await order(token, { FundstoAdd: 0, isPickup: true });
    expect(response.statusCode).toBe(201);
    const saved = await orderAnswer(token);
    expect(saved.pickupSlot).toBeNull();
    expect(saved.pickupCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  });

  it('names the pass code in the e-mails of a pickup order placed while no slot exists, and says the store will call', async () => {
    const customer = await customerWithCart();
    expect((await order(customer.token, { FundstoAdd: 0, isPickup: true })).statusCode).toBe(201);
    const saved = await orderAnswer(customer.token);
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.channel === 'email');
    const created = mails.find((m) => m.to === customer.user.email && m.subject.endsWith('how to pay'));
    expect(created?.text).toContain(
      `Pickup: no time is booked yet; the store will contact you to arrange it. Bring your pickup pass (code ${saved.pickupCode}).`,
    );
    const told = mails.find((m) => m.to === 'admin@example.com' && m.subject.startsWith(`New order ${saved.orderNumber} from`));
    expect(told?.text).toContain(`, pickup.\nPickup: no time booked yet (pass code ${saved.pickupCode}).`);
  });

  it('gives the spec body { FundstoAdd, isPickup } the earliest upcoming slot with room, named in the answer, the order and its e-mail', async () => {
    const full = await slot({ date: '2026-11-19', start: '09:00', end: '10:00', capacity: 1 });
    await t.app.ctx.db.update(pickupSlots).set({ booked: 1 }).where(eq(pickupSlots.id, full._id));
    const later = await slot({ date: '2026-11-20', start: '10:00', end: '11:00' });
    const earliest = await slot({ date: '2026-11-19', start: '14:00', end: '15:00' });
    const customer = await customerWithCart();
    const response = await order(customer.token, { FundstoAdd: 0, isPickup: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Your order will be ready for pickup on Thu, Nov 19, 2:00 PM–3:00 PM.');
    const saved = await orderAnswer(customer.token);
    expect(saved.pickupSlot).toEqual({ _id: earliest._id, date: '2026-11-19', start: '14:00', end: '15:00' });
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.channel === 'email' && m.to === customer.user.email);
    expect(mails.find((m) => m.subject.endsWith('how to pay'))?.text).toContain(
      `Pickup: Thu, Nov 19, 2:00 PM–3:00 PM. Bring your pickup pass (code ${saved.pickupCode}).`,
    );
    // In Spanish too; a slot chosen by the customer needs no message; delivery orders hold no slot.
    const other = await customerWithCart();
    const spanish = await call(t.app, 'POST', '/api/create-order', {
      token: other.token,
      payload: { FundstoAdd: 0, isPickup: true },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().message).toBe('Su pedido estará listo para recoger el jue, 19 nov, 14:00–15:00.');
    const chosen = await customerWithCart();
    const named = await order(chosen.token, { isPickup: true, pickupSlotId: later._id });
    expect(named.statusCode).toBe(201);
    expect(named.json().message).toBeUndefined();
    const delivery = await customerWithCart();
    expect((await order(delivery.token, { FundstoAdd: 0, isPickup: false })).statusCode).toBe(201);
    expect((await orderAnswer(delivery.token)).pickupCode).toBeNull();
  });

  it('never books a customer into a slot that has started, named or not (the clock: 12:00)', async () => {
    await t.app.ctx.db.insert(pickupSlots).values([
      { id: 'running', date: '2026-11-18', start: '11:00', end: '12:30', capacity: 3 },
      { id: 'now', date: '2026-11-18', start: '12:00', end: '13:00', capacity: 3 },
    ]);
    const later = await slot({ date: '2026-11-19', start: '10:00', end: '11:00' });
    const first = await customerWithCart();
    expect((await order(first.token, { FundstoAdd: 0, isPickup: true })).statusCode).toBe(201);
    expect((await orderAnswer(first.token)).pickupSlot).toMatchObject({ _id: later._id });
    const second = await customerWithCart();
    for (const id of ['running', 'now']) {
      expect((await order(second.token, { isPickup: true, pickupSlotId: id })).json()).toEqual({
        error: 'That pickup time is no longer available. Please choose another.',
      });
    }
    const rows = await t.app.ctx.db.select().from(pickupSlots);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.booked]))).toEqual({ running: 0, now: 0, [later._id]: 1 });
  });

  it('refuses the spec body with 409 only when every upcoming slot is full, and writes nothing', async () => {
    const only = await slot({ capacity: 1 });
    await t.app.ctx.db.update(pickupSlots).set({ booked: 1 }).where(eq(pickupSlots.id, only._id));
    const customer = await customerWithCart();
    const refused = await order(customer.token, { FundstoAdd: 0, isPickup: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Every pickup time is full. Please call the store to arrange your pickup.' });
    expect((await call(t.app, 'GET', '/api/user-orders', { token: customer.token })).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/get-cart', { token: customer.token })).json().cart).toHaveLength(1);
  });

  it('20 spec-body orders at once for the last 3 places book exactly 3, the others get the 409 sentence', async () => {
    const full = await slot({ date: '2026-11-19', start: '09:00', end: '10:00', capacity: 2 });
    await t.app.ctx.db.update(pickupSlots).set({ booked: 2 }).where(eq(pickupSlots.id, full._id));
    const last = await slot({ date: '2026-11-20', start: '10:00', end: '11:00', capacity: 3 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart()));
    const answers = await Promise.all(customers.map(({ token }) => order(token, { FundstoAdd: 0, isPickup: true })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ error: 'Every pickup time is full. Please call the store to arrange your pickup.' });
    }
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.pickupSlotId, last._id))).toHaveLength(3);
    const rows = await t.app.ctx.db.select().from(pickupSlots);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.booked]))).toEqual({ [full._id]: 2, [last._id]: 3 });
  });

  it('books the slot named, shows it on the order, and refuses unknown or past slots and slots on delivery orders', async () => {
    const booked = await slot({ capacity: 2 });
    const { token } = await customerWithCart();
    expect((await order(token, { isPickup: false, pickupSlotId: booked._id })).statusCode).toBe(400);
    expect((await order(token, { isPickup: true, pickupSlotId: 'no-such-slot' })).json()).toEqual({
      error: 'That pickup time is no longer available. Please choose another.',
    });
    await t.app.ctx.db.insert(pickupSlots).values({ id: 'past', date: '2026-11-17', start: '10:00', end: '11:00', capacity: 3 });
    expect((await order(token, { isPickup: true, pickupSlotId: 'past' })).statusCode).toBe(400);

    const response = await order(token, { isPickup: true, pickupSlotId: booked._id });
    expect(response.statusCode).toBe(201);
    const saved = await orderAnswer(token);
    expect(saved.pickupSlot).toEqual({ _id: booked._id, date: '2026-11-20', start: '10:00', end: '11:00' });
    const slots = (await call(t.app, 'GET', '/api/pickup-slots', { token })).json() as Array<{ _id: string; remaining: number }>;
    expect(slots.find((s) => s._id === booked._id)?.remaining).toBe(1);

    // Deleting the order gives the place back.
    expect((await call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: saved._id } })).statusCode).toBe(200);
    const after = (await call(t.app, 'GET', '/api/pickup-slots', { token })).json() as Array<{ _id: string; remaining: number }>;
    expect(after.find((s) => s._id === booked._id)?.remaining).toBe(2);
  });

  it("names the slot and the pass code in the order e-mail and the reminder, in the customer's language", async () => {
    const booked = await slot({ date: '2026-11-20', start: '10:00', end: '11:00' });
    const customer = await customerWithCart();
    expect((await order(customer.token, { isPickup: true, pickupSlotId: booked._id })).statusCode).toBe(201);
    const saved = await orderAnswer(customer.token);
    const mailsTo = async (to: string) => (await readOutbox(t.dataDir)).filter((m) => m.channel === 'email' && m.to === to);
    const created = (await mailsTo(customer.user.email)).find((m) => m.subject.endsWith('how to pay'));
    expect(created?.text).toContain(`Pickup: Fri, Nov 20, 10:00 AM–11:00 AM. Bring your pickup pass (code ${saved.pickupCode}).`);
    // The admins' new-order e-mail names the slot and the pass code too (issue 40).
    const deadline = Date.now() + 5_000;
    let told: string | undefined;
    while (!told && Date.now() < deadline) {
      told = (await mailsTo('admin@example.com')).find((m) => m.subject.startsWith(`New order ${saved.orderNumber} from`))?.text;
      if (!told) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(told).toContain(`, pickup.\nPickup: Fri, Nov 20, 10:00 AM–11:00 AM (pass code ${saved.pickupCode}).`);

    await t.app.ctx.db.update(users).set({ language: 'es' }).where(eq(users.id, customer.user.id));
    expect((await call(t.app, 'POST', `/api/orders/${saved._id}/remind`, { token: admin.token })).statusCode).toBe(200);
    const reminder = (await mailsTo(customer.user.email)).find((m) => m.subject.startsWith('Pedido'));
    expect(reminder?.text).toContain(`Recogida: vie, 20 nov, 10:00–11:00. Traiga su pase de recogida (código ${saved.pickupCode}).`);

    // A delivery order's e-mail names no slot.
    const other = await customerWithCart();
    expect((await order(other.token, { isPickup: false })).statusCode).toBe(201);
    const delivery = (await mailsTo(other.user.email)).find((m) => m.subject.endsWith('how to pay'));
    expect(delivery?.text).not.toContain('Pickup:');
    expect(delivery?.text).toContain('(total $649.50).\n\nAmount due now');
  });

  it('refuses a full slot with 409 and writes nothing', async () => {
    const small = await slot({ capacity: 1 });
    const first = await customerWithCart();
    expect((await order(first.token, { isPickup: true, pickupSlotId: small._id })).statusCode).toBe(201);
    const second = await customerWithCart();
    const full = await order(second.token, { isPickup: true, pickupSlotId: small._id });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'That pickup time is full. Please choose another.' });
    expect((await call(t.app, 'GET', '/api/user-orders', { token: second.token })).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/get-cart', { token: second.token })).json().cart).toHaveLength(1);
  });

  it('20 orders at once for a slot of capacity 5 book exactly 5', async () => {
    const five = await slot({ capacity: 5 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart()));
    const answers = await Promise.all(customers.map(({ token }) => order(token, { isPickup: true, pickupSlotId: five._id })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.pickupSlotId, five._id))).toHaveLength(5);
    const [row] = await t.app.ctx.db.select().from(pickupSlots).where(eq(pickupSlots.id, five._id));
    expect(row?.booked).toBe(5);
  });
});

describe('the pickup day', () => {
  it("lists a day's slots with their pickup orders; finds an order by its pass code; records the handover once", async () => {
    const morning = await slot({ start: '09:00', end: '10:00' });
    const noon = await slot({ start: '12:00', end: '13:00' });
    await slot({ date: '2026-11-21' });
    const anna = await customerWithCart();
    const ben = await customerWithCart();
    expect((await order(anna.token, { isPickup: true, pickupSlotId: noon._id })).statusCode).toBe(201);
    expect((await order(ben.token, { isPickup: true, pickupSlotId: noon._id })).statusCode).toBe(201);

    const day = await call(t.app, 'GET', '/api/pickups?date=2026-11-20', { token: admin.token });
    expect(day.statusCode).toBe(200);
    const body = day.json() as {
      date: string;
      slots: Array<{ _id: string; remaining: number; orders: Array<{ userInfo: { username: string } }> }>;
    };
    expect(body.date).toBe('2026-11-20');
    expect(body.slots.map((s) => s._id)).toEqual([morning._id, noon._id]);
    expect(body.slots[0]?.orders).toEqual([]);
    expect(body.slots[1]?.remaining).toBe(3);
    expect(body.slots[1]?.orders.map((o) => o.userInfo.username)).toEqual([anna.user.username, ben.user.username]);
    expect((await call(t.app, 'GET', '/api/pickups?date=2026-13-01', { token: admin.token })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/pickups', { token: admin.token })).json()).toEqual({ date: '2026-11-18', slots: [] });

    const annaOrder = await orderAnswer(anna.token);
    const code = annaOrder.pickupCode as string;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const found = await call(t.app, 'GET', `/api/orders/lookup?code=${encodeURIComponent(typed)}`, { token: admin.token });
    expect(found.statusCode).toBe(200);
    expect(found.json()._id).toBe(annaOrder._id);
    expect((await call(t.app, 'GET', '/api/orders/lookup?code=ABCDEFGH', { token: admin.token })).json()).toEqual({
      error: 'No order has this pass code.',
    });
    expect((await call(t.app, 'GET', '/api/orders/lookup?code=0O1', { token: admin.token })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/orders/lookup?code=${code}`, { token: anna.token })).statusCode).toBe(403);

    // Anna still owes her order: the counter hands it over only with a reason (issue 40).
    const handed = await call(t.app, 'POST', `/api/orders/${annaOrder._id}/picked-up`, {
      token: admin.token,
      payload: { reason: 'Pays on Friday' },
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().order.pickedUpAt).toBe('2026-11-18T18:00:00.000Z');
    const again = await call(t.app, 'POST', `/api/orders/${annaOrder._id}/picked-up`, { token: admin.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This order was already picked up.' });
    expect((await call(t.app, 'POST', '/api/orders/nope/picked-up', { token: admin.token })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/orders/${annaOrder._id}/picked-up`, { token: anna.token })).statusCode).toBe(403);

    const delivery = await customerWithCart();
    expect((await order(delivery.token, { isPickup: false })).statusCode).toBe(201);
    const deliveryOrder = await orderAnswer(delivery.token);
    expect((await call(t.app, 'POST', `/api/orders/${deliveryOrder._id}/picked-up`, { token: admin.token })).json()).toEqual({
      error: 'This order is not a pickup order.',
    });
  });
});

/** A clerk with the Counter preset (not the owner). */
async function counterClerk() {
  const clerk = await createUser(t.app);
  const made = await call(t.app, 'PUT', `/api/staff/${clerk.user.id}`, {
    token: admin.token,
    payload: { permissions: [...PRESETS.counter] },
  });
  expect(made.statusCode).toBe(200);
  return clerk;
}

describe('the counter and the money (issue 40)', () => {
  const handOver = (orderId: string, payload?: Record<string, unknown>, language = 'en') =>
    call(t.app, 'POST', `/api/orders/${orderId}/picked-up`, { token: admin.token, payload, headers: { 'accept-language': language } });

  it("refuses a silent handover of an order that still owes, in the caller's language, and writes nothing", async () => {
    const noon = await slot({ start: '12:00', end: '13:00' });
    const anna = await customerWithCart();
    expect((await order(anna.token, { isPickup: true, pickupSlotId: noon._id })).statusCode).toBe(201);
    const { _id } = await orderAnswer(anna.token);

    const silent = await handOver(_id);
    expect(silent.statusCode).toBe(409);
    // $600 cake + 8.25% tax.
    expect(silent.json()).toEqual({
      error: 'This order has a balance due of $649.50. Collect it first, or give a reason to hand the order over anyway.',
    });
    const blank = await handOver(_id, { reason: '   ' }, 'es');
    expect(blank.statusCode).toBe(409);
    expect(blank.json().error).toBe(
      'Este pedido tiene un saldo pendiente de $649.50. Cóbrelo primero, o indique un motivo para entregar el pedido de todos modos.',
    );
    expect((await handOver(_id, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await handOver(_id, { reason: 'ok', extra: 1 })).statusCode).toBe(400);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, _id));
    expect(row?.pickedUpAt).toBeNull();
    expect(await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, _id))).toEqual([]);

    const anyway = await handOver(_id, { reason: '  Pays Friday, agreed with the owner ' });
    expect(anyway.statusCode).toBe(200);
    expect(anyway.json().order.balanceDue).toBe(649.5);
    const [entry] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, _id));
    expect(entry?.action).toBe('order.pickedUp');
    expect(entry?.details).toMatchObject({ handedOverUnpaid: 649.5, reason: 'Pays Friday, agreed with the owner' });
  });

  it('reminds a customer who took the order away unpaid of the balance, not of a pickup already done', async () => {
    const noon = await slot({ start: '12:00', end: '13:00' });
    const anna = await customerWithCart();
    expect((await order(anna.token, { isPickup: true, pickupSlotId: noon._id })).statusCode).toBe(201);
    const { _id, orderNumber } = await orderAnswer(anna.token);
    expect((await handOver(_id, { reason: 'Pays Friday' })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/orders/${_id}/remind`, { token: admin.token })).statusCode).toBe(200);
    const reminder = (await readOutbox(t.dataDir)).find(
      (m) => m.to === anna.user.email && m.subject === `Order ${orderNumber}: balance due $649.50`,
    );
    // Nothing was paid, not even the deposit: what is due now, then how to pay it.
    expect(reminder?.text).toContain(
      `Order ${orderNumber} has a balance due of $649.50.\nAmount due now: $129.90, to complete the $129.90 deposit;`,
    );
    expect(reminder?.text).not.toContain('Bring your pickup pass');
    expect(reminder?.text).not.toContain('Pickup:');
  });

  it('hands an order over exactly once when several clerks press "Mark picked up" at the same moment', async () => {
    const noon = await slot({ start: '12:00', end: '13:00' });
    const anna = await customerWithCart();
    expect((await order(anna.token, { isPickup: true, pickupSlotId: noon._id })).statusCode).toBe(201);
    const { _id } = await orderAnswer(anna.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => handOver(_id, { reason: 'Pays Friday' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.json()).toEqual({ error: 'This order was already picked up.' });
    }
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, _id));
    expect(entries.filter((e) => e.action === 'order.pickedUp')).toHaveLength(1);
  });

  it('reminds a customer who missed the pickup time that it has passed, instead of naming it as still to come', async () => {
    const booked = await slot({ date: '2026-11-20', start: '10:00', end: '11:00' });
    const ben = await customerWithCart();
    expect((await order(ben.token, { isPickup: true, pickupSlotId: booked._id })).statusCode).toBe(201);
    const { _id, orderNumber, pickupCode } = await orderAnswer(ben.token);
    // The slot was Tuesday's (the clock: Wednesday noon); Ben did not come.
    await t.app.ctx.db.update(pickupSlots).set({ date: '2026-11-17' }).where(eq(pickupSlots.id, booked._id));
    expect((await call(t.app, 'POST', `/api/orders/${_id}/remind`, { token: admin.token })).statusCode).toBe(200);
    const reminder = (await readOutbox(t.dataDir)).find(
      (m) => m.to === ben.user.email && m.subject === `Order ${orderNumber}: balance due $649.50`,
    );
    expect(reminder?.text).toContain(
      `Pickup: your time (Tue, Nov 17, 10:00 AM–11:00 AM) has passed; please call the store to arrange another. Bring your pickup pass (code ${pickupCode}).`,
    );
  });

  it('two Counter clerks collecting the same balance at the same moment record it once; the other is told nothing is due', async () => {
    const noon = await slot({ start: '12:00', end: '13:00' });
    const anna = await customerWithCart();
    expect((await order(anna.token, { isPickup: true, pickupSlotId: noon._id })).statusCode).toBe(201);
    const { _id } = await orderAnswer(anna.token);
    const clerks = [await counterClerk(), await counterClerk()];
    const collect = (token: string, language = 'en') =>
      call(t.app, 'POST', `/api/orders/${_id}/payments`, {
        token,
        payload: { amount: '649.50', method: 'cash' },
        headers: { 'accept-language': language, 'idempotency-key': randomUUID() },
      });
    const answers = await Promise.all(clerks.map((clerk) => collect(clerk.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    // Not "more than the balance due of $0.00": the clerk collected exactly what the screen showed.
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({ error: 'Nothing is due on this order.' });
    expect((await collect(clerks[0]!.token, 'es')).json()).toEqual({ error: 'Este pedido no tiene nada pendiente.' });
    const ledger = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, _id));
    expect(ledger.map((p) => p.amountCents)).toEqual([64_950]);

    // Then both press "Mark picked up": handed over once, completed once.
    const handovers = await Promise.all(clerks.map((clerk) => call(t.app, 'POST', `/api/orders/${_id}/picked-up`, { token: clerk.token })));
    expect(handovers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(handovers.find((a) => a.statusCode === 409)?.json()).toEqual({ error: 'This order was already picked up.' });
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, _id));
    expect(row?.status).toBe('COMPLETE');
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, _id));
    expect(entries.filter((e) => e.action === 'order.complete')).toHaveLength(1);
  });

  it('hands over a paid order without a reason (collect first, then hand over)', async () => {
    const noon = await slot({ start: '12:00', end: '13:00' });
    const ben = await customerWithCart();
    expect((await order(ben.token, { isPickup: true, pickupSlotId: noon._id })).statusCode).toBe(201);
    const { _id } = await orderAnswer(ben.token);
    const collected = await call(t.app, 'POST', `/api/orders/${_id}/payments`, {
      token: admin.token,
      payload: { amount: '649.50', method: 'cash' },
    });
    expect(collected.statusCode).toBe(201);
    const handed = await handOver(_id);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().order).toMatchObject({ balanceDue: 0, pickedUpAt: '2026-11-18T18:00:00.000Z' });
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, _id));
    const entry = entries.find((e) => e.action === 'order.pickedUp');
    expect(entry?.details).not.toHaveProperty('reason');
  });
});
