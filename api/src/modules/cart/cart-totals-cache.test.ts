/**
 * Issue 13 item 3 (cart totals): GET /api/getCartTotal costs no database query in steady state,
 * and the cached totals are forgotten at the user's cart change (through the API at once, by any
 * other writer through the change feed) and at every item, discount-rule and sales-calendar change.
 * Checkout availability is worked out on every read, so a window opening or closing is never missed.
 * Across two processes on PostgreSQL: test/two-processes.test.ts.
 */
import { sql } from 'drizzle-orm';
import { fillCart, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, IN_WINDOW, type TestApp } from '../../../test/helper';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await adminSession(t.app)).token;
});
afterAll(() => t.close());
afterEach(() => t.clock.set(IN_WINDOW));

const totals = async (token: string) => {
  const response = await call(t.app, 'GET', '/api/getCartTotal', { token });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    subtotal: number;
    discountPercentage: number;
    checkoutAllowed: boolean;
    checkoutBlockedReason: string | null;
  };
};
/** Long enough for the change feed to deliver a notification within this process. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

it('answers repeated reads without a database query', async () => {
  const item = await insertItem(t.app, { priceCents: 2000 });
  const { token } = await createUser(t.app);
  await fillCart(t.app, token, [{ item, quantity: 2 }]);
  await settle();
  const first = await totals(token);
  expect(first.subtotal).toBe(40);
  const db = t.app.ctx.db;
  const spies = [jest.spyOn(db, 'select'), jest.spyOn(db, 'execute'), jest.spyOn(db, 'transaction')];
  try {
    for (let n = 0; n < 5; n++) expect(await totals(token)).toEqual(first);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});

it("shows the user's own cart change at once, and a change made outside the API through the feed", async () => {
  const item = await insertItem(t.app, { priceCents: 20_000 });
  const { token, user } = await createUser(t.app);
  await fillCart(t.app, token, [{ item, quantity: 1 }]);
  expect((await totals(token)).subtotal).toBe(200);
  await fillCart(t.app, token, [{ item, quantity: 3 }]);
  expect((await totals(token)).subtotal).toBe(600);
  await t.app.ctx.db.execute(sql`update cart_items set quantity = 4 where user_id = ${user.id}`);
  await settle();
  expect((await totals(token)).subtotal).toBe(800);
  // An order empties the cart: the writer sees it at once.
  expect((await call(t.app, 'POST', '/api/create-order', { token, payload: {} })).statusCode).toBe(201);
  expect((await totals(token)).subtotal).toBe(0);
});

it("keeps one user's cache when another user's cart changes, and forgets every cart at an item change", async () => {
  const item = await insertItem(t.app, { priceCents: 1500 });
  const a = await createUser(t.app);
  const b = await createUser(t.app);
  await fillCart(t.app, a.token, [{ item, quantity: 1 }]);
  await fillCart(t.app, b.token, [{ item, quantity: 2 }]);
  expect((await totals(a.token)).subtotal).toBe(15);
  expect((await totals(b.token)).subtotal).toBe(30);
  await fillCart(t.app, b.token, [{ item, quantity: 4 }]);
  expect((await totals(b.token)).subtotal).toBe(60);
  expect((await totals(a.token)).subtotal).toBe(15);
  await t.app.ctx.db.execute(sql`update items set price_cents = 2500 where id = ${item.id}`);
  await settle();
  expect((await totals(a.token)).subtotal).toBe(25);
  expect((await totals(b.token)).subtotal).toBe(100);
  // Hidden items leave every cart's totals.
  await t.app.ctx.db.execute(sql`update items set visible = false where id = ${item.id}`);
  await settle();
  expect((await totals(a.token)).subtotal).toBe(0);
});

it('forgets every cart at a discount-rule change made through the API', async () => {
  const item = await insertItem(t.app, { priceCents: 300_000 });
  const { token } = await createUser(t.app);
  await fillCart(t.app, token, [{ item, quantity: 1 }]);
  const before = (await totals(token)).discountPercentage;
  const created = await call(t.app, 'POST', '/api/discounts', {
    token: adminToken,
    payload: { priceRange: { min: 2990, max: 3990 }, discountPercentage: 33 },
  });
  expect(created.statusCode).toBe(201);
  const after = (await totals(token)).discountPercentage;
  expect(after).not.toBe(before);
  expect(after).toBe(33);
  expect((await call(t.app, 'DELETE', `/api/discounts/${created.json()._id}`, { token: adminToken })).statusCode).toBe(200);
  expect((await totals(token)).discountPercentage).toBe(before);
});

it('works out checkout on every read: a sales window closing or a calendar change is never missed', async () => {
  const item = await insertItem(t.app, { priceCents: 60_000 });
  const { token } = await createUser(t.app);
  await fillCart(t.app, token, [{ item, quantity: 1 }]);
  expect(await totals(token)).toMatchObject({ checkoutAllowed: true, checkoutBlockedReason: null });
  t.clock.set(new Date('2026-03-15T17:00:00Z'));
  expect(await totals(token)).toMatchObject({ checkoutAllowed: false, checkoutBlockedReason: 'OUTSIDE_SALES_WINDOW' });
  // A calendar written outside the API reaches the cache through the feed.
  await t.app.ctx.db.execute(
    sql`insert into season_calendar (id, sales_windows, preorder_windows) values ('shop', ${JSON.stringify([{ start: '03-01', end: '03-31' }])}::jsonb, '[]'::jsonb)
        on conflict (id) do update set sales_windows = excluded.sales_windows`,
  );
  await settle();
  expect(await totals(token)).toMatchObject({ checkoutAllowed: true, checkoutBlockedReason: null });
  await t.app.ctx.db.execute(sql`delete from season_calendar`);
  await settle();
  expect(await totals(token)).toMatchObject({ checkoutAllowed: false, checkoutBlockedReason: 'OUTSIDE_SALES_WINDOW' });
});

it('keeps item lists and cart totals cached across an order of items that do not track stock', async () => {
  const item = await insertItem(t.app, { priceCents: 60_000 });
  const other = await createUser(t.app);
  const { token } = await createUser(t.app);
  await fillCart(t.app, other.token, [{ item, quantity: 1 }]);
  await fillCart(t.app, token, [{ item, quantity: 1 }]);
  await settle();
  await totals(other.token);
  await call(t.app, 'GET', '/api/fireworks?category=cakes', { token: other.token });
  expect((await call(t.app, 'POST', '/api/create-order', { token, payload: {} })).statusCode).toBe(201);
  await settle();
  const db = t.app.ctx.db;
  const spies = [jest.spyOn(db, 'select'), jest.spyOn(db, 'execute')];
  try {
    expect((await totals(other.token)).subtotal).toBe(600);
    expect((await call(t.app, 'GET', '/api/fireworks?category=cakes', { token: other.token })).statusCode).toBe(200);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  // A stock change still reaches every cache.
  await db.execute(sql`update items set stock = 5 where id = ${item.id}`);
  await settle();
  const list = (await call(t.app, 'GET', '/api/fireworks?category=cakes', { token: other.token })).json() as Array<{
    _id: string;
    stock?: number;
  }>;
  expect(list.find((entry) => entry._id === item.id)?.stock).toBe(5);
});
