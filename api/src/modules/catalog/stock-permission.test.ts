/**
 * Stock is its own permission (issue 41): a staff member who edits items but not stock changes an
 * item's words, price and pictures, never its units in stock, whichever call carries them.
 */
import { PRESETS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { items } from '../../db/schema';

let t: TestApp;
let owner: { token: string };
/** Staff holding items:edit (and dashboard:read) but not stock:edit. */
let editor: { token: string };
let candle: ItemRow;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await adminSession(t.app);
  const staff = await createUser(t.app);
  const put = await call(t.app, 'PUT', `/api/staff/${staff.user.id}`, {
    token: owner.token,
    payload: { permissions: PRESETS.catalogue.filter((p) => p !== 'stock:edit') },
  });
  expect(put.statusCode).toBe(200);
  editor = staff;
  candle = await insertItem(t.app, { category: 'Roman Candles', title: 'Stock Rule Candle', priceCents: 1_500, stock: 6 });
});
afterAll(() => t.close());

const stockOf = async (id: string) => (await t.app.ctx.db.select({ stock: items.stock }).from(items).where(eq(items.id, id)))[0]?.stock;
const update = (token: string, payload: Record<string, unknown>, language = 'en') =>
  call(t.app, 'POST', `/api/update-item/${candle.id}`, { token, payload, headers: { 'accept-language': language } });

describe('stock:edit on the item calls', () => {
  it('refuses a stock change by update-item without stock:edit, in both languages, and writes nothing', async () => {
    const refused = await update(editor.token, { description: 'Brighter.', stock: 500 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have the permission this needs: “Edit stock”.' });
    const spanish = await update(editor.token, { stock: null }, 'es');
    expect(spanish.statusCode).toBe(403);
    expect(spanish.json()).toEqual({ error: 'Usted no tiene el permiso que esto requiere: «Editar existencias».' });
    expect(await stockOf(candle.id)).toBe(6);
    const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, candle.id));
    expect(row?.description).not.toBe('Brighter.');
  });

  it('lets the same staff member edit everything else, and send the stock the item already has', async () => {
    const words = await update(editor.token, { description: 'Now brighter.', price: '16.00' });
    expect(words.statusCode).toBe(200);
    expect(words.json()).toMatchObject({ description: 'Now brighter.', price: '$16.00', stock: 6 });
    expect((await update(editor.token, { title: 'Stock Rule Candle', stock: 6 })).statusCode).toBe(200);
    expect(await stockOf(candle.id)).toBe(6);
  });

  it('refuses a new item with stock without stock:edit; without stock it is added untracked', async () => {
    const fields = { category: 'Roman Candles', price: '$9.99', description: '', visible: true, BOGO: false, imageUrl: '', gifUrl: '' };
    const refused = await call(t.app, 'POST', '/api/addNewItem/', {
      token: editor.token,
      payload: { ...fields, title: 'Stocked Candle', stock: 40 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have the permission this needs: “Edit stock”.' });
    expect(await t.app.ctx.db.select().from(items).where(eq(items.title, 'Stocked Candle'))).toEqual([]);
    const added = await call(t.app, 'POST', '/api/addNewItem/', { token: editor.token, payload: { ...fields, title: 'Untracked Candle' } });
    expect(added.statusCode).toBe(201);
    expect(await stockOf(added.json().insertedId)).toBeNull();
  });

  it('the owner and the Catalogue preset (which holds stock:edit) still change stock', async () => {
    expect((await update(owner.token, { stock: 9 })).json()).toMatchObject({ stock: 9 });
    const catalogue = await createUser(t.app);
    await call(t.app, 'PUT', `/api/staff/${catalogue.user.id}`, { token: owner.token, payload: { permissions: [...PRESETS.catalogue] } });
    expect((await update(catalogue.token, { stock: 11 })).json()).toMatchObject({ stock: 11 });
    expect(await stockOf(candle.id)).toBe(11);
  });
});
