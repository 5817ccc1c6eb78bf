/**
 * The statements of order creation (issue 13: "writes at the store's speed"). One statement locks
 * the user and reads what the order needs (the user, the saved idempotent answer, the priced cart)
 * and one writes it all: stock, cart, user, keys, the year's counter, the order, its lines and its
 * answer. bench/lib/raw-writes.mjs runs the same SQL straight through the driver: change both.
 */
import type { CreateOrderAnswer } from '@fireworks/core/contract';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PgPool, runLockedWrite } from '../../db/locked-write';
import { runNamed } from '../../db/named-statements';
import { orders } from '../../db/schema';
import { PEEK_CHECKOUT_SQL, READ_CHECKOUT_SQL, WRITE_ORDER_SQL } from '../../db/write-statements';
import { AppError } from '../../shared/errors';
import type { PricedCartLine } from '../cart/cart.queries';
import type { CheckoutUser, SavedCheckout } from '../cart/checkout-memory';
import type { OrderRow } from './orders.queries';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface CheckoutRead extends SavedCheckout {
  /** The answer saved under the Idempotency-Key, if any. */
  saved: CreateOrderAnswer | null;
}

const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * One statement: locks the user's row and reads what an order needs (null: no such user). The
 * user's details are current; the rest may predate a write of this user that held the lock when
 * this statement started (see READ_CHECKOUT_SQL): run again, the lock held, it is current.
 * `lock` false: the same read without the lock (PEEK_CHECKOUT_SQL), one committed snapshot.
 */
export async function readCheckout(tx: Db, userId: string, idempotencyKey: string | null, lock = true): Promise<CheckoutRead | null> {
  const [row] = rowsOf<
    CheckoutUser & {
      saved: CreateOrderAnswer | string | null;
      lines: PricedCartLine[] | string;
      cart_version: string;
      user_version: string;
    }
  >(await runNamed(tx, lock ? READ_CHECKOUT_SQL : PEEK_CHECKOUT_SQL, [userId, idempotencyKey]));
  if (!row) return null;
  const { saved, lines, cart_version, user_version, ...user } = row;
  return { user, saved: saved ? parse(saved) : null, lines: parse(lines), cartVersion: cart_version, userVersion: user_version };
}

/** One line of the order as written (order_items), with the stock units it takes. */
export interface OrderLineWrite {
  id: string;
  itemId: string;
  position: number;
  category: string;
  title: string;
  priceCents: number;
  /** The item's BOGO flag the line was priced with (checked by the write, as the price is). */
  bogo: boolean;
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
  order: Omit<
    OrderRow,
    'orderNumber' | 'status' | 'fundsCredited' | 'amountPayedCents' | 'pickedUpAt' | 'remindedAt' | 'createdAt' | 'updatedAt'
  >;
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
  /** The cart's version the order was priced from (CheckoutRead.cartVersion). */
  cartVersion: string;
  /** The user's row version the order was priced from (CheckoutRead.userVersion). */
  userVersion: string;
}

const snakeNames = new Map<string, string>();
/** camelCase -> snake_case, each key converted once (a regular expression per key per order showed in the profile). */
const snake = (key: string) => {
  let name = snakeNames.get(key);
  if (name === undefined) {
    name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snakeNames.size < 1000) snakeNames.set(key, name);
  }
  return name;
};

// The orders columns once (drizzle's getTableColumns per order showed in the profile).
const orderColumns = Object.entries(getTableColumns(orders)).map(([key, column]) => [key, snake(key), column] as const);

/** An orders row as row_to_json gives it (snake_case, timestamps as text) -> the drizzle row. */
function toOrderRow(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, name, column] of orderColumns) {
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/**
 * Writes the order in one statement. The tracked items are locked in id order first (so two orders
 * never wait on each other in a cycle) and their stock, current once locked, is compared with the
 * units: when every line has its units, the stock is taken and everything else written; otherwise
 * nothing is written (not even the stock of the lines that had enough: a locked write has no
 * transaction to roll back) and the 409 names every short item with the units left. The counter row (shared
 * by every order) is locked by this statement too, so it is held only until COMMIT.
 * 'changed' when the cart or the user's row changed since they were read (write.cartVersion,
 * write.userVersion), a line's item no longer is as priced, or the key has an answer already
 * (WRITE_ORDER_SQL's `fresh`): nothing was written. `tx` holds the user's lock; or a PostgreSQL pool, and the
 * lock is taken with the write (lockedWrite), one implicit transaction; then null when there is no
 * such user (the lock found no row): nothing was written.
 */
export async function writeOrder(tx: Db | { pool: PgPool }, write: OrderWrite): Promise<OrderRow | 'changed' | null> {
  const o = write.order;
  const lines = JSON.stringify(
    write.lines.map((l) => ({
      id: l.id,
      item_id: l.itemId,
      position: l.position,
      category: l.category,
      title: l.title,
      price_cents: l.priceCents,
      bogo: l.bogo,
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
  const values = [
    lines,
    write.userId,
    write.language,
    write.fundsUsedCents,
    write.idempotencyKey,
    write.keysBefore.toISOString(),
    write.year,
    JSON.stringify(header),
    JSON.stringify(write.answer),
    write.cartVersion,
    write.userVersion,
  ];
  type Written = {
    fresh: boolean;
    ok: boolean;
    short: Array<{ title: string; stock: number }> | string | null;
    created: Record<string, unknown> | string | null;
  };
  const rows =
    'pool' in tx
      ? (await runLockedWrite<Written>(tx.pool, write.userId, WRITE_ORDER_SQL, values))?.rows
      : rowsOf<Written>(await runNamed(tx, WRITE_ORDER_SQL, values));
  if (!rows) return null;
  const [row] = rows;
  if (row && !row.fresh) return 'changed';
  if (row && !row.ok) {
    const short = row.short ? parse(row.short) : [];
    throw new AppError('CONFLICT', 'stock:errors.outOfStock', { items: short.map((s) => `“${s.title}”: ${s.stock}`).join(', ') });
  }
  if (!row?.created) throw new Error('order creation wrote no order');
  return toOrderRow(parse(row.created));
}
