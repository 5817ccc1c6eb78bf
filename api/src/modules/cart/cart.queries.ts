import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LockedUser, type PgPool, runLockedWrite } from '../../db/locked-write';
import { runNamed } from '../../db/named-statements';
import { cartItems, items, users } from '../../db/schema';
import { FIND_CART_ITEMS_SQL, FIND_ITEMS_SQL, SAVE_CART_SQL } from '../../db/write-statements';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';

/** A cart line with the catalogue's current price and flags. */
export interface PricedCartLine {
  itemId: string;
  category: string;
  title: string;
  imageUrl: string;
  priceCents: number;
  bogo: boolean;
  quantity: number;
  /** Units left; null (or absent) when the item does not track stock. */
  stock?: number | null;
}

/**
 * Locks the user's row until the transaction ends. Every cart write and order creation of one
 * user takes this lock first, so they run one after another: a cart becomes at most one order,
 * and two cart saves never interleave.
 */
export async function lockUser(tx: Db, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** The user's cart in the customer's order, visible items only, priced from the catalogue. */
export async function loadPricedCart(db: Db, userId: string): Promise<PricedCartLine[]> {
  return db
    .select({
      itemId: items.id,
      category: items.category,
      title: items.title,
      imageUrl: items.imageUrl,
      priceCents: items.priceCents,
      bogo: items.bogo,
      quantity: cartItems.quantity,
      stock: items.stock,
    })
    .from(cartItems)
    .innerJoin(items, eq(items.id, cartItems.itemId))
    .where(and(eq(cartItems.userId, userId), eq(items.visible, true)))
    .orderBy(asc(cartItems.position), asc(items.title));
}

/** Catalogue items named by (category, title) pairs. */
export async function findItemsByName(db: Db, names: ReadonlyArray<{ category: string; title: string }>) {
  if (names.length === 0) return [];
  return db
    .select()
    .from(items)
    .where(or(...names.map((n) => and(eq(items.category, n.category), eq(items.title, n.title)))));
}

/** A catalogue item as a cart line is checked against it. */
export interface NamedItem {
  id: string;
  category: string;
  title: string;
  imageUrl: string;
  priceCents: number;
  bogo: boolean;
  stock: number | null;
  visible: boolean;
}

/**
 * One statement (FIND_CART_ITEMS_SQL): locks the user's row (as lockUser) and answers the
 * catalogue items named by (category, title) pairs.
 */
export async function lockUserFindItems(
  tx: Db,
  userId: string,
  names: ReadonlyArray<{ category: string; title: string }>,
): Promise<NamedItem[]> {
  const result = await runNamed(tx, FIND_CART_ITEMS_SQL, [userId, JSON.stringify(names)]);
  const rows = (result as unknown as { rows: Array<NamedItem & { id: string | null }> }).rows;
  // No row: the user is gone (deleted since the session was checked).
  if (rows.length === 0) throw new AppError('UNAUTHORIZED', 'sessionEnded');
  return rows.filter((row) => row.id !== null);
}

/** The catalogue items named by (category, title) pairs, without a lock (FIND_ITEMS_SQL). */
export async function findNamedItems(db: Db, names: ReadonlyArray<{ category: string; title: string }>): Promise<NamedItem[]> {
  const result = await runNamed(db, FIND_ITEMS_SQL, [JSON.stringify(names)]);
  return (result as unknown as { rows: NamedItem[] }).rows;
}

/** Every item of a category as a cart line is checked against it (hidden ones too: they are refused). */
export async function findCategoryItems(db: Db, category: string): Promise<NamedItem[]> {
  return db
    .select({
      id: items.id,
      category: items.category,
      title: items.title,
      imageUrl: items.imageUrl,
      priceCents: items.priceCents,
      bogo: items.bogo,
      stock: items.stock,
      visible: items.visible,
    })
    .from(items)
    .where(eq(items.category, category));
}

const cartRows = (lines: ReadonlyArray<{ itemId: string; quantity: number }>) =>
  JSON.stringify(lines.map((line, position) => ({ item_id: line.itemId, quantity: line.quantity, position })));

/**
 * Makes the user's cart exactly `lines` in one statement (under the user's lock): lines no longer
 * sent are deleted and the others upserted, so the two parts never touch the same row.
 */
export async function saveCartLines(tx: Db, userId: string, lines: ReadonlyArray<{ itemId: string; quantity: number }>): Promise<void> {
  await runNamed(tx, SAVE_CART_SQL, [userId, cartRows(lines)]);
}

/**
 * saveCartLines on PostgreSQL, outside a transaction: the user's lock and the save in one round
 * trip (write-statements.ts lockedWrite), so concurrent saves of one user still take turns.
 * Answers the locked user's details with the user's and the saved cart's versions.
 */
export async function saveCartLinesLocked(
  pool: PgPool,
  userId: string,
  lines: ReadonlyArray<{ itemId: string; quantity: number }>,
): Promise<{ user: Omit<LockedUser, 'user_version'>; userVersion: string; cartVersion: string }> {
  const saved = await runLockedWrite<{ cart_version: string }>(pool, userId, SAVE_CART_SQL, [userId, cartRows(lines)]);
  // No such user: deleted since the session was checked (SAVE_CART_SQL wrote nothing).
  if (saved === null) throw new AppError('UNAUTHORIZED', 'sessionEnded');
  const { user_version, ...user } = saved.user;
  return { user, userVersion: user_version, cartVersion: saved.rows[0]!.cart_version };
}

export async function replaceCartLines(tx: Db, userId: string, lines: ReadonlyArray<{ itemId: string; quantity: number }>): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  if (lines.length === 0) return;
  await tx
    .insert(cartItems)
    .values(lines.map((line, position) => ({ userId, itemId: line.itemId, quantity: line.quantity, position, updatedAt: new Date() })));
}

export async function clearCartLines(tx: Db, userId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}
