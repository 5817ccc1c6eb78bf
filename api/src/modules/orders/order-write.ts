/**
 * The statements of order creation (issue 13: "writes at the store's speed"). After the user's
 * lock, one statement reads what the order needs (the saved idempotent answer and the priced cart)
 * and one writes it all: stock, cart, user, keys, the year's counter, the order, its lines and its
 * answer. bench/lib/raw-writes.mjs runs the same SQL straight through the driver: change both.
 */
import type { CreateOrderAnswer } from '@fireworks/core/contract';
import { getTableColumns } from 'drizzle-orm';
import { bound } from '../../db/bound-sql';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { PricedCartLine } from '../cart/cart.queries';
import type { OrderRow } from './orders.queries';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** $1 user id, $2 Idempotency-Key or null: the saved answer and the priced cart (JSON, camelCase). */
export const READ_CHECKOUT_SQL = `
select
  (select body from idempotency_keys where user_id = $1 and key = $2::text) as saved,
  coalesce((
    select json_agg(json_build_object('itemId', i.id, 'category', i.category, 'title', i.title, 'imageUrl', i.image_url,
             'priceCents', i.price_cents, 'bogo', i.bogo, 'quantity', c.quantity, 'stock', i.stock)
           order by c.position, i.title)
    from cart_items c join items i on i.id = c.item_id
    where c.user_id = $1 and i.visible = true), '[]'::json) as lines`;

/**
 * $1 lines (JSON: id, item_id, position, category, title, price_cents, quantity, free_quantity,
 * line_total_cents, image_url, units, take, stock_units), $2 user id, $3 new language or null,
 * $4 funds used (cents), $5 Idempotency-Key or null, $6 keys older than this are forgotten,
 * $7 the shop's year, $8 the order row's own values (JSON, snake_case), $9 the answer to remember.
 */
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

/**
 * The answer saved under the Idempotency-Key (if any) and the user's cart priced from the
 * catalogue (visible items, in the customer's order), in one statement. Run after the user's lock,
 * so its snapshot holds every cart change and order the user made before.
 */
export async function readCheckout(
  tx: Db,
  userId: string,
  idempotencyKey: string | null,
): Promise<{ saved: CreateOrderAnswer | null; lines: PricedCartLine[] }> {
  const [row] = rowsOf<{ saved: CreateOrderAnswer | string | null; lines: PricedCartLine[] | string }>(
    await tx.execute(bound(READ_CHECKOUT_SQL, [userId, idempotencyKey])),
  );
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return { saved: row?.saved ? parse(row.saved) : null, lines: row ? parse(row.lines) : [] };
}

/** One line of the order as written (order_items), with the stock units it takes. */
export interface OrderLineWrite {
  id: string;
  itemId: string;
  position: number;
  category: string;
  title: string;
  priceCents: number;
  quantity: number;
  freeQuantity: number;
  lineTotalCents: number;
  imageUrl: string;
  /** Units to take from the item's stock when it tracks stock (BOGO lines their free units too). */
  units: number;
  /** False when the caller took this line's stock already (a pickup order: stock before the slot). */
  take: boolean;
  /** The units taken already when `take` is false. */
  stockUnits: number;
}

export interface OrderWrite {
  userId: string;
  /** The order row's own values (number, status and timestamps come from the database). */
  order: Omit<OrderRow, 'orderNumber' | 'status' | 'fundsCredited' | 'amountPayedCents' | 'pickedUpAt' | 'createdAt' | 'updatedAt'>;
  lines: OrderLineWrite[];
  /** The shop's year of the order number (FW-<yy>-<sequence>). */
  year: number;
  /** The user's new language, or null when unchanged. */
  language: string | null;
  fundsUsedCents: number;
  idempotencyKey: string | null;
  /** Keys older than this are forgotten (only when a key is given). */
  keysBefore: Date;
  /** The answer to remember under the key; its orderNumber is filled in by the statement. */
  answer: CreateOrderAnswer;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** An orders row as row_to_json gives it (snake_case, timestamps as text) -> the drizzle row. */
function toOrderRow(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[snake(key)];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/**
 * Writes the order in one statement. Stock is taken set-based with the guard `stock >= units`
 * (items locked in id order first, so two orders never wait on each other in a cycle); every other
 * write happens only when each tracked line got its units, and otherwise the caller's transaction
 * is rolled back by the 409 naming every short item with the units left. The counter row (shared
 * by every order) is locked by this statement too, so it is held only until COMMIT.
 */
export async function writeOrder(tx: Db, write: OrderWrite): Promise<OrderRow> {
  const o = write.order;
  const lines = JSON.stringify(
    write.lines.map((l) => ({
      id: l.id,
      item_id: l.itemId,
      position: l.position,
      category: l.category,
      title: l.title,
      price_cents: l.priceCents,
      quantity: l.quantity,
      free_quantity: l.freeQuantity,
      line_total_cents: l.lineTotalCents,
      image_url: l.imageUrl,
      units: l.units,
      take: l.take,
      stock_units: l.stockUnits,
    })),
  );
  const header = Object.fromEntries(Object.entries(o).map(([key, value]) => [snake(key), value]));
  const [row] = rowsOf<{
    ok: boolean;
    short: Array<{ title: string; stock: number }> | string | null;
    created: Record<string, unknown> | string | null;
  }>(
    await tx.execute(
      bound(WRITE_ORDER_SQL, [
        lines,
        write.userId,
        write.language,
        write.fundsUsedCents,
        write.idempotencyKey,
        write.keysBefore.toISOString(),
        write.year,
        JSON.stringify(header),
        JSON.stringify(write.answer),
      ]),
    ),
  );
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  if (row && !row.ok) {
    const short = row.short ? parse(row.short) : [];
    throw new AppError('CONFLICT', 'stock:errors.outOfStock', { items: short.map((s) => `“${s.title}”: ${s.stock}`).join(', ') });
  }
  if (!row?.created) throw new Error('order creation wrote no order');
  return toOrderRow(parse(row.created));
}
