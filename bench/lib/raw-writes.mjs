/**
 * The shop's write SQL straight through the driver (issue 13 item 7: "each write scenario against
 * the same SQL run straight through the driver in the same run"): the store's own limit that the
 * shop's cart update and order creation are compared with. The statements are those the shop
 * sends (api/src/modules/cart/cart.service.ts updateCart, orders/order-write.ts via createOrder):
 * on PostgreSQL through a pg Pool of 25 (the server's, api/src/db/client.ts PG_POOL_MAX), each read a statement of its own and each
 * write the user's lock and the write in one message (write-statements.ts lockedWrite); on PGlite
 * (opened on the same DATA_DIR once the server has stopped) in one transaction each.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// The shop's statements, as text: the very module the server runs (built by `pnpm build`).
const require = createRequire(import.meta.url);
const {
  FIND_CART_ITEMS_SQL,
  FIND_ITEMS_SQL,
  SAVE_CART_SQL,
  READ_CHECKOUT_SQL,
  PEEK_CHECKOUT_SQL,
  WRITE_ORDER_SQL,
  STATEMENT_NAMES,
  PREPARE_LOCKED_WRITES_SQL,
  lockedWrite,
} = require('../../api/dist/write-statements.cjs');
// How the shop prepares them on PGlite (built from api/src/db/pglite-prepared.ts).
const { queryPrepared } = require('../../api/dist/pglite-prepared.cjs');

/** PostgreSQL: the items found by name, per store, kept as the shop keeps them (api/src/modules/cart/item-index.ts). */
const keptItems = new WeakMap();

/**
 * POST /api/update-cart. PostgreSQL (`query.locked`): the items by name from memory (read once,
 * as the shop reads a category once until items change), then the user's lock and the save (one
 * message), which answer the checkout an order of this cart is priced from (as the shop keeps it:
 * api/src/modules/cart/checkout-memory.ts). PGlite: lock the user while finding the items (one
 * statement), save the lines (one statement); answers nothing.
 */
export async function rawCartUpdate(query, userId, cart) {
  const names = JSON.stringify([{ category: cart[0].category, title: cart[0].title }]);
  let item;
  if (query.locked) {
    const kept = keptItems.get(query) ?? new Map();
    keptItems.set(query, kept);
    item = kept.get(names) ?? (await query(FIND_ITEMS_SQL, [names])).rows[0];
    kept.set(names, item);
  } else {
    item = (await query(FIND_CART_ITEMS_SQL, [userId, names])).rows[0];
  }
  const values = [userId, JSON.stringify([{ item_id: item.id, quantity: cart[0].quantity, position: 0 }])];
  if (!query.locked) return void (await query(SAVE_CART_SQL, values));
  const saved = await query.locked(userId, SAVE_CART_SQL, values);
  const { user_version, ...user } = saved.user;
  const lines = [{ ...item, itemId: item.id, quantity: cart[0].quantity }];
  return { ...user, lines, cart_version: saved.rows[0].cart_version, user_version };
}

/**
 * POST /api/create-order with an Idempotency-Key: lock the user and read the user, the saved
 * answer, the priced cart and its version (one statement), then write stock, cart, keys, counter,
 * order, lines and answer, checking the cart's version (one statement). Totals are plain sums (the
 * shop's rules run in JavaScript). `saved`: the checkout rawCartUpdate answered (PostgreSQL), the
 * order priced from it without the read, as the shop orders a cart it saved.
 */
export async function rawCreateOrder(query, userId, saved) {
  const key = randomUUID();
  const [read] = saved ? [saved] : (await query(query.locked ? PEEK_CHECKOUT_SQL : READ_CHECKOUT_SQL, [userId, key])).rows;
  const user = read;
  const lines = read.lines;
  const total = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const orderId = randomUUID();
  const written = lines.map((line, position) => ({
    id: randomUUID(),
    item_id: line.itemId,
    position,
    category: line.category,
    title: line.title,
    price_cents: line.priceCents,
    bogo: line.bogo,
    quantity: line.quantity,
    free_quantity: line.bogo ? line.quantity : 0,
    line_total_cents: line.priceCents * line.quantity,
    image_url: line.imageUrl,
    units: line.bogo ? 2 * line.quantity : line.quantity,
    take: true,
    stock_units: 0,
  }));
  const order = {
    id: orderId,
    user_id: userId,
    is_pickup: false,
    pickup_slot_id: null,
    pickup_code: null,
    subtotal_cents: total,
    tax_cents: 0,
    total_after_tax_cents: total,
    discount_percentage: 0,
    discount_cents: 0,
    amount_due_cents: total,
    funds_to_add_cents: 0,
    funds_used_cents: 0,
    minimum_deposit_cents: Math.round(total / 5),
    amount_needed_cents: total,
    customer_username: user.username,
    customer_firstname: user.firstname,
    customer_lastname: user.lastname,
    customer_email: user.email,
    customer_phonenumber: user.phonenumber,
  };
  const write = query.locked ? (text, values) => query.locked(userId, text, values) : query;
  const [result] = (
    await write(WRITE_ORDER_SQL, [
      JSON.stringify(written),
      userId,
      null,
      0,
      key,
      new Date(Date.now() - 86_400_000).toISOString(),
      2026,
      JSON.stringify(order),
      JSON.stringify({ orderId, amountNeeded: total / 100, minimumDeposit: total / 500, orderNumber: '' }),
      read.cart_version,
      read.user_version,
    ])
  ).rows;
  if (!result.fresh || !result.ok) throw new Error('raw order: cart changed or out of stock');
}

const statementName = new Map(STATEMENT_NAMES);

/**
 * The shop's PostgreSQL writes: `transaction(work)` runs work(query), each query a statement of its
 * own on the pool (prepared under the shop's names, as api/src/db/named-statements.ts does), and
 * query.locked(userId, text, values) the user's lock and the write in one message, as
 * api/src/db/locked-write.ts sends it: the write's rows, and the locked user (the lock's row).
 */
export function postgresTransactions(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 25 });
  // An idle connection ended by the server (the bench drops its database WITH (FORCE)) must not
  // crash the run; errors of queries in flight still reach their callers.
  pool.on('error', () => {});
  const prepared = new WeakSet();
  const query = (text, values) => pool.query({ name: statementName.get(text), text, values });
  query.locked = async (userId, text, values) => {
    const message = lockedWrite(userId, text, values);
    const client = await pool.connect();
    try {
      if (!prepared.has(client)) {
        await client.query(PREPARE_LOCKED_WRITES_SQL);
        prepared.add(client);
      }
      const [lock, write] = await client.query(message);
      return { rows: write.rows, user: lock.rows[0] };
    } finally {
      client.release();
    }
  };
  return {
    transaction: (work) => work(query),
    close: () => pool.end(),
  };
}

/** Transactions on the PGlite database in `dataDir` (the server must be stopped). */
export function pgliteTransactions(dataDir) {
  const db = new PGlite(path.join(dataDir, 'pg'));
  return {
    // Prepared once under the shop's names, as the shop's PGlite client does (api/src/db/pglite-prepared.ts).
    transaction: (work) =>
      db.transaction((tx) => work((text, values) => queryPrepared(db, { name: statementName.get(text), text }, values, undefined, tx))),
    close: () => db.close(),
    /** Resolves once PGlite has started (~2 s of CPU): the callers measure after it. */
    ready: db.waitReady,
  };
}
