import { eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { items, orders } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t.app);
});
afterAll(() => t.close());

const stockOf = async (item: ItemRow) =>
  (await t.app.ctx.db.select({ stock: items.stock }).from(items).where(eq(items.id, item.id)))[0]?.stock;
const createOrder = (token: string) => call(t.app, 'POST', '/api/create-order', { token, payload: { FundstoAdd: 0, isPickup: false } });
const orderCount = async () => (await t.app.ctx.db.select({ id: orders.id }).from(orders)).length;

describe('stock on items', () => {
  it('is null (not tracked) by default, and admins set it in addNewItem and update-item', async () => {
    const added = await call(t.app, 'POST', '/api/addNewItem/', {
      token: admin.token,
      payload: { title: 'Stock Cake', price: '19.99', category: 'Cakes' },
    });
    expect(added.statusCode).toBe(201);
    const { insertedId } = added.json();
    const list = async () =>
      (await call(t.app, 'GET', '/api/fireworks?category=cakes', { token: admin.token })).json() as Array<{
        _id: string;
        stock: number | null;
      }>;
    expect((await list()).find((i) => i._id === insertedId)?.stock).toBeNull();

    const updated = await call(t.app, 'POST', `/api/update-item/${insertedId}`, { token: admin.token, payload: { stock: 12 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().stock).toBe(12);
    expect((await list()).find((i) => i._id === insertedId)?.stock).toBe(12);

    const tracked = await call(t.app, 'POST', '/api/addNewItem', {
      token: admin.token,
      payload: { title: 'Counted Cake', price: 5, category: 'Cakes', stock: 0 },
    });
    expect(tracked.statusCode).toBe(201);
    const customer = await createUser(t.app);
    const seen = (await call(t.app, 'GET', '/api/fireworks?category=cakes', { token: customer.token })).json() as Array<{
      title: string;
      stock: number | null;
    }>;
    expect(seen.find((i) => i.title === 'Counted Cake')?.stock).toBe(0);

    const untracked = await call(t.app, 'POST', `/api/update-item/${insertedId}`, { token: admin.token, payload: { stock: null } });
    expect(untracked.json().stock).toBeNull();
  });

  it.each([-1, 1.5, 1_000_001])('refuses the stock %p in English and Spanish', async (stock) => {
    const item = await insertItem(t.app, { stock: 3 });
    const en = await call(t.app, 'POST', `/api/update-item/${item.id}`, { token: admin.token, payload: { stock } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ error: 'Stock must be a whole number from 0 to 1000000, or empty when it is not tracked.' });
    const es = await call(t.app, 'POST', '/api/addNewItem/', {
      token: admin.token,
      payload: { title: `Bad stock ${stock}`, price: 5, category: 'Cakes', stock },
      headers: { 'accept-language': 'es' },
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().error).toMatch(/^Las existencias deben ser un número entero/);
    expect(await stockOf(item)).toBe(3);
  });
});

describe('the cart shows stock', () => {
  it('gives each line the units left when its item tracks stock, and nothing when it does not', async () => {
    const counted = await insertItem(t.app, { title: 'Cart Counted', stock: 1 });
    const free = await insertItem(t.app, { title: 'Cart Untracked' });
    const customer = await createUser(t.app);
    await fillCart(t.app, customer.token, [
      { item: counted, quantity: 2 },
      { item: free, quantity: 1 },
    ]);
    const { cart } = (await call(t.app, 'GET', '/api/get-cart', { token: customer.token })).json() as {
      cart: Array<{ title: string; stock?: number }>;
    };
    expect(cart.find((line) => line.title === 'Cart Counted')?.stock).toBe(1);
    expect(cart.find((line) => line.title === 'Cart Untracked')).not.toHaveProperty('stock');
  });
});

describe('create-order takes stock', () => {
  it('takes the units of each line, BOGO lines twice, and leaves untracked items alone', async () => {
    const plain = await insertItem(t.app, { priceCents: 25_000, stock: 5 });
    const bogo = await insertItem(t.app, { priceCents: 10_000, bogo: true, stock: 7 });
    const free = await insertItem(t.app, { priceCents: 1_000 });
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [
      { item: plain, quantity: 2 },
      { item: bogo, quantity: 3 },
      { item: free, quantity: 4 },
    ]);
    expect((await createOrder(token)).statusCode).toBe(201);
    expect(await stockOf(plain)).toBe(3);
    expect(await stockOf(bogo)).toBe(1);
    expect(await stockOf(free)).toBeNull();
  });

  it('refuses with 409 naming every short item and writes nothing', async () => {
    const short = await insertItem(t.app, { title: 'Short Cake', priceCents: 30_000, stock: 1 });
    const bogo = await insertItem(t.app, { title: 'Twin Cake', priceCents: 30_000, bogo: true, stock: 3 });
    const enough = await insertItem(t.app, { priceCents: 30_000, stock: 10 });
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [
      { item: short, quantity: 2 },
      { item: bogo, quantity: 2 },
      { item: enough, quantity: 1 },
    ]);
    const before = await orderCount();
    const response = await createOrder(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Not enough in stock \(units left\): /);
    expect(response.json().error).toContain('“Short Cake”: 1');
    expect(response.json().error).toContain('“Twin Cake”: 3');
    expect(response.json().error).not.toContain(enough.title);
    expect(await orderCount()).toBe(before);
    expect([await stockOf(short), await stockOf(bogo), await stockOf(enough)]).toEqual([1, 3, 10]);
    expect((await call(t.app, 'GET', '/api/get-cart', { token })).json().cart).toHaveLength(3);

    const es = await call(t.app, 'POST', '/api/create-order', { token, payload: {}, headers: { 'accept-language': 'es' } });
    expect(es.statusCode).toBe(409);
    expect(es.json().error).toMatch(/^No hay suficientes existencias/);
  });

  it('deleting an order gives its units back (not to items that stopped tracking stock)', async () => {
    const tracked = await insertItem(t.app, { priceCents: 30_000, stock: 4 });
    const bogo = await insertItem(t.app, { priceCents: 30_000, bogo: true, stock: 4 });
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [
      { item: tracked, quantity: 1 },
      { item: bogo, quantity: 1 },
    ]);
    const created = await createOrder(token);
    expect(created.statusCode).toBe(201);
    expect([await stockOf(tracked), await stockOf(bogo)]).toEqual([3, 2]);
    await t.app.ctx.db.update(items).set({ stock: null }).where(eq(items.id, tracked.id));

    const deleted = await call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: created.json().orderId } });
    expect(deleted.statusCode).toBe(200);
    expect([await stockOf(tracked), await stockOf(bogo)]).toEqual([null, 4]);
  });

  it('30 customers ordering the last 10 units at once buy exactly 10', async () => {
    const last = await insertItem(t.app, { title: 'Last Ten', priceCents: 50_000, stock: 10 });
    const customers = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
    for (const { token } of customers) await fillCart(t.app, token, [{ item: last, quantity: 1 }]);
    const before = await orderCount();

    const answers = await Promise.all(customers.map(({ token }) => createOrder(token)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect(await stockOf(last)).toBe(0);
    expect(await orderCount()).toBe(before + 10);
  });
});
