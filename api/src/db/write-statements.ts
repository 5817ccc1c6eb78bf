/**
 * The shop's hot write statements as plain SQL text (issue 13: the fewest round trips). They live
 * in this module (its one import: pg's literal escaping) so that the bench's raw-driver baseline
 * (bench/lib/raw-writes.mjs) runs the very same text: the build also emits it as api/dist/write-statements.cjs.
 */
import pg from 'pg';

/**
 * $1 user id, $2 the names sent (JSON: category, title). Locks the user's row (as every cart write
 * and order does first) and answers the catalogue items named, in one statement; no row when there
 * is no such user, one row with null item fields when nothing matched. The items are read from the
 * statement's snapshot (before any wait for the lock): the catalogue is not the user's, so this is
 * the same as reading it just before. PGlite's cart save (one connection, in a transaction).
 */
export const FIND_CART_ITEMS_SQL = `
with locked as (select id from users where id = $1 for update),
named as (
  select i.id, i.category, i.title, i.image_url, i.price_cents, i.bogo, i.stock, i.visible
  from jsonb_to_recordset($2::jsonb) as n(category text, title text)
  join items i on i.category = n.category and i.title = n.title)
select n.id, n.category, n.title, n.image_url as "imageUrl", n.price_cents as "priceCents", n.bogo, n.stock, n.visible,
  locked.id as locked_id
from locked left join named n on true`;

/**
 * $1 the names sent (JSON: category, title): the catalogue items named, without a lock (PostgreSQL's
 * cart save reads them before its locked write: nothing of the user's is read).
 */
export const FIND_ITEMS_SQL = `
select i.id, i.category, i.title, i.image_url as "imageUrl", i.price_cents as "priceCents", i.bogo, i.stock, i.visible
from jsonb_to_recordset($1::jsonb) as n(category text, title text)
join items i on i.category = n.category and i.title = n.title`;

/**
 * $1 user id, $2 the lines (JSON: item_id, quantity, position). Answers the saved cart's version
 * (cartVersion below: every line left was written by this statement, so its transaction is each
 * line's xmin), which lets an order of this cart skip its own read (orders/checkout-memory.ts).
 */
export const SAVE_CART_SQL = `
with lines as (select * from jsonb_to_recordset($2::jsonb) as l(item_id text, quantity int, position int)),
dropped as (delete from cart_items where user_id = $1 and item_id not in (select item_id from lines)),
saved as (
  insert into cart_items (user_id, item_id, quantity, position, updated_at)
  select $1, l.item_id, l.quantity, l.position, now() from lines l where exists (select 1 from users where id = $1)
  on conflict (user_id, item_id) do update
    set quantity = excluded.quantity, position = excluded.position, updated_at = excluded.updated_at
  returning item_id, xmin)
select coalesce(string_agg(item_id || '@' || xmin::text, ',' order by item_id), '') as cart_version from saved`;

/**
 * The user's cart as a version: its lines' ids with the transaction that last wrote each (xmin).
 * Any cart save, order or removal by another transaction changes it.
 */
const cartVersion = (user: string) =>
  `coalesce((select string_agg(c.item_id || '@' || c.xmin::text, ',' order by c.item_id) from cart_items c where c.user_id = ${user}), '')`;

const checkoutSql = (lock: boolean) => `
with locked as (select users.*, users.xmin::text as user_version from users where id = $1${lock ? ' for update' : ''})
select u.username, u.firstname, u.lastname, u.email, u.phonenumber, u.language, u.funds_cents as "fundsCents",
  (select body from idempotency_keys where user_id = $1 and key = $2::text) as saved,
  coalesce((
    select json_agg(json_build_object('itemId', i.id, 'category', i.category, 'title', i.title, 'imageUrl', i.image_url,
             'priceCents', i.price_cents, 'bogo', i.bogo, 'quantity', c.quantity, 'stock', i.stock)
           order by c.position, i.title)
    from cart_items c join items i on i.id = c.item_id
    where c.user_id = $1 and i.visible = true), '[]'::json) as lines,
  ${cartVersion('$1')} as cart_version, u.user_version
from locked u`;

/**
 * $1 user id, $2 Idempotency-Key or null. Locks the user's row (no row: no user) and reads, in the
 * same statement, the user's details and row version (xmin), the saved answer, the priced cart
 * (JSON, camelCase) and the cart's version. The row lock answers the row's newest version, but the
 * rest is read from the statement's snapshot, taken before any wait for the lock: when another
 * write of this user held the lock, it may be older than that write. WRITE_ORDER_SQL checks the
 * versions (under the lock, so current) and writes nothing when they changed; the same statement
 * run again, the lock held, reads the current state.
 */
export const READ_CHECKOUT_SQL = checkoutSql(true);

/**
 * READ_CHECKOUT_SQL without the lock (PostgreSQL's delivery orders): a committed snapshot, checked
 * by WRITE_ORDER_SQL run under the user's lock (LOCKED_WRITE).
 */
export const PEEK_CHECKOUT_SQL = checkoutSql(false);

/**
 * $1 lines (JSON: id, item_id, position, category, title, price_cents, bogo, quantity, free_quantity,
 * line_total_cents, image_url, units, take, stock_units), $2 user id, $3 new language or null,
 * $4 funds used (cents), $5 Idempotency-Key or null, $6 keys older than this are forgotten,
 * $7 the shop's year, $8 the order row's own values (JSON, snake_case), $9 the answer to remember,
 * $10 the cart's version and $11 the user's row version as READ_CHECKOUT_SQL read them (or a cart
 * save and LOCK_USER_SQL answered them). `fresh` is false and nothing is written when either
 * changed since (the cart, the funds, the details copied), when a line's item is gone, hidden or
 * no longer has the price, BOGO flag, name or picture the order was priced with, or when an
 * answer is saved under the key already: the order was priced from out-of-date facts, and the
 * caller reads them again. Run under the user's lock, in a statement of its own after the lock was
 * taken (so its snapshot is current).
 */
export const WRITE_ORDER_SQL = `
with lines as (
  select * from jsonb_to_recordset($1::jsonb) as l(id text, item_id text, position int, category text, title text,
    price_cents int, bogo boolean, quantity int, free_quantity int, line_total_cents int, image_url text, units int, take boolean,
    stock_units int)),
fresh as (
  select $10::text = ${cartVersion('$2')} and $11::text is not distinct from (select xmin::text from users where id = $2)
    and not exists (select 1 from idempotency_keys where user_id = $2 and key = $5::text)
    and not exists (
      select 1 from lines l left join items i on i.id = l.item_id
      where i.id is null or not i.visible or i.price_cents <> l.price_cents or i.bogo <> l.bogo or i.title <> l.title
        or i.category <> l.category or i.image_url is distinct from l.image_url) as fresh),
locked as (
  select i.id, i.stock from items i where i.id in (select item_id from lines where take) and i.stock is not null and (select fresh from fresh)
  order by i.id for update),
short as (
  select l.item_id, l.title, k.stock from lines l join locked k on k.id = l.item_id where l.take and k.stock < l.units),
status as (select (select fresh from fresh) and not exists (select 1 from short) as ok),
taken as (
  update items i set stock = i.stock - l.units from lines l
  where l.take and i.id = l.item_id and i.id in (select id from locked) and i.stock is not null and i.stock >= l.units
    and (select ok from status)
  returning i.id),
cleared as (delete from cart_items where user_id = $2 and (select ok from status)),
funds as (
  update users set language = coalesce($3::text, language), funds_cents = funds_cents - $4::int
  where id = $2 and ($3::text is not null or $4::int > 0) and (select ok from status)),
forgotten as (
  delete from idempotency_keys
  where user_id = $2 and $5::text is not null and created_at < $6::timestamptz and (select ok from status)),
counter as (select fireworks_next_order_number($7::int) as last_number where (select ok from status)),
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
select (select fresh from fresh) as fresh, (select ok from status) as ok,
  (select json_agg(json_build_object('title', s.title, 'stock', s.stock) order by s.item_id) from short s) as short,
  (select row_to_json(o) from created o) as created`;

/**
 * The names the statements above are prepared under (named-statements.ts runNamed; on PGlite pglite-prepared.ts): the
 * server parses and plans each once per connection instead of on every call. The raw-driver
 * baseline prepares them under the same names.
 */
export const STATEMENT_NAMES: ReadonlyArray<readonly [text: string, name: string]> = [
  [SAVE_CART_SQL, 'fw_save_cart'],
  [FIND_CART_ITEMS_SQL, 'fw_find_cart_items'],
  [FIND_ITEMS_SQL, 'fw_find_items'],
  [READ_CHECKOUT_SQL, 'fw_read_checkout'],
  [PEEK_CHECKOUT_SQL, 'fw_peek_checkout'],
  [WRITE_ORDER_SQL, 'fw_write_order'],
];

const nameOf = new Map(STATEMENT_NAMES);

/** The name `text` is prepared under when it is one of the statements above (runNamed, PGlite's drizzleClient). */
export function statementName(text: string): string | undefined {
  return nameOf.get(text);
}

/**
 * The setting by which a locked write tells the cart trigger (migration 0008) that the application
 * announces this user's cart change itself, batched (change-notify.ts): the trigger's NOTIFY would
 * hold PostgreSQL's notify queue lock over the commit, so every cart save and order would commit
 * one after another. Local to the transaction.
 */
export const CART_CHANGE_ANNOUNCED_SETTING = 'fireworks.cart_change_announced';

/**
 * $1 user id: the lock every cart write and order of the user takes first in LOCKED_WRITE, which
 * also marks the user's cart change as announced by the application (CART_CHANGE_ANNOUNCED_SETTING).
 * Answers the locked user's details and row version (xmin) as READ_CHECKOUT_SQL reads them: with a
 * cart save's version, what an order of that cart is priced from (orders/checkout-memory.ts).
 */
export const LOCK_USER_SQL = `
select set_config('${CART_CHANGE_ANNOUNCED_SETTING}', $1, true), username, firstname, lastname, email, phonenumber, language,
  funds_cents as "fundsCents", xmin::text as user_version
from users where id = $1 for update`;

/**
 * PostgreSQL's cart saves and delivery orders in one round trip (issue 13: a write held its pool
 * connection over BEGIN, lock, write and COMMIT, each a wait for a busy event loop). One simple
 * query message of two statements, which PostgreSQL runs as one implicit transaction: the user's
 * lock, then the write, whose own snapshot is taken once the lock is held (so it reads the current
 * cart, unlike a lock taken inside the writing statement). Both are prepared per connection under
 * SQL-level names (PREPARE_LOCKED_WRITES_SQL, once per connection) and run by EXECUTE with literal
 * arguments, so the message costs no parse or plan. The raw-driver baseline sends the same text.
 */
const LOCKED_WRITE_NAMES: ReadonlyArray<readonly [text: string, name: string]> = [
  [LOCK_USER_SQL, 'fw_locked_user'],
  [SAVE_CART_SQL, 'fw_locked_save_cart'],
  [WRITE_ORDER_SQL, 'fw_locked_write_order'],
];

/** Prepares LOCKED_WRITE's statements on a connection (one message; once per connection). */
export const PREPARE_LOCKED_WRITES_SQL = LOCKED_WRITE_NAMES.map(([text, name]) => `prepare ${name} as ${text}`).join(';\n');

/** A value as an SQL literal: null, or quoted text (pg's own escaping) PostgreSQL casts to the parameter's type. */
const literal = (value: unknown): string => (value === null || value === undefined ? 'null' : pg.escapeLiteral(String(value)));

const lockedWriteName = new Map(LOCKED_WRITE_NAMES);

/**
 * The message that runs `text` (SAVE_CART_SQL or WRITE_ORDER_SQL) with `values` under the lock of
 * `userId`: its second result is the write's.
 */
export function lockedWrite(userId: string, text: string, values: readonly unknown[]): string {
  const name = lockedWriteName.get(text);
  if (!name || name === 'fw_locked_user') throw new Error('lockedWrite: not a locked write statement');
  return `execute fw_locked_user(${literal(userId)}); execute ${name}(${values.map(literal).join(', ')})`;
}
