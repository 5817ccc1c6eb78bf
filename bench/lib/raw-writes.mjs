/**
 * The shop's writes straight through the driver (issue 13 item 7, kept as information by issue 37):
 * the store's own limit that the shop's cart update and order creation are compared with. The same
 * steps as the shop's one transaction each (api/src/modules/cart/cart.service.ts updateCart,
 * api/src/modules/orders/orders.service.ts createOrder), written as plain parameterised SQL: on
 * PostgreSQL through a pg Pool of 25 (the server's, api/src/db/client.ts PG_POOL_MAX); on PGlite
 * (opened on the same DATA_DIR once the server has stopped) through its public transaction API.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** POST /api/update-cart: the user's lock, the item by name, the lines replaced. */
export async function rawCartUpdate(query, userId, cart) {
  await query('select id from users where id = $1 for update', [userId]);
  const [item] = (await query('select id from items where category = $1 and title = $2', [cart[0].category, cart[0].title])).rows;
  await query('delete from cart_items where user_id = $1', [userId]);
  await query('insert into cart_items (user_id, item_id, quantity, position, updated_at) values ($1, $2, $3, 0, now())', [
    userId,
    item.id,
    cart[0].quantity,
  ]);
}

/**
 * POST /api/create-order with an Idempotency-Key: lock the user, look up the key, read the priced
 * cart, empty it, take the stock, take the year's number, write the order, its lines and the
 * answer. Totals are plain sums (the shop's rules run in JavaScript).
 */
export async function rawCreateOrder(query, userId) {
  const key = randomUUID();
  const [user] = (await query('select username, firstname, lastname, email, phonenumber from users where id = $1 for update', [userId]))
    .rows;
  await query('select body from idempotency_keys where user_id = $1 and key = $2', [userId, key]);
  const lines = (
    await query(
      `select i.id, i.category, i.title, i.image_url, i.price_cents, i.bogo, c.quantity
       from cart_items c join items i on i.id = c.item_id where c.user_id = $1 and i.visible order by c.position, i.title`,
      [userId],
    )
  ).rows;
  await query('delete from cart_items where user_id = $1', [userId]);
  for (const line of lines) {
    const units = line.bogo ? 2 * line.quantity : line.quantity;
    await query('update items set stock = stock - $2 where id = $1 and stock is not null and stock >= $2', [line.id, units]);
  }
  const [{ n }] = (await query('select fireworks_next_order_number(2026) as n', [])).rows;
  const total = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  const orderId = randomUUID();
  await query(
    `insert into orders (id, order_number, user_id, is_pickup, subtotal_cents, tax_cents, total_after_tax_cents, discount_percentage,
       discount_cents, amount_due_cents, funds_to_add_cents, funds_used_cents, minimum_deposit_cents, amount_needed_cents,
       customer_username, customer_firstname, customer_lastname, customer_email, customer_phonenumber)
     values ($1, $2, $3, false, $4, 0, $4, 0, 0, $4, 0, 0, $5, $4, $6, $7, $8, $9, $10)`,
    [
      orderId,
      `FW-26-${String(n).padStart(5, '0')}`,
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
  for (const [position, line] of lines.entries()) {
    await query(
      `insert into order_items (id, order_id, item_id, position, category, title, price_cents, quantity, free_quantity,
         line_total_cents, stock_units, image_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11)`,
      [
        randomUUID(),
        orderId,
        line.id,
        position,
        line.category,
        line.title,
        line.price_cents,
        line.quantity,
        line.bogo ? line.quantity : 0,
        line.price_cents * line.quantity,
        line.image_url,
      ],
    );
  }
  await query('insert into idempotency_keys (user_id, key, status_code, body) values ($1, $2, 201, $3)', [
    userId,
    key,
    JSON.stringify({ orderId, amountNeeded: total / 100 }),
  ]);
}

/** The shop's PostgreSQL writes: `transaction(work)` runs work(query) in one transaction on a pooled connection. */
export function postgresTransactions(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 25 });
  // An idle connection ended by the server (the bench drops its database WITH (FORCE)) must not
  // crash the run; errors of queries in flight still reach their callers.
  pool.on('error', () => {});
  return {
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work((text, values) => client.query(text, values));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
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
    /** Resolves once PGlite has started (~2 s of CPU): the callers measure after it. */
    ready: db.waitReady,
  };
}
