/**
 * GET /api/featured (issue 18 item 2): BOGO deals and top sellers for the home page, with the
 * catalogue's visibility rules, and a cache that forgets at an item change (at once) and at an
 * order (within ORDERS_LAG_MS).
 */
import type { Featured } from '@fireworks/core/contract';
import { sql } from 'drizzle-orm';
import { fillCart, type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { call, createUser, type TestApp } from '../../../test/helper';
import { appWithAdminAndCustomer } from '../../../test/uploads';
import { ORDERS_LAG_MS } from '.';

let t: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  ({ t, adminToken, customerToken: token } = await appWithAdminAndCustomer());
});
afterAll(() => t.close());

const featured = async (as = token) => {
  const response = await call(t.app, 'GET', '/api/featured', { token: as });
  expect(response.statusCode).toBe(200);
  return response.json() as Featured;
};
const titles = (list: Featured['bogo']) => list.map((item) => item.title);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

type Named = 'bogoCheap' | 'bogoDear' | 'bogoHidden' | 'bogoSoldOut' | 'many' | 'few' | 'untracked' | 'hidden';
let items: Record<Named, ItemRow>;

it('answers BOGO deals and, without orders, the most stocked items; hidden items for admins only, never sold-out ones', async () => {
  expect(await featured()).toEqual({ bogo: [], topSellers: [], rankedBySales: false });
  items = {
    bogoCheap: await insertItem(t.app, { title: 'BOGO Cheap', bogo: true, priceCents: 5_000 }),
    bogoDear: await insertItem(t.app, { title: 'BOGO Dear', bogo: true, priceCents: 9_000 }),
    bogoHidden: await insertItem(t.app, { title: 'BOGO Hidden', bogo: true, visible: false }),
    bogoSoldOut: await insertItem(t.app, { title: 'BOGO Sold Out', bogo: true, stock: 0 }),
    many: await insertItem(t.app, { title: 'Many In Stock', stock: 50, priceCents: 30_000 }),
    few: await insertItem(t.app, { title: 'Few In Stock', stock: 5, priceCents: 30_000 }),
    untracked: await insertItem(t.app, { title: 'Untracked', priceCents: 30_000 }),
    hidden: await insertItem(t.app, { title: 'Hidden', visible: false, stock: 999 }),
  };
  await settle();
  const customer = await featured();
  expect(titles(customer.bogo)).toEqual(['BOGO Dear', 'BOGO Cheap']);
  expect(titles(customer.topSellers)).toEqual(['Many In Stock', 'Few In Stock', 'Untracked']);
  expect(customer.rankedBySales).toBe(false);
  expect(customer.bogo[0]).toMatchObject({ _id: items.bogoDear.id, BOGO: true, price: '$90.00', imageSrcset: '' });

  const admin = await featured(adminToken);
  expect(titles(admin.bogo)).toEqual(['BOGO Dear', 'BOGO Cheap', 'BOGO Hidden']);
  expect(titles(admin.topSellers)).toEqual(['Hidden', 'Many In Stock', 'Few In Stock', 'Untracked']);
});

it('ranks top sellers by units in orders, BOGO items not repeated, and shows an order within the lag', async () => {
  const before = await featured();
  const buyer = await createUser(t.app);
  // Items without tracked stock: the order changes no item row, so only the order itself is news.
  const { untracked, bogoCheap } = items;
  await fillCart(t.app, buyer.token, [
    { item: untracked, quantity: 3 },
    { item: bogoCheap, quantity: 2 },
  ]);
  const order = await call(t.app, 'POST', '/api/create-order', { token: buyer.token, payload: {} });
  expect(order.statusCode).toBe(201);
  // Cached until the lag has passed, then ranked by sales.
  expect(await featured()).toEqual(before);
  await new Promise((resolve) => setTimeout(resolve, ORDERS_LAG_MS + 50));
  const after = await featured();
  expect(titles(after.topSellers)).toEqual(['Untracked', 'Many In Stock', 'Few In Stock']);
  expect(after.rankedBySales).toBe(true);
  expect(titles(after.bogo)).toEqual(['BOGO Dear', 'BOGO Cheap']);
});

it('forgets the cached lists at once when an item changes, through the API or straight SQL', async () => {
  expect(titles((await featured()).topSellers)).toContain('Untracked');
  const hidden = await call(t.app, 'POST', `/api/update-item/${items.untracked.id}`, { token: adminToken, payload: { visible: false } });
  expect(hidden.statusCode).toBe(200);
  const left = await featured();
  expect(titles(left.topSellers)).toEqual(['Many In Stock', 'Few In Stock']);
  expect(left.rankedBySales).toBe(false);

  await t.app.ctx.db.execute(sql`update items set bogo = true where id = ${items.many.id}`);
  await settle();
  const changed = await featured();
  expect(titles(changed.bogo)).toEqual(['Many In Stock', 'BOGO Dear', 'BOGO Cheap']);
  expect(titles(changed.topSellers)).toEqual(['Few In Stock']);
});

it('answers at most four of each, and refuses without a session', async () => {
  for (let n = 0; n < 6; n++) await insertItem(t.app, { bogo: true });
  for (let n = 0; n < 6; n++) await insertItem(t.app, { stock: 100 + n });
  await settle();
  const full = await featured();
  expect(full.bogo).toHaveLength(4);
  expect(full.topSellers).toHaveLength(4);
  expect(titles(full.topSellers)).not.toContain('Few In Stock');
  expect((await call(t.app, 'GET', '/api/featured')).statusCode).toBe(401);
});
