import { sql } from 'drizzle-orm';
import { buildTestApp, createUser, postgresPool, type TestApp } from '../../../test/helper';
import { lockPricedCart, lockUser } from './cart.queries';

// Every cart save and order locks the customer first and reads the cart: statements of one shape,
// named, so PostgreSQL parses and plans them once per connection (PGlite runs them as any query),
// and the lock reads only what an order copies of the customer, never the password hash.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the customer lock of cart saves and orders', () => {
  it('reads the columns an order copies, not the password hash or tokens', async () => {
    const { user } = await createUser(t.app, { fundsCents: 1234 });
    const locked = await t.app.ctx.db.transaction((tx) => lockUser(tx, user.id));
    expect(locked).toEqual({
      id: user.id,
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phonenumber: user.phonenumber,
      fundsCents: 1234,
      language: user.language,
    });
  });

  it('runs as statements PostgreSQL keeps parsed on the connection', async () => {
    const { user } = await createUser(t.app);
    const names = await t.app.ctx.db.transaction(async (tx) => {
      // Twice: the second run of a named statement uses the parsed one.
      for (let i = 0; i < 2; i++) {
        expect((await lockUser(tx, user.id))?.id).toBe(user.id);
        expect(await lockPricedCart(tx, user.id)).toEqual([]);
      }
      const result = await tx.execute(sql`select name from pg_prepared_statements where name like 'fw_%' order by name`);
      return (result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
    });
    // PGlite runs drizzle's prepared queries unnamed; PostgreSQL keeps them by name.
    expect(names).toEqual(postgresPool(t.app) ? ['fw_lock_priced_cart', 'fw_lock_user'] : []);
  });
});
