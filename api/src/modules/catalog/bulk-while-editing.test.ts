/**
 * An item form left open while a bulk change (the products table) reprices or hides the item: saving
 * the form unchanged must not write the old price or visibility back. The form sends the values it
 * showed as `priceSeen` and `visibleSeen`; the same value in `price` or `visible` means the admin left
 * it alone. PGlite, or PostgreSQL with TEST_DATABASE=postgres.
 */
import { eq } from 'drizzle-orm';
import { type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, type TestApp } from '../../../test/helper';
import { items } from '../../db/schema';

let t: TestApp;
let owner: { token: string };
let cake: ItemRow;
beforeEach(async () => {
  t = await buildTestApp();
  owner = await adminSession(t.app);
  cake = await insertItem(t.app, { category: 'Cakes', title: 'Open Form Cake', priceCents: 4_000, visible: true });
});
afterEach(() => t.close());

const rowOf = async () =>
  (await t.app.ctx.db.select({ priceCents: items.priceCents, visible: items.visible }).from(items).where(eq(items.id, cake.id)))[0];
const save = (payload: Record<string, unknown>, language = 'en') =>
  call(t.app, 'POST', `/api/update-item/${cake.id}`, { token: owner.token, payload, headers: { 'accept-language': language } });
const bulk = async (payload: Record<string, unknown>) =>
  expect((await call(t.app, 'POST', '/api/items/bulk', { token: owner.token, payload: { ids: [cake.id], ...payload } })).statusCode).toBe(
    200,
  );

/** What the form opened with: $40.00, visible. */
const seen = { price: '40.00', priceSeen: '40.00', visible: true, visibleSeen: true };

it('keeps a bulk price change made while the form was open when the admin saves other fields', async () => {
  await bulk({ action: 'price', percent: '10' });
  const saved = await save({ ...seen, description: 'Now with gold crackle.' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ description: 'Now with gold crackle.', price: '$44.00', visible: true });
  expect(await rowOf()).toEqual({ priceCents: 4_400, visible: true });
});

it('keeps a bulk hide made while the form was open when the admin saves other fields', async () => {
  await bulk({ action: 'hide' });
  const saved = await save({ ...seen, description: 'Now with gold crackle.' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ price: '$40.00', visible: false });
  expect(await rowOf()).toEqual({ priceCents: 4_000, visible: false });
});

it('compares prices as amounts: "$40", 40 and "40.00" are the same price', async () => {
  await bulk({ action: 'price', percent: '-25' });
  expect((await save({ price: 40, priceSeen: '$40' })).json()).toMatchObject({ price: '$30.00' });
  expect(await rowOf()).toMatchObject({ priceCents: 3_000 });
});

it('sets the price and visibility the admin changed in the form, over the bulk change', async () => {
  await bulk({ action: 'price', percent: '10' });
  await bulk({ action: 'hide' });
  const saved = await save({ ...seen, price: '38.50', visible: true, visibleSeen: false });
  expect(saved.json()).toMatchObject({ price: '$38.50', visible: true });
  expect(await rowOf()).toEqual({ priceCents: 3_850, visible: true });
});

it("keeps the spec's call as it was: a price and visibility sent alone are set", async () => {
  await bulk({ action: 'price', percent: '10' });
  await bulk({ action: 'hide' });
  expect((await save({ price: '40.00', visible: true })).json()).toMatchObject({ price: '$40.00', visible: true });
  expect(await rowOf()).toEqual({ priceCents: 4_000, visible: true });
});

it('still checks a price sent with its seen value: an invalid one is refused', async () => {
  const refused = await save({ price: '-5', priceSeen: '-5' });
  expect(refused.statusCode).toBe(400);
  expect(await rowOf()).toEqual({ priceCents: 4_000, visible: true });
});

it.each([
  ['en', { priceSeen: { wrong: true } }, /price/i],
  ['es', { priceSeen: { wrong: true } }, /precio/i],
  ['en', { visibleSeen: 'yes' }, /visib/i],
  ['es', { visibleSeen: 'yes' }, /visib/i],
])('refuses a seen value of the wrong type with a sentence (%s %j), and writes nothing', async (language, wrong, named) => {
  const refused = await save({ description: 'Never saved.', price: '12.00', visible: false, ...wrong }, language);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error).toMatch(named);
  expect(refused.json().error).not.toMatch(/validation\.|priceSeen|visibleSeen|\//);
  expect(await rowOf()).toEqual({ priceCents: 4_000, visible: true });
});
