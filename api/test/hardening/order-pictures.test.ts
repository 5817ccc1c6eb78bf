/**
 * Issue 14, item 9: files any order still shows are kept. Deleting an item, replacing its picture
 * and the 24-hour sweep never delete a file an order line shows (its picture snapshot).
 */
import { eq } from 'drizzle-orm';
import { uploads } from '../../src/db/schema';
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from '../../src/modules/uploads/uploads.service';
import { call, createUser, type TestApp } from '../helper';
import { appWithAdminAndCustomer, multipart, testImage } from '../uploads';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  ({ t, adminToken } = await appWithAdminAndCustomer());
});
afterAll(() => t.close());

interface Uploaded {
  _id: string;
  url: string;
  srcset: string;
}

async function upload(): Promise<Uploaded> {
  const { payload, headers } = multipart('picture.png', await testImage('png', 400, 300));
  const response = await call(t.app, 'POST', '/api/uploads', { token: adminToken, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The original and every resized variant. */
const keysOf = (file: Uploaded) => [
  file.url.slice(1),
  ...file.srcset
    .split(', ')
    .filter(Boolean)
    .map((entry) => (entry.split(' ')[0] as string).slice(1)),
];
const allExist = async (file: Uploaded) => (await Promise.all(keysOf(file).map((key) => t.app.ctx.storage.exists(key)))).every(Boolean);
const noneExist = async (file: Uploaded) => (await Promise.all(keysOf(file).map((key) => t.app.ctx.storage.exists(key)))).every((e) => !e);

let titles = 0;
/** An item showing `picture`, ordered by a customer (the order line keeps the picture's URL). */
async function orderedItem(picture: Uploaded): Promise<string> {
  titles += 1;
  const added = await call(t.app, 'POST', '/api/addNewItem/', {
    token: adminToken,
    payload: {
      category: 'Cakes',
      title: `Kept Picture Cake ${titles}`,
      description: 'Shown by an order.',
      price: '$600.00',
      BOGO: false,
      visible: true,
      imageUrl: picture.url,
    },
  });
  expect(added.statusCode).toBe(201);
  const id = added.json().insertedId as string;
  const { token } = await createUser(t.app);
  const cart = await call(t.app, 'POST', '/api/update-cart', {
    token,
    payload: { cartItems: [{ category: 'Cakes', title: `Kept Picture Cake ${titles}`, quantity: 1, imageUrl: picture.url }] },
  });
  expect(cart.statusCode).toBe(200);
  const order = await call(t.app, 'POST', '/api/create-order', { token, payload: { FundstoAdd: 0, isPickup: true } });
  expect(order.statusCode).toBe(201);
  const orders = (await call(t.app, 'GET', '/api/user-orders', { token })).json() as Array<{ order_items: Array<{ imageUrl: string }> }>;
  expect(orders[0]?.order_items[0]?.imageUrl).toBe(picture.url);
  return id;
}

it('replacing the picture of an ordered item keeps the old file (and its variants)', async () => {
  const picture = await upload();
  const id = await orderedItem(picture);
  const replacement = await upload();
  const updated = await call(t.app, 'POST', `/api/update-item/${id}`, { token: adminToken, payload: { imageUrl: replacement.url } });
  expect(updated.statusCode).toBe(200);
  expect(await allExist(picture)).toBe(true);
  expect(await t.app.ctx.db.select().from(uploads).where(eq(uploads.id, picture._id))).toHaveLength(1);
});

it('deleting an ordered item keeps its file; deleting the file by URL is refused while an order shows it', async () => {
  const picture = await upload();
  const id = await orderedItem(picture);
  expect((await call(t.app, 'POST', `/api/delete-item/${id}`, { token: adminToken })).statusCode).toBe(200);
  expect(await allExist(picture)).toBe(true);
  const direct = await call(t.app, 'POST', '/api/delete-upload', { token: adminToken, payload: { url: picture.url } });
  expect(direct.statusCode).toBe(409);
  expect(direct.json()).toEqual({ error: 'This file is shown by an item or an order, so it is kept.' });
  expect(await allExist(picture)).toBe(true);
});

it('the 24-hour sweep keeps files orders show and still removes abandoned ones', async () => {
  const shownByOrder = await upload();
  const id = await orderedItem(shownByOrder);
  expect((await call(t.app, 'POST', `/api/delete-item/${id}`, { token: adminToken })).statusCode).toBe(200);
  const abandoned = await upload();
  const longAgo = new Date(Date.now() - ABANDONED_AFTER_MS - 60_000);
  for (const file of [shownByOrder, abandoned]) {
    await t.app.ctx.db.update(uploads).set({ createdAt: longAgo }).where(eq(uploads.id, file._id));
  }
  await sweepAbandonedUploads(t.app.ctx, t.app.log);
  expect(await allExist(shownByOrder)).toBe(true);
  expect(await noneExist(abandoned)).toBe(true);
});
