/**
 * Cursor pages and CSV batches keep every order (issue 39 item 2): PostgreSQL keeps microseconds,
 * so orders placed within one millisecond (or one microsecond) are told apart by the cursor.
 */
import { inArray, sql } from 'drizzle-orm';
import { fillCart, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { orders } from '../../db/schema';
import { allOrders } from './orders.queries';

let t: TestApp;
let admin: { token: string };
const made: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t.app);
  const cake = await insertItem(t.app, { category: 'Cakes', title: 'Page Cake', priceCents: 100_000 });
  for (let i = 0; i < 13; i++) {
    const customer = await createUser(t.app);
    await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
    const response = await call(t.app, 'POST', '/api/create-order', { token: customer.token, payload: { isPickup: false } });
    expect(response.statusCode).toBe(201);
    made.push((response.json() as { orderId: string }).orderId);
  }
  // All in one millisecond, five microseconds of it: several orders share each microsecond.
  await t.app.ctx.db.execute(sql`
    update ${orders} set created_at = timestamptz '2026-11-18 18:00:00.123+00' + (n.k % 5) * interval '1 microsecond'
    from (select id, row_number() over (order by id) as k from ${orders}) as n
    where ${orders.id} = n.id`);
  const stored = await t.app.ctx.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, made));
  expect(stored).toHaveLength(made.length);
});
afterAll(() => t.close());

it('walks every order exactly once through the desk’s pages', async () => {
  for (const limit of [1, 2, 5]) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(t.app, 'GET', `/api/orders?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token: admin.token });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { data: { _id: string }[]; nextCursor: string | null };
      seen.push(...page.data.map((order) => order._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect([limit, seen.length]).toEqual([limit, made.length]);
    expect(new Set(seen)).toEqual(new Set(made));
  }
});

it('exports every order exactly once across the CSV batches', async () => {
  const seen: string[] = [];
  for await (const batch of allOrders(t.app.ctx.db, { timeZone: t.config.shopTimezone }, 3)) seen.push(...batch.map((order) => order.id));
  expect(seen).toHaveLength(made.length);
  expect(new Set(seen)).toEqual(new Set(made));
  const csv = await call(t.app, 'GET', '/api/orders.csv', { token: admin.token });
  expect(csv.body.trim().split('\n')).toHaveLength(made.length + 1);
});
