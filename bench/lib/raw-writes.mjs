/**
 * The shop's write SQL straight through the driver (issue 13 item 7: "each write scenario against
 * the same SQL run straight through the driver in the same run"): the store's own limit that the
 * shop's cart update and order creation are compared with. The statements are those the shop
 * sends (api/src/modules/cart/cart.service.ts updateCart, orders.service.ts createOrder), in one
 * transaction each; PostgreSQL through a pg Pool of 10 (as the server), PGlite opened on the same
 * DATA_DIR once the server has stopped.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const PRICED_CART = `select i.id, i.category, i.title, i.image_url, i.price_cents, i.bogo, c.quantity, i.stock from cart_items c
  join items i on i.id = c.item_id where c.user_id = $1 and i.visible = true order by c.position, i.title`;

/** POST /api/update-cart: lock the user, find the items by name, replace the lines. */
export async function rawCartUpdate(query, userId, cart) {
  await query('select * from users where id = $1 for update', [userId]);
  const found = await query('select * from items where (category = $1 and title = $2)', [cart[0].category, cart[0].title]);
  const item = found.rows[0];
  await query('delete from cart_items where user_id = $1', [userId]);
  await query('insert into cart_items (user_id, item_id, quantity, position, updated_at) values ($1, $2, $3, 0, now())', [
    userId,
    item.id,
    cart[0].quantity,
  ]);
}

/**
 * POST /api/create-order with an Idempotency-Key: lock the user, look the key up, read the priced
 * cart, clear it, forget old keys, take each line's stock, bump the year's counter, write the
 * order, its lines and the key. Totals are plain sums (the shop's rules run in JavaScript).
 */
export async function rawCreateOrder(query, userId) {
  const key = randomUUID();
  const [user] = (await query('select * from users where id = $1 for update', [userId])).rows;
  await query('select body from idempotency_keys where user_id = $1 and key = $2', [userId, key]);
  const lines = (await query(PRICED_CART, [userId])).rows;
  await query('delete from cart_items where user_id = $1', [userId]);
  await query(`delete from idempotency_keys where user_id = $1 and created_at < now() - interval '1 day'`, [userId]);
  for (const line of lines) {
    await query(
      `with taken as (update items set stock = stock - $2 where id = $1 and stock is not null and stock >= $2 returning stock)
       select exists (select 1 from taken) as taken, (select stock from items where id = $1) as stock`,
      [line.id, line.quantity],
    );
  }
  const [counter] = (
    await query(
      `insert into order_number_counters (year, last_number) values (2026, 1)
       on conflict (year) do update set last_number = order_number_counters.last_number + 1 returning last_number`,
    )
  ).rows;
  const orderNumber = `FW-26-${String(counter.last_number).padStart(5, '0')}`;
  const orderId = randomUUID();
  const total = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  await query(
    `insert into orders (id, order_number, user_id, subtotal_cents, tax_cents, total_after_tax_cents, amount_due_cents,
       minimum_deposit_cents, amount_needed_cents, customer_username, customer_firstname, customer_lastname, customer_email,
       customer_phonenumber) values ($1, $2, $3, $4, 0, $4, $4, $5, $4, $6, $7, $8, $9, $10) returning *`,
    [
      orderId,
      orderNumber,
      userId,
      total,
      Math.round(total / 5),
      user.username,
      user.firstname,
      user.lastname,
      user.email,
      user.phonenumber,
    ],
  );
  await query(
    `insert into order_items (id, order_id, item_id, position, category, title, price_cents, quantity, line_total_cents, image_url)
     select gen_random_uuid()::text, $1, l.id, l.position, l.category, l.title, l.price_cents, l.quantity, l.price_cents * l.quantity, l.image_url
     from jsonb_to_recordset($2::jsonb) as l(id text, position int, category text, title text, price_cents int, quantity int, image_url text)`,
    [orderId, JSON.stringify(lines.map((line, position) => ({ ...line, position })))],
  );
  await query('insert into idempotency_keys (user_id, key, status_code, body) values ($1, $2, 201, $3)', [
    userId,
    key,
    JSON.stringify({ orderId, orderNumber }),
  ]);
}

/** Transactions on a PostgreSQL database: `transaction(work)` runs work(query) between BEGIN and COMMIT. */
export function postgresTransactions(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection ended by the server (the bench drops its database WITH (FORCE)) must not
  // crash the run; errors of queries in flight still reach their callers.
  pool.on('error', () => {});
  return {
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await work((text, values) => client.query(text, values));
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Transactions on the PGlite database in `dataDir` (the server must be stopped). */
export function pgliteTransactions(dataDir) {
  const db = new PGlite(path.join(dataDir, 'pg'));
  return {
    transaction: (work) => db.transaction((tx) => work((text, values) => tx.query(text, values))),
    close: () => db.close(),
  };
}
