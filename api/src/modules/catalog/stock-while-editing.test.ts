/**
 * An item form left open while customers order: saving it must not give back the units the orders
 * took (the shop would sell them twice). The form sends the stock it showed as `stockSeen`; the same
 * number in `stock` means the admin left the stock alone. PGlite, or PostgreSQL with TEST_DATABASE=postgres.
 */
import { eq } from 'drizzle-orm';
import { type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, type TestApp } from '../../../test/helper';
import { items } from '../../db/schema';
import { takeStock } from '../pickups/stock';

let t: TestApp;
let owner: { token: string };
let cake: ItemRow;
beforeEach(async () => {
  t = await buildTestApp();
  owner = await adminSession(t.app);
  cake = await insertItem(t.app, { category: 'Cakes', title: 'Open Form Cake', priceCents: 4_000, stock: 10 });
});
afterEach(() => t.close());

const stockOf = async () => (await t.app.ctx.db.select({ stock: items.stock }).from(items).where(eq(items.id, cake.id)))[0]?.stock;
const save = (payload: Record<string, unknown>) => call(t.app, 'POST', `/api/update-item/${cake.id}`, { token: owner.token, payload });
/** Customers order 3 while the admin's form (opened at 10) is open: the order's own stock statement. */
const ordersTakeThree = () =>
  t.app.ctx.db.transaction((tx) => takeStock(tx, [{ itemId: cake.id, title: cake.title, quantity: 3, bogo: false }]));

it('keeps the units orders took while the form was open when the admin saves other fields', async () => {
  await ordersTakeThree();
  const saved = await save({ description: 'Now with gold crackle.', stock: 10, stockSeen: 10 });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ description: 'Now with gold crackle.', stock: 7 });
  expect(await stockOf()).toBe(7);
});

it('sets the number the admin typed when it differs from the one the form showed', async () => {
  await ordersTakeThree();
  expect((await save({ stock: 25, stockSeen: 10 })).json()).toMatchObject({ stock: 25 });
  expect((await save({ stock: null, stockSeen: 25 })).json()).toMatchObject({ stock: null });
  expect(await stockOf()).toBeNull();
});

it("keeps the spec's call as it was: a stock sent alone is set", async () => {
  await ordersTakeThree();
  expect((await save({ stock: 10 })).json()).toMatchObject({ stock: 10 });
});

it('refuses a stockSeen that is not a number with a sentence, and writes nothing', async () => {
  const refused = await save({ description: 'Never saved.', stock: 10, stockSeen: 'ten' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error).not.toMatch(/validation\.|stockSeen|\//);
  expect(await stockOf()).toBe(10);
});
