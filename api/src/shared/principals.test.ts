import type { Db } from '../db/client';
import { CACHE_MAX_AGE_MS, ChangeFeed } from './change-feed';
import { PrincipalCache } from './principals';

/** A Db whose user reads resolve when the test says so; counts the reads. */
function slowDb() {
  const pending: Array<() => void> = [];
  let reads = 0;
  const chain = {
    from: () => chain,
    where: () => chain,
    limit: () =>
      new Promise((resolve) => {
        reads++;
        pending.push(() => resolve([{ id: 'u1', tokenVersion: reads }]));
      }),
  };
  const db = { select: () => chain } as unknown as Db;
  return {
    db,
    finishAll: () => {
      for (const finish of pending.splice(0)) finish();
    },
    reads: () => reads,
  };
}

describe('PrincipalCache', () => {
  it('keeps a read when other rows change during it (a crowd writes all the time)', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const { db, finishAll, reads } = slowDb();
    const cache = new PrincipalCache(db, feed);
    const first = cache.users.get('u1');
    feed.announce('c:someone-else');
    feed.announce('u:u2');
    finishAll();
    await first;
    expect(cache.users.get('u1')).toEqual({ id: 'u1', tokenVersion: 1 });
    expect(reads()).toBe(1);
  });

  it('does not keep a read that raced a change of its own row', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const { db, finishAll, reads } = slowDb();
    const cache = new PrincipalCache(db, feed);
    const first = cache.users.get('u1');
    feed.announce('u:u1');
    finishAll();
    expect(await first).toEqual({ id: 'u1', tokenVersion: 1 });
    const again = cache.users.get('u1');
    expect(again).toBeInstanceOf(Promise);
    finishAll();
    expect(await again).toEqual({ id: 'u1', tokenVersion: 2 });
    expect(reads()).toBe(2);
  });

  it('does not keep a read that raced a clear of every user', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const { db, finishAll } = slowDb();
    const cache = new PrincipalCache(db, feed);
    const first = cache.users.get('u1');
    feed.announce('users');
    finishAll();
    await first;
    expect(cache.users.get('u1')).toBeInstanceOf(Promise);
    finishAll();
  });

  it('reads a kept row again once it is CACHE_MAX_AGE_MS old, though no change came (a lost notification)', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const { db, finishAll, reads } = slowDb();
    let now = 1_000_000;
    const cache = new PrincipalCache(db, feed, () => now);
    const first = cache.users.get('u1');
    finishAll();
    await first;
    now += CACHE_MAX_AGE_MS - 1;
    expect(cache.users.get('u1')).toEqual({ id: 'u1', tokenVersion: 1 });
    now += 1;
    const again = cache.users.get('u1');
    expect(again).toBeInstanceOf(Promise);
    finishAll();
    expect(await again).toEqual({ id: 'u1', tokenVersion: 2 });
    expect(reads()).toBe(2);
  });
});
