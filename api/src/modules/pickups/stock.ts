/**
 * Stock taken by orders (ARCHITECTURE §7 "Stock"): a conditional UPDATE per tracked item, in the
 * order's transaction, so concurrent orders never sell more than there is.
 */
import { unitsTaken } from '@fireworks/core/rules';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import { AppError } from '../../shared/errors';

interface StockLine {
  itemId: string;
  title: string;
  quantity: number;
  bogo: boolean;
}

/**
 * Takes each line's units (BOGO lines their free units too) from the items that track stock.
 * Items are updated in id order, so two orders never wait on each other's rows in a cycle.
 * Answers the units taken per item (0 where stock is not tracked); when any line is short it
 * refuses with 409 naming every short item, and the caller's transaction writes nothing.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[]): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  const short: string[] = [];
  for (const line of [...lines].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0))) {
    const units = unitsTaken(line);
    // One statement: the conditional UPDATE, and the stock as it was when nothing was taken
    // (null: not tracked). The UPDATE of an untracked item changes no row, so it announces nothing.
    const result = await tx.execute(sql`
      with taken as (
        update ${items} set stock = stock - ${units}
        where id = ${line.itemId} and stock is not null and stock >= ${units}
        returning stock)
      select exists (select 1 from taken) as "taken", (select stock from ${items} where id = ${line.itemId}) as "stock"`);
    const [row] = (result as unknown as { rows: Array<{ taken: boolean; stock: number | null }> }).rows;
    if (row?.taken) taken.set(line.itemId, units);
    else if (row?.stock === null || row?.stock === undefined) taken.set(line.itemId, 0);
    else short.push(`“${line.title}”: ${row.stock}`);
  }
  if (short.length > 0) throw new AppError('CONFLICT', 'stock:errors.outOfStock', { items: short.join(', ') });
  return taken;
}

/** Gives units back to the items that still track stock (an order deleted), in id order. */
export async function returnStock(tx: Db, lines: ReadonlyArray<{ itemId: string | null; stockUnits: number }>): Promise<void> {
  const byItem = new Map<string, number>();
  for (const line of lines) {
    if (line.itemId && line.stockUnits > 0) byItem.set(line.itemId, (byItem.get(line.itemId) ?? 0) + line.stockUnits);
  }
  for (const itemId of [...byItem.keys()].sort()) {
    await tx
      .update(items)
      .set({ stock: sql`${items.stock} + ${byItem.get(itemId)}` })
      .where(and(eq(items.id, itemId), isNotNull(items.stock)));
  }
}
