/**
 * An admin deletes an item while customers save carts naming it and check out carts holding it.
 * Every answer is a sentence or a success, never a 500 (before: the cart line or order line written
 * after the item's row was gone broke its foreign key, or the deletion and the cart write deadlocked),
 * and the data stays whole: an order made holds its lines. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE=postgres (where the requests really run at the same time).
 */
import { fillCart, insertItem } from '../../../test/cart-fixtures';
import { brokenInvariants } from '../../../test/hardening/invariants';
import { call, createUser } from '../../../test/helper';
import { openShopWithCake } from '../../../test/order-fixtures';

const ROUNDS = 4;
const CUSTOMERS = 6;

let shop: Awaited<ReturnType<typeof openShopWithCake>>;
beforeAll(async () => {
  shop = await openShopWithCake('Steady Cake');
});
afterAll(() => shop.t.close());

const deleteItem = (id: string) => call(shop.t.app, 'POST', `/api/delete-item/${id}`, { token: shop.admin.token, payload: {} });

/** Each answer's status, and the body of any 5xx. */
const summary = (responses: { statusCode: number; body: string }[]) =>
  responses.map((r) => (r.statusCode >= 500 ? `${r.statusCode} ${r.body}` : r.statusCode));

it('checkouts of carts holding an item being deleted answer 201 or a sentence', async () => {
  const { app } = shop.t;
  for (let round = 0; round < ROUNDS; round++) {
    const doomed = await insertItem(app, { category: 'Cakes', title: `Doomed Cake ${round}`, priceCents: 60_000 });
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        const customer = await createUser(app);
        await fillCart(app, customer.token, [{ item: doomed, quantity: 1 }]);
        return customer;
      }),
    );
    const [deleted, ...orders] = await Promise.all([
      deleteItem(doomed.id),
      ...customers.map((c) => call(app, 'POST', '/api/create-order', { token: c.token, payload: { isPickup: false } })),
    ]);
    expect(deleted.statusCode).toBe(200);
    for (const order of orders) {
      expect(summary([order])).toEqual([expect.any(Number)]);
      expect([201, 400]).toContain(order.statusCode);
      if (order.statusCode === 400) expect(order.json().error).toBe('Your cart is empty.');
    }
  }
  expect(await brokenInvariants(app.ctx.db)).toEqual({});
});

it('cart saves naming an item being deleted answer 200 or a sentence', async () => {
  const { app } = shop.t;
  for (let round = 0; round < ROUNDS; round++) {
    const doomed = await insertItem(app, { category: 'Cakes', title: `Vanishing Cake ${round}`, priceCents: 60_000 });
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => createUser(app)));
    // Half of them already hold the item (their save replaces that line), half add it.
    await Promise.all(customers.slice(0, CUSTOMERS / 2).map((c) => fillCart(app, c.token, [{ item: doomed, quantity: 1 }])));
    const line = { category: doomed.category, title: doomed.title, quantity: 2, imageUrl: doomed.imageUrl };
    const [deleted, ...saves] = await Promise.all([
      deleteItem(doomed.id),
      ...customers.map((c) => call(app, 'POST', '/api/update-cart', { token: c.token, payload: { cartItems: [line] } })),
    ]);
    expect(deleted.statusCode).toBe(200);
    for (const save of saves) {
      expect(summary([save])).toEqual([expect.any(Number)]);
      expect([200, 400]).toContain(save.statusCode);
      if (save.statusCode === 400) expect(save.json().error).toContain('is not available');
    }
    // Whatever the order of events, no cart keeps a line of the deleted item.
    for (const c of customers) expect((await call(app, 'GET', '/api/get-cart', { token: c.token })).json().cart).toEqual([]);
  }
});
