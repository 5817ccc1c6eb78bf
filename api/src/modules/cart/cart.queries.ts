import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, items, users } from '../../db/schema';
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

/** What a cart save and an order need of the locked customer: the order's copy of them, funds, language. */
export type LockedCustomer = Pick<
  UserRow,
  'id' | 'username' | 'firstname' | 'lastname' | 'email' | 'phonenumber' | 'fundsCents' | 'language'
>;

/**
 * Locks the user's row until the transaction ends. Every cart write and order creation of one
 * user takes this lock first, so they run one after another: a cart becomes at most one order,
 * and two cart saves never interleave. Only the columns an order copies are read (not the hash,
 * tokens and flags), as a named statement: PostgreSQL parses and plans it once per connection
 * (PGlite runs it as any query).
 */
export async function lockUser(tx: Db, userId: string): Promise<LockedCustomer | null> {
  const [row] = await tx
    .select({
      id: users.id,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phonenumber: users.phonenumber,
      fundsCents: users.fundsCents,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .prepare('fw_lock_user')
    .execute();
  return row ?? null;
}

/** A cart line's columns: the catalogue's current price and flags, and the quantity. */
const pricedLineColumns = {
  itemId: items.id,
  category: items.category,
  title: items.title,
  imageUrl: items.imageUrl,
  priceCents: items.priceCents,
  bogo: items.bogo,
  quantity: cartItems.quantity,
  stock: items.stock,
};

/** The user's cart in the customer's order, visible items only, priced from the catalogue. */
export async function loadPricedCart(db: Db, userId: string): Promise<PricedCartLine[]> {
  return db
    .select(pricedLineColumns)
    .from(cartItems)
    .innerJoin(items, eq(items.id, cartItems.itemId))
    .where(and(eq(cartItems.userId, userId), eq(items.visible, true)))
    .orderBy(asc(cartItems.position), asc(items.title));
}

/**
 * loadPricedCart for an order, in its transaction: the same lines, whose items are held (KEY SHARE,
 * taken in id order as every lock on items is) until the order commits. A deletion of one of them
 * waits for the order, whose lines then lose the item's id (ON DELETE SET NULL) instead of breaking
 * its foreign key; an item deleted first is simply no longer in the cart. Stock updates and price
 * edits do not wait on this lock.
 */
export async function lockPricedCart(tx: Db, userId: string): Promise<PricedCartLine[]> {
  const rows = await tx
    .select({ ...pricedLineColumns, position: cartItems.position })
    .from(cartItems)
    .innerJoin(items, eq(items.id, cartItems.itemId))
    .where(and(eq(cartItems.userId, userId), eq(items.visible, true)))
    .orderBy(asc(items.id))
    .for('key share', { of: items })
    .prepare('fw_lock_priced_cart')
    .execute();
  rows.sort((a, b) => a.position - b.position || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  return rows.map(({ position: _position, ...line }) => line);
}

/**
 * Catalogue items named by (category, title) pairs, held (KEY SHARE, in id order) until the cart save
 * commits: a deletion of one waits for the save, then removes its new line (ON DELETE CASCADE);
 * an item deleted first is not found, and the save is refused with a sentence.
 */
export async function findItemsByName(db: Db, names: ReadonlyArray<{ category: string; title: string }>): Promise<NamedItem[]> {
  if (names.length === 0) return [];
  // Only what a cart line is checked against: descriptions and effects stay in the table.
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
    .where(or(...names.map((n) => and(eq(items.category, n.category), eq(items.title, n.title)))))
    .orderBy(asc(items.id))
    .for('key share');
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

/** Makes the user's cart exactly `lines`, in the order given (under the user's lock). */
export async function replaceCartLines(tx: Db, userId: string, lines: ReadonlyArray<{ itemId: string; quantity: number }>): Promise<void> {
  await clearCartLines(tx, userId);
  if (lines.length === 0) return;
  await tx
    .insert(cartItems)
    .values(lines.map((line, position) => ({ userId, itemId: line.itemId, quantity: line.quantity, position, updatedAt: new Date() })));
}

export async function clearCartLines(tx: Db, userId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId)).prepare('fw_clear_cart').execute();
}
