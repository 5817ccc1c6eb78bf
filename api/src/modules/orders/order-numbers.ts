/** Order numbers: 'FW-<yy>-<sequence>' of the shop's year, taken from the year's sequence. */
import { formatOrderNumber, shopDate } from '@fireworks/core/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ShopTime } from '../cart/cart.service';

/** The shop's current year (SHOP_TIMEZONE): the year of a new order's number (the shop date's, kept per minute). */
function shopYear(time: ShopTime): number {
  return Number(shopDate(time.now, time.timeZone).slice(0, 4));
}

/**
 * The next 'FW-<yy>-<sequence>' of the shop's current year, from the year's sequence
 * (fireworks_next_order_number, migration 0009): unique and increasing, with no lock held until
 * commit, so concurrent orders do not wait for each other's commits; a number taken by a
 * transaction that then fails is skipped.
 */
export async function nextOrderNumber(tx: Db, time: ShopTime): Promise<string> {
  const year = shopYear(time);
  const result = await tx.execute(sql`select fireworks_next_order_number(${year}) as n`);
  const [row] = (result as unknown as { rows: Array<{ n: string | number | bigint }> }).rows;
  return formatOrderNumber(year, Number(row!.n));
}
