import { CACHE_MAX_AGE_MS, ChangeFeed } from '../../shared/change-feed';
import { type CartCents, CartTotalsCache } from './cart-totals.cache';

const cents = (subtotalCents: number) => ({ lineCount: 1, totals: { subtotalCents }, nudge: null }) as unknown as CartCents;

it('loads a kept cart total again once it is CACHE_MAX_AGE_MS old, though no change came', async () => {
  const feed = new ChangeFeed();
  feed.setLive(true);
  let now = 1_000_000;
  const cache = new CartTotalsCache(feed, 10, () => now);
  let loads = 0;
  const load = async () => cents(++loads * 100);
  expect(await cache.get('u1', load)).toEqual(cents(100));
  now += CACHE_MAX_AGE_MS - 1;
  expect(await cache.get('u1', load)).toEqual(cents(100));
  now += 1;
  expect(await cache.get('u1', load)).toEqual(cents(200));
  expect(loads).toBe(2);
});
