/**
 * The items a cart save names, kept per category (item-index.ts): kept until the change feed says
 * items changed, a name not kept is looked up, and a save that finds a kept item gone reads again.
 * The lookups here listen to a feed of their own, so only what a test announces reaches them
 * (the database's own notifications arrive at the app's feed, at a moment no test controls).
 */
import { eq } from 'drizzle-orm';
import { insertItem } from '../../../test/cart-fixtures';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { cartItems, items } from '../../db/schema';
import { ChangeFeed } from '../../shared/change-feed';
import { updateCart } from './cart.service';
import { cachedItems, type ItemLookup } from './item-index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function lookupWithFeed(): { lookup: ItemLookup; feed: ChangeFeed } {
  const feed = new ChangeFeed();
  feed.setLive(true);
  return { lookup: cachedItems(t.app.ctx.db, feed), feed };
}

const priceOf = async (lookup: ItemLookup, category: string, title: string) =>
  (await lookup.find([{ category, title }])).map((item) => item.priceCents);

it('keeps a category’s items until the feed says items changed, then reads them again', async () => {
  const item = await insertItem(t.app, { category: 'Fountains', priceCents: 500 });
  const { lookup, feed } = lookupWithFeed();
  expect(await priceOf(lookup, item.category, item.title)).toEqual([500]);
  await t.app.ctx.db.update(items).set({ priceCents: 700 }).where(eq(items.id, item.id));
  expect(await priceOf(lookup, item.category, item.title)).toEqual([500]);
  feed.announce('items');
  expect(await priceOf(lookup, item.category, item.title)).toEqual([700]);
  await t.app.ctx.db.update(items).set({ priceCents: 900 }).where(eq(items.id, item.id));
  feed.announce('*'); // the feed was lost: everything is forgotten
  expect(await priceOf(lookup, item.category, item.title)).toEqual([900]);
});

it('finds an item added after its category was kept, and leaves out names that match nothing', async () => {
  const first = await insertItem(t.app, { category: 'Missiles' });
  const { lookup } = lookupWithFeed();
  expect((await lookup.find([{ category: 'Missiles', title: first.title }])).map((i) => i.id)).toEqual([first.id]);
  const added = await insertItem(t.app, { category: 'Missiles' });
  const found = await lookup.find([
    { category: 'Missiles', title: first.title },
    { category: 'Missiles', title: added.title },
    { category: 'Missiles', title: 'No Such Missile' },
  ]);
  expect(found.map((i) => i.id).sort()).toEqual([first.id, added.id].sort());
});

it('keeps hidden items as hidden, so a save refuses them as before', async () => {
  const hidden = await insertItem(t.app, { category: 'Sparklers', visible: false });
  const { lookup } = lookupWithFeed();
  expect((await lookup.find([{ category: hidden.category, title: hidden.title }])).map((i) => i.visible)).toEqual([false]);
  const { user } = await createUser(t.app);
  await expect(
    updateCart(t.app.ctx.db, user.id, [{ category: 'sparklers', title: hidden.title, quantity: 1 }], lookup),
  ).rejects.toMatchObject({ kind: 'INVALID_DATA', messageKey: 'cart:errors.unknownItem' });
});

it('forget() drops what is kept', async () => {
  const item = await insertItem(t.app, { category: 'Poppers', priceCents: 100 });
  const { lookup } = lookupWithFeed();
  expect(await priceOf(lookup, item.category, item.title)).toEqual([100]);
  await t.app.ctx.db.update(items).set({ priceCents: 200 }).where(eq(items.id, item.id));
  lookup.forget();
  expect(await priceOf(lookup, item.category, item.title)).toEqual([200]);
});

it('a save naming a kept item that was deleted meanwhile refuses it as unknown and keeps the cart', async () => {
  const kept = await insertItem(t.app, { category: 'Cakes' });
  const doomed = await insertItem(t.app, { category: 'Cakes' });
  const { user } = await createUser(t.app);
  const { lookup } = lookupWithFeed();
  await updateCart(t.app.ctx.db, user.id, [{ category: 'cakes', title: kept.title, quantity: 2 }], lookup);
  expect(await priceOf(lookup, 'Cakes', doomed.title)).toEqual([doomed.priceCents]);
  // Deleted where this lookup does not hear of it (another process, a moment ago).
  await t.app.ctx.db.delete(items).where(eq(items.id, doomed.id));
  await expect(updateCart(t.app.ctx.db, user.id, [{ category: 'cakes', title: doomed.title, quantity: 1 }], lookup)).rejects.toMatchObject({
    kind: 'INVALID_DATA',
    messageKey: 'cart:errors.unknownItem',
  });
  const cart = await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
  expect(cart.map((line) => [line.itemId, line.quantity])).toEqual([[kept.id, 2]]);
});
