/**
 * The shop's write SQL straight through the driver (issue 13 item 7: "each write scenario against
 * the same SQL run straight through the driver in the same run"): the store's own limit that the
 * shop's cart update and order creation are compared with. The statements are those the shop
 * sends (api/src/modules/cart/cart.service.ts updateCart, orders/order-write.ts via createOrder),
 * in one transaction each; PostgreSQL through a pg Pool of 10 (as the server), PGlite opened on the same
 * DATA_DIR once the server has stopped.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// The shop's statements, as text (api/src/modules/orders/order-write.ts, api/src/modules/cart/cart.queries.ts;
// api/src/modules/orders/raw-writes-sql.test.ts checks that this copy is the same text).
export const SAVE_CART_SQL = `
with lines as (select * from jsonb_to_recordset($2::jsonb) as l(item_id text, quantity int, position int)),
dropped as (delete from cart_items where user_id = $1 and item_id not in (select item_id from lines))
insert into cart_items (user_id, item_id, quantity, position, updated_at)
select $1, l.item_id, l.quantity, l.position, now() from lines l
on conflict (user_id, item_id) do update
  set quantity = excluded.quantity, position = excluded.position, updated_at = excluded.updated_at`;

export const READ_CHECKOUT_SQL = `
select
  (select body from idempotency_keys where user_id = $1 and key = $2::text) as saved,
  coalesce((
    select json_agg(json_build_object('itemId', i.id, 'category', i.category, 'title', i.title, 'imageUrl', i.image_url,
             'priceCents', i.price_cents, 'bogo', i.bogo, 'quantity', c.quantity, 'stock', i.stock)
           order by c.position, i.title)
    from cart_items c join items i on i.id = c.item_id
    where c.user_id = $1 and i.visible = true), '[]'::json) as lines`;

export const WRITE_ORDER_SQL = `
with lines as (
  select * from jsonb_to_recordset($1::jsonb) as l(id text, item_id text, position int, category text, title text,
    price_cents int, quantity int, free_quantity int, line_total_cents int, image_url text, units int, take boolean, stock_units int)),
locked as (
  select i.id, i.stock from items i where i.id in (select item_id from lines where take) and i.stock is not null order by i.id for update),
taken as (
  update items i set stock = i.stock - l.units from lines l
  where l.take and i.id = l.item_id and i.id in (select id from locked) and i.stock is not null and i.stock >= l.units
  returning i.id),
short as (
  select l.item_id, l.title, k.stock from lines l join locked k on k.id = l.item_id
  where not exists (select 1 from taken t where t.id = l.item_id)),
status as (select not exists (select 1 from short) as ok),
cleared as (delete from cart_items where user_id = $2 and (select ok from status)),
funds as (
  update users set language = coalesce($3::text, language), funds_cents = funds_cents - $4::int
  where id = $2 and ($3::text is not null or $4::int > 0) and (select ok from status)),
forgotten as (
  delete from idempotency_keys
  where user_id = $2 and $5::text is not null and created_at < $6::timestamptz and (select ok from status)),
counter as (
  insert into order_number_counters (year, last_number) select $7::int, 1 where (select ok from status)
  on conflict (year) do update set last_number = order_number_counters.last_number + 1 returning last_number),
created as (
  insert into orders (id, order_number, user_id, is_pickup, pickup_slot_id, pickup_code, subtotal_cents, tax_cents,
    total_after_tax_cents, discount_percentage, discount_cents, amount_due_cents, funds_to_add_cents, funds_used_cents,
    minimum_deposit_cents, amount_needed_cents, customer_username, customer_firstname, customer_lastname, customer_email,
    customer_phonenumber)
  select r.id, 'FW-' || lpad(($7::int % 100)::text, 2, '0') || '-' || lpad(c.last_number::text, greatest(5, length(c.last_number::text)), '0'),
    r.user_id, r.is_pickup, r.pickup_slot_id, r.pickup_code, r.subtotal_cents, r.tax_cents, r.total_after_tax_cents,
    r.discount_percentage, r.discount_cents, r.amount_due_cents, r.funds_to_add_cents, r.funds_used_cents,
    r.minimum_deposit_cents, r.amount_needed_cents, r.customer_username, r.customer_firstname, r.customer_lastname,
    r.customer_email, r.customer_phonenumber
  from counter c cross join jsonb_populate_record(null::orders, $8::jsonb) r
  returning *),
created_lines as (
  insert into order_items (id, order_id, item_id, position, category, title, price_cents, quantity, free_quantity,
    line_total_cents, stock_units, image_url)
  select l.id, o.id, l.item_id, l.position, l.category, l.title, l.price_cents, l.quantity, l.free_quantity, l.line_total_cents,
    case when not l.take then l.stock_units when exists (select 1 from taken t where t.id = l.item_id) then l.units else 0 end,
    l.image_url
  from lines l cross join created o),
remembered as (
  insert into idempotency_keys (user_id, key, status_code, body)
  select $2, $5::text, 201, jsonb_set($9::jsonb, '{orderNumber}', to_jsonb(o.order_number))
  from created o where $5::text is not null)
select (select ok from status) as ok,
  (select json_agg(json_build_object('title', s.title, 'stock', s.stock) order by s.item_id) from short s) as short,
  (select row_to_json(o) from created o) as created`;

/** POST /api/update-cart: lock the user while finding the items by name (one statement), save the lines (one statement). */
export async function rawCartUpdate(query, userId, cart) {
  const found = await query(
    `with locked as (select id from users where id = $1 for update)
     select i.*, locked.id as locked_id from locked left join items i on (i.category = $2 and i.title = $3)`,
    [userId, cart[0].category, cart[0].title],
  );
  const item = found.rows[0];
  await query(SAVE_CART_SQL, [userId, JSON.stringify([{ item_id: item.id, quantity: cart[0].quantity, position: 0 }])]);
}

/**
 * POST /api/create-order with an Idempotency-Key: lock the user, read the saved answer and the
 * priced cart (one statement), then write stock, cart, keys, counter, order, lines and answer
 * (one statement). Totals are plain sums (the shop's rules run in JavaScript).
 */
export async function rawCreateOrder(query, userId) {
  const key = randomUUID();
  const [user] = (await query('select * from users where id = $1 for update', [userId])).rows;
  const [read] = (await query(READ_CHECKOUT_SQL, [userId, key])).rows;
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
  const [result] = (
    await query(WRITE_ORDER_SQL, [
      JSON.stringify(written),
      userId,
      null,
      0,
      key,
      new Date(Date.now() - 86_400_000).toISOString(),
      2026,
      JSON.stringify(order),
      JSON.stringify({ orderId, amountNeeded: total / 100, minimumDeposit: total / 500, orderNumber: '' }),
    ])
  ).rows;
  if (!result.ok) throw new Error('raw order: out of stock');
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
