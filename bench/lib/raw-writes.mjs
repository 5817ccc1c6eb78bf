/**
 * The raw-driver baseline of the write sections: a cart update and an order creation as plain SQL
 * straight through the driver, each one transaction doing the same rows' work as the shop's
 * (lock the customer, find the items, replace the cart lines; lock the customer, read the priced
 * cart, take an order number from the year's sequence, write the order, its lines and the
 * idempotency key, empty the cart). Totals are plain sums: the shop's rules run in JavaScript.
 * On PostgreSQL through a pg Pool of 25 (the server's); on PGlite opened on a copy of the seeded
 * data directory. What the shop's code adds on top of the store's own limit is the difference.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const LOCK_USER = 'select id, username, firstname, lastname, email, phonenumber from users where id = $1 for update';
const FIND_ITEM = 'select id, price_cents, bogo, category, title, image_url from items where category = $1 and title = $2 and visible';
const CLEAR_CART = 'delete from cart_items where user_id = $1';
const ADD_LINE = 'insert into cart_items (user_id, item_id, quantity, position) values ($1, $2, $3, $4)';
const READ_CART = `select i.id, i.price_cents, i.bogo, i.category, i.title, i.image_url, c.quantity, c.position
  from cart_items c join items i on i.id = c.item_id where c.user_id = $1 order by c.position`;
const NEXT_NUMBER = 'select fireworks_next_order_number($1::int) as n';
const INSERT_ORDER = `insert into orders (id, order_number, user_id, subtotal_cents, tax_cents, total_after_tax_cents,
  amount_due_cents, minimum_deposit_cents, amount_needed_cents, customer_username, customer_firstname,
  customer_lastname, customer_email, customer_phonenumber)
  values ($1, $2, $3, $4, 0, $4, $4, $5, $4, $6, $7, $8, $9, $10)`;
const INSERT_LINE = `insert into order_items (id, order_id, item_id, position, category, title, price_cents, quantity,
  free_quantity, line_total_cents, image_url) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;
const REMEMBER_KEY = 'insert into idempotency_keys (user_id, key, status_code, body) values ($1, $2, 201, $3)';

/** POST /api/update-cart's work: lock the customer, find the items by name, replace the lines. */
export async function rawCartUpdate(query, userId, cart) {
  await query(LOCK_USER, [userId]);
  await query(CLEAR_CART, [userId]);
  for (const [position, line] of cart.entries()) {
    const [item] = (await query(FIND_ITEM, [line.category, line.title])).rows;
    await query(ADD_LINE, [userId, item.id, line.quantity, position]);
  }
}

/** POST /api/create-order's work with an Idempotency-Key. */
export async function rawCreateOrder(query, userId) {
  const [user] = (await query(LOCK_USER, [userId])).rows;
  const lines = (await query(READ_CART, [userId])).rows;
  const total = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  const year = new Date().getFullYear();
  const [{ n }] = (await query(NEXT_NUMBER, [year])).rows;
  const orderId = randomUUID();
  const orderNumber = `FW-${String(year).slice(2)}-${String(n).padStart(5, '0')}`;
  await query(INSERT_ORDER, [
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
  ]);
  for (const line of lines) {
    await query(INSERT_LINE, [
      randomUUID(),
      orderId,
      line.id,
      line.position,
      line.category,
      line.title,
      line.price_cents,
      line.quantity,
      line.bogo ? line.quantity : 0,
      line.price_cents * line.quantity,
      line.image_url,
    ]);
  }
  await query(REMEMBER_KEY, [userId, randomUUID(), JSON.stringify({ orderId, orderNumber })]);
  await query(CLEAR_CART, [userId]);
}

/** PostgreSQL: `transaction(work)` runs work(query) in one transaction on a pool of 25. */
export function postgresTransactions(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 25 });
  // An idle connection ended by the server (the bench drops its database WITH (FORCE)) must not crash the run.
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
    ready: Promise.resolve(),
    close: () => pool.end(),
  };
}

/** Transactions on the PGlite database in `dataDir` (its own copy: one PGlite directory is one process's). */
export function pgliteTransactions(dataDir) {
  const db = new PGlite(path.join(dataDir, 'pg'));
  return {
    transaction: (work) => db.transaction((tx) => work((text, values) => tx.query(text, values))),
    close: () => db.close(),
    /** Resolves once PGlite has started (~2 s of CPU): the callers measure after it. */
    ready: db.waitReady,
  };
}
