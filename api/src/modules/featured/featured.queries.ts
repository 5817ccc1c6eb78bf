import { and, asc, desc, eq, gt, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, orderItems } from '../../db/schema';
import type { ItemRow } from '../catalog/catalog.queries';

export interface Audience {
  /** Customers see visible items only (as in the catalogue read); admins every item. */
  visibleOnly: boolean;
}

/** Items a customer could put in the cart now: visible (for customers) and not sold out. */
function forSale({ visibleOnly }: Audience, except: string[]): SQL | undefined {
  return and(
    visibleOnly ? eq(items.visible, true) : undefined,
    or(isNull(items.stock), gt(items.stock, 0)),
    except.length > 0 ? notInArray(items.id, except) : undefined,
  );
}

/** BOGO items in catalogue order (price descending, then title). */
export function bogoItems(db: Db, audience: Audience, limit: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(items)
    .where(and(eq(items.bogo, true), forSale(audience, [])))
    .orderBy(desc(items.priceCents), asc(items.title))
    .limit(limit);
}

/** The most ordered items by units in every order (an order is a snapshot; lines of deleted items are left out). */
export async function bestSellingItems(db: Db, audience: Audience, except: string[], limit: number): Promise<ItemRow[]> {
  const units = sql<number>`sum(${orderItems.quantity})`;
  const rows = await db
    .select({ item: items, units })
    .from(orderItems)
    .innerJoin(items, eq(orderItems.itemId, items.id))
    .where(forSale(audience, except))
    .groupBy(items.id)
    .orderBy(desc(units), asc(items.title))
    .limit(limit);
  return rows.map((row) => row.item);
}

/** The shop's picks while orders name too few items: the most stocked (untracked stock last), then the newest. */
export function pickedItems(db: Db, audience: Audience, except: string[], limit: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(items)
    .where(forSale(audience, except))
    .orderBy(sql`${items.stock} desc nulls last`, desc(items.createdAt), asc(items.title))
    .limit(limit);
}
