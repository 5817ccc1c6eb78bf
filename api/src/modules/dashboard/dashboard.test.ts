import { eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { orders, pendingApprovals, pickupSlots } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
let rocket: ItemRow;

/** An order of one customer, placed (created_at) at `placedAt`. */
async function orderAt(
  placedAt: string,
  lines: Array<{ item: ItemRow; quantity: number }>,
): Promise<{ orderId: string; amountNeeded: number }> {
  const customer = await createUser(t.app);
  await fillCart(t.app, customer.token, lines);
  const response = await call(t.app, 'POST', '/api/create-order', { token: customer.token, payload: {} });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { orderId: string; amountNeeded: number };
  await t.app.ctx.db
    .update(orders)
    .set({ createdAt: new Date(placedAt) })
    .where(eq(orders.id, body.orderId));
  return body;
}

/** A seeded season: three orders over two November days, one deposit paid, one order complete, two users waiting. */
beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-20T18:00:00Z') });
  admin = await adminSession(t.app);
  cake = await insertItem(t.app, { category: 'Cakes', title: 'Dash Cake', priceCents: 60_000 });
  rocket = await insertItem(t.app, { category: 'Missiles', title: 'Dash Rocket', priceCents: 10_000, bogo: true });
  // Nov 2, 23:30 in Chicago (05:30 UTC on Nov 3): counted on Nov 2.
  const first = await orderAt('2026-11-03T05:30:00Z', [{ item: cake, quantity: 1 }]);
  await orderAt('2026-11-02T15:00:00Z', [
    { item: cake, quantity: 1 },
    { item: rocket, quantity: 2 },
  ]);
  const third = await orderAt('2026-11-05T15:00:00Z', [{ item: cake, quantity: 2 }]);
  // The first order pays its deposit; the third is complete (paid in full).
  const pay = (id: string, amount: number, status?: string) =>
    call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: id, order_amountPayed: amount, ...(status ? { order_status: status } : {}) },
    });
  expect((await pay(first.orderId, 200)).statusCode).toBe(200);
  expect((await pay(third.orderId, third.amountNeeded, 'COMPLETE')).statusCode).toBe(200);
  for (let i = 0; i < 2; i++) {
    const { user } = await createUser(t.app, { verified: true, approved: false });
    await t.app.ctx.db.insert(pendingApprovals).values({ id: newId(), userId: user.id, username: user.username });
  }
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => call(t.app, 'GET', url, { token: admin.token, headers });

describe('GET /api/dashboard', () => {
  it('answers the figures of a seeded season', async () => {
    const response = await get('/api/dashboard?from=2026-11-01&to=2026-11-05');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // $600 cake: $649.50 after tax. $800 cart (+2 free rockets): $866.00. Two cakes $1,200: $1,299.00 less 0% (no rules).
    expect(body).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
      pendingApprovals: 2,
      ordersAwaitingDeposit: 1,
      balanceOutstanding: 1315.5, // (649.50 − 200) + 866.00
      pickupsToday: 0,
      lowStock: [],
      salesByDay: [
        { date: '2026-11-01', orders: 0, amount: 0 },
        { date: '2026-11-02', orders: 2, amount: 1515.5 },
        { date: '2026-11-03', orders: 0, amount: 0 },
        { date: '2026-11-04', orders: 0, amount: 0 },
        { date: '2026-11-05', orders: 1, amount: 1299 },
      ],
      salesByCategory: [
        { category: 'Cakes', units: 4, amount: 2400 },
        { category: 'Missiles', units: 4, amount: 200 },
      ],
    });
  });

  it('counts only the days asked, and defaults to January 1 – today', async () => {
    const narrow = (await get('/api/dashboard?from=2026-11-05&to=2026-11-05')).json();
    expect(narrow.salesByDay).toEqual([{ date: '2026-11-05', orders: 1, amount: 1299 }]);
    expect(narrow.salesByCategory).toEqual([{ category: 'Cakes', units: 2, amount: 1200 }]);
    const whole = (await get('/api/dashboard')).json();
    expect(whole.from).toBe('2026-01-01');
    expect(whole.to).toBe('2026-11-20');
    expect(whole.salesByDay).toHaveLength(324);
  });

  it.each(['from=2026-11-31', 'from=2026-11-05&to=2026-11-01', 'from=yesterday', 'from=2020-01-01&to=2026-01-01'])(
    'refuses ?%s with a sentence',
    async (query) => {
      const response = await get(`/api/dashboard?${query}`, { 'accept-language': 'es' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^El primer y el último día deben ser fechas reales/);
    },
  );

  it('counts in the outstanding balance a completed order that still owes (issue 40)', async () => {
    const before = (await get('/api/dashboard')).json().balanceOutstanding;
    // Placed in October (outside the sales asked), complete with $100 paid of $649.50.
    const owing = await orderAt('2026-10-01T15:00:00Z', [{ item: cake, quantity: 1 }]);
    const completed = await call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: owing.orderId, order_amountPayed: 100, order_status: 'COMPLETE' },
    });
    expect(completed.statusCode).toBe(200);
    const after = (await get('/api/dashboard?from=2026-11-01&to=2026-11-05')).json();
    expect(after.balanceOutstanding).toBe(before + 549.5);
    expect(after.ordersAwaitingDeposit).toBe(1);
  });

  it('is for admins only', async () => {
    const customer = await createUser(t.app);
    expect((await call(t.app, 'GET', '/api/dashboard', { token: customer.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard: pickups today and low stock', () => {
  /** Today (Nov 20 in Chicago) has two slots holding three pickup orders, one already handed over; tomorrow holds one more. */
  beforeAll(async () => {
    await t.app.ctx.db.insert(pickupSlots).values([
      { id: 'today-early', date: '2026-11-20', start: '13:00', end: '14:00', capacity: 5 },
      { id: 'today-late', date: '2026-11-20', start: '16:00', end: '17:00', capacity: 5 },
      { id: 'tomorrow', date: '2026-11-21', start: '10:00', end: '11:00', capacity: 5 },
    ]);
    const pickupOrder = async (slotId: string) => {
      const customer = await createUser(t.app);
      await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
      const response = await call(t.app, 'POST', '/api/create-order', {
        token: customer.token,
        payload: { isPickup: true, pickupSlotId: slotId },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { orderId: string }).orderId;
    };
    const handedOver = await pickupOrder('today-early');
    await pickupOrder('today-early');
    await pickupOrder('today-late');
    await pickupOrder('tomorrow');
    expect(
      (await call(t.app, 'POST', `/api/orders/${handedOver}/picked-up`, { token: admin.token, payload: { reason: 'Pays Friday' } }))
        .statusCode,
    ).toBe(200);
    // Stock: two items at or below the threshold (5), one above it, one sold out, one not tracked.
    await insertItem(t.app, { category: 'Cakes', title: 'Last Cakes', priceCents: 5_000, stock: 5 });
    await insertItem(t.app, { category: 'Missiles', title: 'Few Rockets', priceCents: 5_000, stock: 2 });
    await insertItem(t.app, { category: 'Cakes', title: 'Gone Cake', priceCents: 5_000, stock: 0 });
    await insertItem(t.app, { category: 'Cakes', title: 'Plenty Cake', priceCents: 5_000, stock: 6 });
    await insertItem(t.app, { category: 'Cakes', title: 'Untracked Cake', priceCents: 5_000 });
  });

  it("counts today's pickup orders not yet handed over, and lists the tracked items low on stock, fewest first", async () => {
    const body = (await get('/api/dashboard?from=2026-11-01&to=2026-11-05')).json();
    expect(body.pickupsToday).toBe(2);
    expect(body.lowStock).toEqual([
      { _id: expect.any(String), category: 'Cakes', title: 'Gone Cake', stock: 0 },
      { _id: expect.any(String), category: 'Missiles', title: 'Few Rockets', stock: 2 },
      { _id: expect.any(String), category: 'Cakes', title: 'Last Cakes', stock: 5 },
    ]);
  });
});
