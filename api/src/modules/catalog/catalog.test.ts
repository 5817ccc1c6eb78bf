import type { Item } from '@fireworks/core/contract';
import { eq } from 'drizzle-orm';
import { call, type TestApp } from '../../../test/helper';
import { appWithAdminAndCustomer, multipart, testImage } from '../../../test/uploads';
import { auditLog, items, uploads } from '../../db/schema';
import { newId } from '../../shared/ids';
import { listCategory } from './catalog.service';

let t: TestApp;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  ({ t, adminToken, customerToken } = await appWithAdminAndCustomer());
});
afterAll(() => t.close());

const list = async (category: string, token: string) => {
  const response = await call(t.app, 'GET', `/api/fireworks?category=${encodeURIComponent(category)}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json() as Item[];
};

async function addItem(payload: Record<string, unknown>, token = adminToken) {
  return call(t.app, 'POST', '/api/addNewItem/', { token, payload });
}

async function upload(format: 'png' | 'gif', width = 400): Promise<{ url: string; srcset: string }> {
  const { payload, headers } = multipart(`file.${format}`, await testImage(format, width, 300));
  const response = await call(t.app, 'POST', '/api/uploads', { token: adminToken, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const keysOf = (file: { url: string; srcset: string }) => [
  file.url.slice(1),
  ...file.srcset
    .split(', ')
    .filter(Boolean)
    .map((entry) => (entry.split(' ')[0] as string).slice(1)),
];

describe('GET /api/fireworks?category=', () => {
  beforeAll(async () => {
    const rows = [
      { title: 'Zeta Fountain', priceCents: 1999 },
      { title: 'alpha Fountain', priceCents: 1999 },
      { title: 'Mega Fountain', priceCents: 4999, bogo: true },
      { title: 'Hidden Fountain', priceCents: 9999, visible: false },
      { title: 'Tiny Fountain', priceCents: 299 },
    ];
    await t.app.ctx.db.insert(items).values(rows.map((row) => ({ id: newId(), category: 'Fountains', ...row })));
    await t.app.ctx.db.insert(items).values({ id: newId(), category: 'Black Cats', title: 'Brick', priceCents: 5999 });
  });

  it('sorts by price descending, then by title, and shows prices as $12.99', async () => {
    const found = await list('fountains', customerToken);
    expect(found.map((i) => [i.title, i.price])).toEqual([
      ['Mega Fountain', '$49.99'],
      ['alpha Fountain', '$19.99'],
      ['Zeta Fountain', '$19.99'],
      ['Tiny Fountain', '$2.99'],
    ]);
    expect(found[0]).toMatchObject({ category: 'Fountains', BOGO: true, visible: true, imageUrl: '', gifUrl: '', imageSrcset: '' });
  });

  it('never shows invisible items to customers; admins see every item', async () => {
    expect((await list('fountains', customerToken)).map((i) => i.title)).not.toContain('Hidden Fountain');
    const forAdmin = await list('fountains', adminToken);
    expect(forAdmin[0]).toMatchObject({ title: 'Hidden Fountain', visible: false });
    expect(forAdmin).toHaveLength(5);
  });

  it.each(['black_cats', 'Black_Cats', 'Black Cats', 'BLACK CATS'])('matches the category %s', async (category) => {
    expect((await list(category, customerToken)).map((i) => i.title)).toEqual(['Brick']);
  });

  it('answers 404 for an unknown category, 400 without one, 401 without a session', async () => {
    const unknown = await call(t.app, 'GET', '/api/fireworks?category=rockets', { token: customerToken });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'There is no category called “rockets”.' });
    expect((await call(t.app, 'GET', '/api/fireworks', { token: customerToken })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/fireworks?category=cakes')).statusCode).toBe(401);
  });

  it('answers the bytes JSON.stringify wrote before the answer schema did, odd text included', async () => {
    const title = 'Quote " backslash \\ </script> \u2028 emoji 🎆 ñ';
    await t.app.ctx.db
      .insert(items)
      .values({ id: newId(), category: 'Missiles', title, description: 'Tab\tnew line\n\u0001 “curly”', priceCents: 1234 });
    const response = await call(t.app, 'GET', '/api/fireworks?category=missiles', { token: customerToken });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = await listCategory(t.app.ctx, 'Missiles', { visibleOnly: true });
    expect(expected[0]?.title).toBe(title);
    expect(response.body).toBe(JSON.stringify(expected));
  });

  it('answers in Spanish when asked', async () => {
    const unknown = await call(t.app, 'GET', '/api/fireworks?category=cohetes', {
      token: customerToken,
      headers: { 'accept-language': 'es' },
    });
    expect(unknown.json()).toEqual({ error: 'No existe la categoría «cohetes».' });
  });
});

describe('POST /api/addNewItem/', () => {
  it('adds an item with its price in cents, an image with variants and a gif', async () => {
    const image = await upload('png', 800);
    const gif = await upload('gif');
    const response = await addItem({
      category: 'Roman Candles',
      title: 'Comet Candle',
      description: 'Eight comets.',
      price: '$12.99',
      BOGO: true,
      visible: true,
      imageUrl: image.url,
      gifUrl: gif.url,
    });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json() as { insertedId: string };
    const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, insertedId));
    expect(row).toMatchObject({ category: 'Roman Candles', priceCents: 1299, bogo: true, imageUrl: image.url, gifUrl: gif.url });

    const shown = (await list('roman_candles', customerToken)).find((i) => i._id === insertedId);
    expect(shown).toMatchObject({ price: '$12.99', imageSrcset: image.srcset, gifUrl: gif.url });
    expect(shown?.imageSrcset).toMatch(/ 320w, .* 640w, .* 800w$/);
    const [audit] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, insertedId));
    expect(audit).toMatchObject({ action: 'item.add', actorUsername: 'admin' });
  });

  it("gives a cart line its picture's resized copies, so the cart shows a thumbnail, not the full picture", async () => {
    const image = await upload('png', 800);
    const plain = await upload('gif');
    for (const [title, imageUrl] of [
      ['Thumbnail Candle', image.url],
      ['Gif Candle', plain.url],
    ]) {
      expect((await addItem({ category: 'Roman Candles', title, description: '-', price: '$5.00', imageUrl })).statusCode).toBe(201);
    }
    const cartItems = ['Thumbnail Candle', 'Gif Candle'].map((title) => ({ category: 'Roman Candles', title, quantity: 1, imageUrl: '' }));
    const saved = await call(t.app, 'POST', '/api/update-cart', { token: customerToken, payload: { cartItems } });
    const read = await call(t.app, 'GET', '/api/get-cart', { token: customerToken });
    for (const answer of [saved, read]) {
      const [withCopies, without] = (answer.json() as { cart: Record<string, unknown>[] }).cart;
      expect(withCopies).toMatchObject({ title: 'Thumbnail Candle', imageUrl: image.url, imageSrcset: image.srcset });
      expect(withCopies?.imageSrcset).toMatch(/ 320w, /);
      // A GIF keeps no copies: its line has no srcset at all.
      expect(without).toMatchObject({ title: 'Gif Candle', imageUrl: plain.url });
      expect(without).not.toHaveProperty('imageSrcset');
    }
    await call(t.app, 'POST', '/api/update-cart', { token: customerToken, payload: { cartItems: [] } });
  });

  it('accepts prices as numbers and without the dollar sign, and defaults visible on and BOGO off', async () => {
    for (const [title, price, cents] of [
      ['Number Price', 7.5, 750],
      ['Plain Price', '1234', 123400],
    ] as const) {
      const response = await addItem({ category: 'cakes', title, price });
      expect(response.statusCode).toBe(201);
      const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, response.json().insertedId));
      expect(row).toMatchObject({ category: 'Cakes', priceCents: cents, visible: true, bogo: false, description: '' });
    }
  });

  // The sentence the admin's item form shows at the Price field for the same price (core's
  // checkItemPrice): the spec's "Failed to add new item. Please try again and make sure price is
  // not 0." is the form's toast, shown beside it.
  it.each([0, '0', '0.00', -5, '-1.00', ''])('refuses the price %p as no price above 0', async (price) => {
    const response = await addItem({ category: 'Cakes', title: `Bad ${price}`, price });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please enter a price greater than 0.' });
  });

  it.each(['abc', '12.999', 12.999])('refuses the price %p as not an amount in whole cents, in English and Spanish', async (price) => {
    const response = await addItem({ category: 'Cakes', title: `Bad ${price}`, price });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The price must be an amount greater than $0, for example 12.99.' });
    const spanish = await call(t.app, 'POST', '/api/addNewItem/', {
      token: adminToken,
      payload: { category: 'Cakes', title: `Bad ${price}`, price },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json()).toEqual({ error: 'El precio debe ser mayor que 0 $, por ejemplo 12.99.' });
  });

  it('refuses a missing title, an unknown category, a second item of the same title, and foreign image URLs', async () => {
    expect((await addItem({ category: 'Cakes', title: '   ', price: 5 })).json()).toEqual({
      error: 'Please enter a title (at most 120 characters).',
    });
    const unknown = await addItem({ category: 'Rockets', title: 'X', price: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('There is no category called “Rockets”.');

    expect((await addItem({ category: 'Cakes', title: 'Twin', price: 5 })).statusCode).toBe(201);
    const twin = await addItem({ category: 'cakes', title: 'Twin', price: 6 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ error: 'Cakes already has an item called “Twin”.' });

    for (const imageUrl of ['https://example.com/cat.png', '/uploads/../../etc/passwd', 'javascript:alert(1)']) {
      const response = await addItem({ category: 'Cakes', title: 'Foreign', price: 5, imageUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid URL format' });
    }
    const missing = await addItem({ category: 'Cakes', title: 'Missing', price: 5, imageUrl: `/uploads/${newId()}.png` });
    expect(missing.statusCode).toBe(400);
    const png = await upload('png');
    const notGif = await addItem({ category: 'Cakes', title: 'Not Gif', price: 5, gifUrl: png.url });
    expect(notGif.json()).toEqual({ error: 'The gif must be a GIF file.' });
  });

  it('answers on the path without the trailing slash too', async () => {
    const response = await call(t.app, 'POST', '/api/addNewItem', {
      token: adminToken,
      payload: { category: 'Cakes', title: 'No Slash', price: 3 },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /api/update-item/:id', () => {
  async function newItem(fields: Record<string, unknown> = {}): Promise<string> {
    const response = await addItem({ category: 'Missiles', title: `Missile ${newId().slice(0, 8)}`, price: '9.99', ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().insertedId;
  }

  it('saves the edited fields and answers the updated item', async () => {
    const id = await newItem();
    const response = await call(t.app, 'POST', `/api/update-item/${id}`, {
      token: adminToken,
      payload: { _id: id, title: 'Sky Screamer', description: 'Loud.', price: '$15.50', visible: false, BOGO: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id,
      title: 'Sky Screamer',
      description: 'Loud.',
      price: '$15.50',
      visible: false,
      BOGO: true,
      category: 'Missiles',
    });
    const [audit] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'item.update'));
    expect(audit?.details).toMatchObject({ changed: expect.arrayContaining(['title', 'priceCents', 'visible', 'bogo']) });
  });

  it('hiding an item takes it away from customers at once', async () => {
    const id = await newItem({ title: 'Soon Hidden' });
    expect((await list('missiles', customerToken)).map((i) => i._id)).toContain(id);
    await call(t.app, 'POST', `/api/update-item/${id}`, { token: adminToken, payload: { visible: false } });
    expect((await list('missiles', customerToken)).map((i) => i._id)).not.toContain(id);
    expect((await list('missiles', adminToken)).map((i) => i._id)).toContain(id);
  });

  it('deletes the files of a replaced image and gif, and keeps the new ones', async () => {
    const [oldImage, oldGif, newImage, newGif] = [await upload('png', 700), await upload('gif'), await upload('png'), await upload('gif')];
    const id = await newItem({ imageUrl: oldImage.url, gifUrl: oldGif.url });
    const response = await call(t.app, 'POST', `/api/update-item/${id}`, {
      token: adminToken,
      payload: { imageUrl: newImage.url, gifUrl: newGif.url },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imageUrl: newImage.url, gifUrl: newGif.url, imageSrcset: newImage.srcset });
    for (const key of [...keysOf(oldImage), ...keysOf(oldGif)]) expect(await t.app.ctx.storage.exists(key)).toBe(false);
    for (const key of [...keysOf(newImage), ...keysOf(newGif)]) expect(await t.app.ctx.storage.exists(key)).toBe(true);
    const remaining = (await t.app.ctx.db.select().from(uploads)).map((u) => u.url);
    expect(remaining).not.toContain(oldImage.url);
    expect(remaining).toContain(newImage.url);
  });

  it('removing the gif (empty URL) deletes its file', async () => {
    const gif = await upload('gif');
    const id = await newItem({ gifUrl: gif.url });
    const response = await call(t.app, 'POST', `/api/update-item/${id}`, { token: adminToken, payload: { gifUrl: '' } });
    expect(response.json().gifUrl).toBe('');
    expect(await t.app.ctx.storage.exists(gif.url.slice(1))).toBe(false);
  });

  it('refuses bad prices and URLs without changing anything', async () => {
    const id = await newItem({ title: 'Steady' });
    // A number with a third decimal too (12.999 is not $13.00 nor $12.99): whole cents only.
    for (const price of ['abc', 12.999, 0.005, '12.999']) {
      const response = await call(t.app, 'POST', `/api/update-item/${id}`, { token: adminToken, payload: { title: 'Changed', price } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The price must be an amount greater than $0, for example 12.99.' });
    }
    // No price above 0: the sentence the item form shows at the field for it (core's checkItemPrice).
    for (const price of [0, -1, '', '0.00']) {
      const response = await call(t.app, 'POST', `/api/update-item/${id}`, { token: adminToken, payload: { title: 'Changed', price } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please enter a price greater than 0.' });
    }
    const badUrl = await call(t.app, 'POST', `/api/update-item/${id}`, { token: adminToken, payload: { imageUrl: 'ftp://x/y.png' } });
    expect(badUrl.json()).toEqual({ error: 'Invalid URL format' });
    const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, id));
    expect(row).toMatchObject({ title: 'Steady', priceCents: 999 });
  });

  it('answers 404 for an unknown id and 400 for unknown fields', async () => {
    const unknown = await call(t.app, 'POST', `/api/update-item/${newId()}`, { token: adminToken, payload: { title: 'Ghost' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No such item. It may have been deleted.' });
    const id = await newItem();
    expect((await call(t.app, 'POST', `/api/update-item/${id}`, { token: adminToken, payload: { priceCents: 1 } })).statusCode).toBe(400);
  });
});

describe('POST /api/delete-item/:id', () => {
  it('deletes the item and the files only it showed', async () => {
    const image = await upload('png', 700);
    const gif = await upload('gif');
    const id = (await addItem({ category: 'Poppers', title: 'Gone Soon', price: 2, imageUrl: image.url, gifUrl: gif.url })).json()
      .insertedId;
    const response = await call(t.app, 'POST', `/api/delete-item/${id}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully deleted item!' });
    expect(await t.app.ctx.db.select().from(items).where(eq(items.id, id))).toEqual([]);
    for (const key of [...keysOf(image), ...keysOf(gif)]) expect(await t.app.ctx.storage.exists(key)).toBe(false);
    const actions = (await t.app.ctx.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['item.delete', 'upload.delete']));
  });

  it('keeps a file another item still shows', async () => {
    const image = await upload('png');
    const first = (await addItem({ category: 'Poppers', title: 'Twin One', price: 2, imageUrl: image.url })).json().insertedId;
    await addItem({ category: 'Poppers', title: 'Twin Two', price: 2, imageUrl: image.url });
    await call(t.app, 'POST', `/api/delete-item/${first}`, { token: adminToken });
    expect(await t.app.ctx.storage.exists(image.url.slice(1))).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call(t.app, 'POST', `/api/delete-item/${newId()}`, { token: adminToken });
    expect(response.statusCode).toBe(404);
  });
});

describe('item writes are for admins only', () => {
  it('answers 403 to customers and 401 without a session, and changes nothing', async () => {
    const id = (await addItem({ category: 'Sparklers', title: 'Guarded', price: 4 })).json().insertedId;
    const writes: Array<[string, unknown]> = [
      ['/api/addNewItem/', { category: 'Sparklers', title: 'Sneaky', price: 1 }],
      [`/api/update-item/${id}`, { price: 0.01 }],
      [`/api/delete-item/${id}`, undefined],
    ];
    for (const [url, payload] of writes) {
      expect((await call(t.app, 'POST', url, { token: customerToken, payload })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', url, { payload })).statusCode).toBe(401);
    }
    const titles = (await list('sparklers', adminToken)).map((i) => [i.title, i.price]);
    expect(titles).toEqual([['Guarded', '$4.00']]);
  });
});
