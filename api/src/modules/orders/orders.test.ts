import { cartTotals } from '@fireworks/core/rules';
import { and, eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertDemoDiscounts, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, countingDb, createUser, IN_WINDOW, postgresPool, type TestApp } from '../../../test/helper';
import { auditLog, cartItems, idempotencyKeys, items, orders, users } from '../../db/schema';
import { createOrder as createOrderService } from './create-order';

let t: TestApp;
let admin: { token: string };
let big: ItemRow;
let bogo: ItemRow;
beforeAll(async () => {
  t = await buildTestApp();
  await insertDemoDiscounts(t.app);
  admin = await adminSession(t.app);
  big = await insertItem(t.app, { category: 'Assortments', title: 'Grand Celebration Pack', priceCents: 24_999 });
  bogo = await insertItem(t.app, { category: 'Artillery', title: 'Festival Balls', priceCents: 2_999, bogo: true });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(IN_WINDOW));

const demoRules = [
  { minCents: 100_000, maxCents: 249_999, percentage: 5 },
  { minCents: 250_000, maxCents: null, percentage: 10 },
];
const cents = (dollars: number) => Math.round(dollars * 100);

/** A customer with a cart worth checking out: 2 × $249.99 and 1 BOGO × $29.99. */
async function customerWithCart(fields: { fundsCents?: number } = {}) {
  const customer = await createUser(t.app, fields);
  await fillCart(t.app, customer.token, [
    { item: big, quantity: 2 },
    { item: bogo, quantity: 1 },
  ]);
  return customer;
}
const cartExpected = () =>
  cartTotals(
    [
      { priceCents: 24_999, quantity: 2, bogo: false },
      { priceCents: 2_999, quantity: 1, bogo: true },
    ],
    demoRules,
  );

/** The user's one order was priced from `lines` under the demo discounts (its total after tax). */
async function expectOrderPricedFrom(userId: string, lines: Array<{ priceCents: number; quantity: number; bogo: boolean }>) {
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.userId, userId));
  expect(order?.totalAfterTaxCents).toBe(cartTotals(lines, demoRules).totalAfterTaxCents);
}

const createOrder = (token: string, payload: unknown = { FundstoAdd: 0, isPickup: false }, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/create-order', { token, payload, headers });

async function ordersOf(token: string) {
  const response = await call(t.app, 'GET', '/api/user-orders', { token });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<Record<string, unknown> & { _id: string }>;
}

async function balanceOf(token: string): Promise<number> {
  const response = await call(t.app, 'GET', '/api/fundsinacct', { token });
  expect(response.statusCode).toBe(200);
  return response.json() as number;
}

describe('POST /api/create-order', () => {
  it('snapshots the cart into an order, clears the cart and answers what is needed', async () => {
    const { user, token } = await customerWithCart();
    const expected = cartExpected();
    const response = await createOrder(token, { FundstoAdd: 0, isPickup: true });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      orderId: expect.any(String),
      amountNeeded: expected.amountDueCents / 100,
      minimumDeposit: expected.minimumDepositCents / 100,
      orderNumber: expect.stringMatching(/^FW-26-\d{5}$/),
      paymentInstructions: {
        amountDueNow: expected.minimumDepositCents / 100,
        minimumDeposit: expected.minimumDepositCents / 100,
        balanceDue: expected.amountDueCents / 100,
        phone: t.config.paymentPhone,
        methods: ['Zelle', 'Venmo'],
        memo: `fireworks purchase ${created.orderNumber}`,
      },
    });
    expect((await call(t.app, 'GET', '/api/get-cart', { token })).json()).toEqual({ cart: [] });

    const [order] = await ordersOf(token);
    expect(order).toEqual({
      _id: created.orderId,
      orderNumber: created.orderNumber,
      status: 'UNCOMPLETE',
      amountPayed: 0,
      amountNeeded: expected.amountDueCents / 100,
      order_items: [
        {
          title: 'Grand Celebration Pack',
          quantity: 2,
          freeQuantity: 0,
          category: 'Assortments',
          price: '$249.99',
          lineTotal: 499.98,
          imageUrl: big.imageUrl,
        },
        {
          title: 'Festival Balls',
          quantity: 1,
          freeQuantity: 1,
          category: 'Artillery',
          price: '$29.99',
          lineTotal: 29.99,
          imageUrl: bogo.imageUrl,
        },
      ],
      isPickup: true,
      customer: {
        username: user.username,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        phonenumber: user.phonenumber,
      },
      userInfo: {
        username: user.username,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        phonenumber: user.phonenumber,
      },
      createdAt: expect.any(String),
      subtotal: expected.subtotalCents / 100,
      tax: expected.taxCents / 100,
      totalAfterTax: expected.totalAfterTaxCents / 100,
      discountPercentage: expected.discountPercentage,
      discountAmount: expected.discountCents / 100,
      amountDue: expected.amountDueCents / 100,
      fundsToAdd: 0,
      fundsUsed: 0,
      minimumDeposit: expected.minimumDepositCents / 100,
      depositPaid: false,
      balanceDue: expected.amountDueCents / 100,
      amountDueNow: expected.minimumDepositCents / 100,
      // A pickup order (the shop has no slots) carries a pass code and no slot.
      pickupSlot: null,
      pickupCode: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
      pickedUpAt: null,
    });
  });

  it('ignores amounts and prices sent by the client', async () => {
    const { token } = await createUser(t.app);
    await call(t.app, 'POST', '/api/update-cart', {
      token,
      payload: { cartItems: [{ category: big.category, title: big.title, quantity: 3, imageUrl: '', price: '$0.01' }] },
    });
    const response = await createOrder(token, {
      FundstoAdd: 0,
      isPickup: false,
      amountNeeded: 1,
      totalAmount: 1,
      order_items: [{ title: big.title, price: '$0.01', quantity: 3 }],
    });
    expect(response.statusCode).toBe(201);
    const expected = cartTotals([{ priceCents: 24_999, quantity: 3, bogo: false }], demoRules);
    const [order] = await ordersOf(token);
    expect(cents(order?.amountNeeded as number)).toBe(expected.amountDueCents);
    expect(order?.order_items).toMatchObject([{ price: '$249.99', quantity: 3 }]);
  });

  it.each([
    ['an empty cart', async () => (await createUser(t.app)).token, 'Your cart is empty.'],
    [
      'a cart below $500.00 after tax',
      async () => {
        const customer = await createUser(t.app);
        const small = await insertItem(t.app, { priceCents: 46_188 });
        await fillCart(t.app, customer.token, [{ item: small, quantity: 1 }]);
        return customer.token;
      },
      'The minimum purchase is $500.00 after tax.',
    ],
  ])('refuses %s with a clear message and writes nothing', async (_name, prepare, message) => {
    const token = await prepare();
    const before = (await call(t.app, 'GET', '/api/get-cart', { token })).json();
    const response = await createOrder(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await ordersOf(token)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/get-cart', { token })).json()).toEqual(before);
  });

  it('refuses orders outside the sales window (SHOP_TIMEZONE), in the caller’s language, until July 4 ends', async () => {
    const { token } = await customerWithCart();
    t.clock.set(new Date('2026-03-15T17:00:00Z'));
    const english = await createOrder(token);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ error: 'Checkout is open only in June, July 1–4, November and December.' });
    const spanish = await createOrder(token, {}, { 'accept-language': 'es' });
    expect(spanish.json()).toEqual({ error: 'El pago solo está abierto en junio, del 1 al 4 de julio, noviembre y diciembre.' });
    // July 4 at 23:30 in Chicago is still inside; 00:30 on July 5 is not.
    t.clock.set(new Date('2026-07-05T05:30:00Z'));
    expect((await createOrder(token)).statusCode).toBe(400);
    t.clock.set(new Date('2026-07-05T04:30:00Z'));
    expect((await createOrder(token)).statusCode).toBe(201);
  });

  it('refuses invalid FundstoAdd and bad idempotency keys', async () => {
    const { token } = await customerWithCart();
    // 12.345 and 0.005 as numbers too: never rounded to a cent the customer did not ask for.
    for (const FundstoAdd of [-5, 'abc', '12.345', 12.345, 0.005, 100_000.01, true]) {
      expect((await createOrder(token, { FundstoAdd })).statusCode).toBe(400);
    }
    expect((await createOrder(token, {}, { 'idempotency-key': 'x'.repeat(201) })).statusCode).toBe(400);
    expect(await ordersOf(token)).toEqual([]);
  });

  it('20 concurrent calls with one Idempotency-Key create one order and all get its answer', async () => {
    const { user, token } = await customerWithCart();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => createOrder(token, undefined, { 'idempotency-key': 'checkout-attempt-1' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const orderIds = new Set(responses.map((r) => r.json().orderId));
    expect(orderIds.size).toBe(1);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    // A retry later still gets the same answer, not a refusal for the (now empty) cart.
    const retry = await createOrder(token, undefined, { 'idempotency-key': 'checkout-attempt-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(responses[0]?.json());
  });

  it('without a key, 20 concurrent calls turn one cart into at most one order', async () => {
    const { user, token } = await customerWithCart();
    const responses = await Promise.all(Array.from({ length: 20 }, () => createOrder(token)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(400)]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) expect(refused.json()).toEqual({ error: 'Your cart is empty.' });
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  it('an order that waits for a cart change of its customer orders the changed cart (its first read predates the change)', async () => {
    const { user, token } = await customerWithCart();
    let ordering: ReturnType<typeof createOrder> | undefined;
    await t.app.ctx.db.transaction(async (tx) => {
      // Another write of this customer holds the user's lock while create-order starts.
      await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      await tx
        .update(cartItems)
        .set({ quantity: 5 })
        .where(and(eq(cartItems.userId, user.id), eq(cartItems.itemId, big.id)));
      ordering = createOrder(token);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const response = await ordering!;
    expect(response.statusCode).toBe(201);
    await expectOrderPricedFrom(user.id, [
      { priceCents: 24_999, quantity: 5, bogo: false },
      { priceCents: 2_999, quantity: 1, bogo: true },
    ]);
    expect(await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
  });

  it('refuses an Idempotency-Key reused for a different checkout (409), keeping the cart, as the payment ledger does', async () => {
    const { user, token } = await customerWithCart();
    const key = { 'idempotency-key': 'checkout-reused' };
    const first = await createOrder(token, { FundstoAdd: 0, isPickup: false }, key);
    expect(first.statusCode).toBe(201);
    await fillCart(t.app, token, [{ item: big, quantity: 3 }]);
    for (const [language, error] of [
      ['en', 'This Idempotency-Key was already used for a different order. Send the new order with a new key.'],
      ['es', 'Esta Idempotency-Key ya se usó para otro pedido. Envíe el pedido nuevo con una clave nueva.'],
    ]) {
      const other = await createOrder(token, { FundstoAdd: 25, isPickup: false }, { ...key, 'accept-language': language! });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ error });
    }
    expect(await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(1);
    // The same checkout again is a retry: the first answer.
    expect((await createOrder(token, { FundstoAdd: 0, isPickup: false }, key)).json()).toEqual(first.json());
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  it('keeps idempotency keys per user: the same key from two customers makes two orders', async () => {
    const first = await customerWithCart();
    const second = await customerWithCart();
    const a = await createOrder(first.token, undefined, { 'idempotency-key': 'same-key' });
    const b = await createOrder(second.token, undefined, { 'idempotency-key': 'same-key' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().orderId).not.toBe(b.json().orderId);
    expect(await t.app.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'same-key'))).toHaveLength(2);
  });

  it('forgets a user’s keys after a day', async () => {
    const { user, token } = await customerWithCart();
    expect((await createOrder(token, undefined, { 'idempotency-key': 'old-key' })).statusCode).toBe(201);
    await t.app.ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.userId, user.id));
    await fillCart(t.app, token, [{ item: big, quantity: 3 }]);
    expect((await createOrder(token, undefined, { 'idempotency-key': 'new-key' })).statusCode).toBe(201);
    const keys = await t.app.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(keys.map((k) => k.key)).toEqual(['new-key']);
  });

  it('a refused attempt is not remembered: the same key works once the cart is fixed', async () => {
    const { token } = await createUser(t.app);
    expect((await createOrder(token, undefined, { 'idempotency-key': 'attempt' })).statusCode).toBe(400);
    await fillCart(t.app, token, [{ item: big, quantity: 3 }]);
    expect((await createOrder(token, undefined, { 'idempotency-key': 'attempt' })).statusCode).toBe(201);
  });

  it('uses the customer’s funds when asked, in the same transaction, never more than the order needs', async () => {
    const { token } = await customerWithCart({ fundsCents: 10_000 });
    const response = await createOrder(token, { FundstoAdd: '25.50', useFunds: true });
    expect(response.statusCode).toBe(201);
    const expected = cartExpected();
    const needed = expected.amountDueCents - 10_000 + 2_550;
    expect(cents(response.json().amountNeeded)).toBe(needed);
    expect(await balanceOf(token)).toBe(0);
    const [order] = await ordersOf(token);
    expect(order).toMatchObject({ fundsUsed: 100, fundsToAdd: 25.5, amountNeeded: needed / 100 });

    const rich = await customerWithCart({ fundsCents: 90_000_00 });
    expect(cents((await createOrder(rich.token, { useFunds: true })).json().amountNeeded)).toBe(0);
    expect(cents(await balanceOf(rich.token))).toBe(90_000_00 - expected.amountDueCents);
  });
  it('answers "session ended" and writes nothing for a customer deleted between the checkout read and the write', async () => {
    // PostgreSQL's delivery order reads without the lock and takes it with the write (PGlite's
    // read takes the lock, so its write never meets a deleted user).
    const pool = postgresPool(t.app);
    if (!pool) return;
    const { user, token } = await customerWithCart();
    const blocker = await pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from users where id = $1 for update', [user.id]);
      const pending = createOrder(token);
      // The order's write waits for the user's lock; the user is deleted meanwhile.
      for (let waited = 0; waited < 5000; waited += 10) {
        const { rows } = await pool.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await blocker.query('delete from users where id = $1', [user.id]);
      await blocker.query('commit');
      const response = await pending;
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Your session has ended. Please log in again.' });
    } finally {
      blocker.release();
    }
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.customerUsername, user.username))).toEqual([]);
  });
});

describe('an order is one transaction', () => {
  it('sends a fixed number of statements, whatever the database (counted by a driver hook the test installs)', async () => {
    // The first order loads what every order shares (the rules, the sales windows): cached after.
    expect((await createOrder((await customerWithCart()).token)).statusCode).toBe(201);
    const { user } = await customerWithCart();
    const counted = countingDb(t.app);
    const input = {
      fundsToAddCents: 0,
      isPickup: false,
      useFunds: false,
      pickupSlotId: null,
      language: 'en' as const,
      paymentPhone: '5555555555',
    };
    const created = await createOrderService(counted.db, user.id, input, { now: t.clock.now(), timeZone: t.app.ctx.config.shopTimezone });
    expect(created.order).toBeDefined();
    // The rules and the sales windows (before the transaction), then the user's lock, the cart,
    // the cart emptied, stock per line (2), the number, the order and its lines; drizzle's logger
    // also counts BEGIN and COMMIT on PostgreSQL.
    expect(counted.sent()).toBe(t.app.ctx.database.kind === 'postgres' ? 12 : 10);
  });

  it('is priced from the catalogue as it is when the order is written, not as the cart save saw it', async () => {
    const pricey = await insertItem(t.app, { category: 'Cakes', title: 'Repriced Cake', priceCents: 30_000 });
    const flagged = await insertItem(t.app, { category: 'Cakes', title: 'Newly BOGO Cake', priceCents: 10_000 });
    const { user, token } = await createUser(t.app);
    await fillCart(t.app, token, [
      { item: pricey, quantity: 2 },
      { item: flagged, quantity: 1 },
    ]);
    await t.app.ctx.db.update(items).set({ priceCents: 35_000 }).where(eq(items.id, pricey.id));
    await t.app.ctx.db.update(items).set({ bogo: true }).where(eq(items.id, flagged.id));
    expect((await createOrder(token)).statusCode).toBe(201);
    await expectOrderPricedFrom(user.id, [
      { priceCents: 35_000, quantity: 2, bogo: false },
      { priceCents: 10_000, quantity: 1, bogo: true },
    ]);
  });

  it('leaves out a line whose item was hidden since the cart was saved', async () => {
    const hidden = await insertItem(t.app, { category: 'Cakes', title: 'Soon Hidden Cake', priceCents: 5_000 });
    const { user, token } = await createUser(t.app);
    await fillCart(t.app, token, [
      { item: big, quantity: 3 },
      { item: hidden, quantity: 1 },
    ]);
    await t.app.ctx.db.update(items).set({ visible: false }).where(eq(items.id, hidden.id));
    expect((await createOrder(token)).statusCode).toBe(201);
    await expectOrderPricedFrom(user.id, [{ priceCents: 24_999, quantity: 3, bogo: false }]);
  });

  it('answers a key’s first answer again, even for a cart saved after it, and orders nothing more', async () => {
    const { user, token } = await customerWithCart();
    const first = await createOrder(token, undefined, { 'idempotency-key': 'saved-first' });
    expect(first.statusCode).toBe(201);
    await fillCart(t.app, token, [{ item: big, quantity: 4 }]);
    const again = await createOrder(token, undefined, { 'idempotency-key': 'saved-first' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(1);
  });
});

describe('orders after creation', () => {
  it('keep their prices when the catalogue changes later', async () => {
    const item = await insertItem(t.app, { priceCents: 60_000 });
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [{ item, quantity: 1 }]);
    await createOrder(token);
    const before = await ordersOf(token);
    await t.app.ctx.db.update(items).set({ priceCents: 1, title: 'Renamed' }).where(eq(items.id, item.id));
    expect(await ordersOf(token)).toEqual(before);
    await t.app.ctx.db.delete(items).where(eq(items.id, item.id));
    expect(await ordersOf(token)).toEqual(before);
  });

  it('are private: a customer sees only their own, cannot change or delete any, and strangers get 401', async () => {
    const alice = await customerWithCart();
    const bob = await customerWithCart();
    const aliceOrder = (await createOrder(alice.token)).json().orderId as string;
    const bobOrder = (await createOrder(bob.token)).json().orderId as string;
    expect((await ordersOf(alice.token)).map((o) => o._id)).toEqual([aliceOrder]);
    expect((await ordersOf(bob.token)).map((o) => o._id)).toEqual([bobOrder]);

    for (const [url, payload] of [
      ['/api/update-order', { order_id: aliceOrder, order_amountPayed: 999, order_status: 'COMPLETE' }],
      ['/api/update-order', { order_id: bobOrder, order_amountPayed: 1 }],
      ['/api/delete-order', { order_id: aliceOrder }],
    ] as const) {
      const response = await call(t.app, 'POST', url, { token: bob.token, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Only an admin can do this.' });
    }
    expect((await ordersOf(alice.token))[0]).toMatchObject({ status: 'UNCOMPLETE', amountPayed: 0 });
    expect((await call(t.app, 'GET', '/api/user-orders')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/create-order', { payload: {} })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/fundsinacct')).statusCode).toBe(401);
  });

  it('admins see every order, newest first', async () => {
    const first = await customerWithCart();
    const second = await customerWithCart();
    const a = (await createOrder(first.token)).json().orderId;
    const b = (await createOrder(second.token)).json().orderId;
    const all = (await ordersOf(admin.token)).map((o) => o._id);
    expect(all).toEqual(expect.arrayContaining([a, b]));
    expect(all.indexOf(b)).toBeLessThan(all.indexOf(a));
  });
});

describe('POST /api/update-order (admin)', () => {
  async function placedOrder(fields: { fundsCents?: number; fundsToAdd?: number } = {}) {
    const customer = await customerWithCart({ fundsCents: fields.fundsCents });
    const orderId = (await createOrder(customer.token, { FundstoAdd: fields.fundsToAdd ?? 0 })).json().orderId as string;
    return { ...customer, orderId };
  }
  const update = (payload: Record<string, unknown>) => call(t.app, 'POST', '/api/update-order', { token: admin.token, payload });

  it('records a payment: the amount needed moves by the difference, both ways, and the customer sees it', async () => {
    const { token, orderId } = await placedOrder();
    const due = cartExpected().amountDueCents;
    const partial = await update({ order_id: orderId, order_amountPayed: 120.5, order_status: 'UNCOMPLETE' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ _id: orderId, amountPayed: 120.5, amountNeeded: (due - 12_050) / 100, status: 'UNCOMPLETE' });
    const lowered = await update({ order_id: orderId, order_amountPayed: '$100.00' });
    expect(lowered.json()).toMatchObject({ amountPayed: 100, amountNeeded: (due - 10_000) / 100 });
    expect((await ordersOf(token))[0]).toMatchObject({ amountPayed: 100, amountNeeded: (due - 10_000) / 100 });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audit).toMatchObject([
      { action: 'order.update', targetType: 'order', actorUsername: 'admin' },
      { action: 'order.update', targetType: 'order', actorUsername: 'admin' },
    ]);
    // The log names the order by its number.
    const [number] = (await ordersOf(token)).map((o) => o.orderNumber);
    expect(audit.map((entry) => (entry.details as { orderNumber?: string }).orderNumber)).toEqual([number, number]);
  });

  it('never lets an amount go negative', async () => {
    const { orderId } = await placedOrder();
    const due = cartExpected().amountDueCents;
    const over = await update({ order_id: orderId, order_amountPayed: due / 100 + 0.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error: `The amount paid cannot be more than $${(due / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} for this order.`,
    });
    for (const amount of [-1, '-1', 'ten']) {
      const response = await update({ order_id: orderId, order_amountPayed: amount });
      expect(response.statusCode).toBe(400);
    }
    const full = await update({ order_id: orderId, order_amountPayed: due / 100 });
    expect(full.json()).toMatchObject({ amountNeeded: 0, amountPayed: due / 100 });
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ amountPayedCents: due, amountNeededCents: 0 });
  });

  it('COMPLETE credits FundstoAdd once; going back to UNCOMPLETE takes it back', async () => {
    const { token, orderId } = await placedOrder({ fundsToAdd: 40 });
    expect(await balanceOf(token)).toBe(0);
    expect((await update({ order_id: orderId, order_status: 'COMPLETE' })).json()).toMatchObject({ status: 'COMPLETE' });
    expect(await balanceOf(token)).toBe(40);
    await update({ order_id: orderId, order_status: 'COMPLETE', order_amountPayed: 10 });
    expect(await balanceOf(token)).toBe(40);
    await update({ order_id: orderId, order_status: 'UNCOMPLETE' });
    expect(await balanceOf(token)).toBe(0);
    await update({ order_id: orderId, order_status: 'COMPLETE' });
    expect(await balanceOf(token)).toBe(40);
  });

  it('refuses to take back credit the customer already spent', async () => {
    const { user, token, orderId } = await placedOrder({ fundsToAdd: 40 });
    await update({ order_id: orderId, order_status: 'COMPLETE' });
    await t.app.ctx.db.update(users).set({ fundsCents: 1_000 }).where(eq(users.id, user.id));
    const back = await update({ order_id: orderId, order_status: 'UNCOMPLETE' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      error: 'The customer has already spent the funds this order added, so it cannot go back to UNCOMPLETE.',
    });
    expect(await balanceOf(token)).toBe(10);
    expect((await ordersOf(token))[0]).toMatchObject({ status: 'COMPLETE' });
  });

  it('answers 404 for an unknown order and 400 for a bad body', async () => {
    const missing = await update({ order_id: 'no-such-order', order_amountPayed: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No such order.' });
    expect((await update({ order_id: 'x', order_status: 'SHIPPED' })).statusCode).toBe(400);
    expect((await update({ order_amountPayed: 1 })).statusCode).toBe(400);
  });
});

describe('POST /api/delete-order (admin)', () => {
  it('deletes the order and its lines, gives unfinished orders’ used funds back, and records who did it', async () => {
    const customer = await customerWithCart({ fundsCents: 5_000 });
    const orderId = (await createOrder(customer.token, { useFunds: true })).json().orderId as string;
    expect(await balanceOf(customer.token)).toBe(0);
    const response = await call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: orderId } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully deleted order' });
    expect(await ordersOf(customer.token)).toEqual([]);
    expect(await balanceOf(customer.token)).toBe(50);
    expect(await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, orderId))).toMatchObject([{ action: 'order.delete' }]);

    const again = await call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: orderId } });
    expect(again.statusCode).toBe(404);
  });

  it('keeps balances as they are when a COMPLETE order is deleted', async () => {
    const customer = await customerWithCart({ fundsCents: 5_000 });
    const orderId = (await createOrder(customer.token, { useFunds: true, FundstoAdd: 10 })).json().orderId as string;
    await call(t.app, 'POST', '/api/update-order', { token: admin.token, payload: { order_id: orderId, order_status: 'COMPLETE' } });
    expect(await balanceOf(customer.token)).toBe(10);
    await call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: orderId } });
    expect(await balanceOf(customer.token)).toBe(10);
  });
});

describe('GET /api/fundsinacct', () => {
  it('answers the balance as one number of dollars', async () => {
    const { token } = await createUser(t.app, { fundsCents: 12_345 });
    const response = await call(t.app, 'GET', '/api/fundsinacct', { token });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toBe('123.45');
  });
});
