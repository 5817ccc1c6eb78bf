/**
 * Bulk changes from the admin's products table (issue 40): show or hide, a price change by a
 * percentage (core's rule, integer cents), stock set or added to. All the items change in one
 * transaction under their row locks, or none does; each item's change is audited.
 */
import type { BulkItems, BulkStock, Item } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { BULK_ITEMS_MAX, formatPriceString, parsePercent, priceAfterPercent, stockAfter } from '@fireworks/core/rules';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import type { AppContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { type ItemRow, type NewItem, updateItemRow } from './catalog.queries';
import { toItemAnswers } from './catalog.service';

/** The ids asked, each once, 1 to BULK_ITEMS_MAX of them. */
function checkIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
  if (unique.length === 0 || unique.length > BULK_ITEMS_MAX) {
    throw new AppError('INVALID_DATA', 'catalog:errors.bulkCount', { max: BULK_ITEMS_MAX });
  }
  return unique;
}

/** The items, locked for this transaction (id order: concurrent bulk changes take turns without deadlock). */
async function lockItems(tx: Db, ids: string[]): Promise<ItemRow[]> {
  const rows = await tx.select().from(items).where(inArray(items.id, ids)).orderBy(asc(items.id)).for('update');
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'catalog:errors.bulkItemGone');
  return rows;
}

/** Writes each item's columns and audits it; answers the items as the API shows them. */
async function applyChanges(
  ctx: AppContext,
  admin: UserRow,
  ids: string[],
  change: (row: ItemRow) => Partial<NewItem>,
  what: Record<string, unknown>,
): Promise<Item[]> {
  const rows = await ctx.db.transaction(async (tx) => {
    const locked = await lockItems(tx, ids);
    // Every item's change is checked before any is written: a refusal leaves them all as they were.
    const planned = locked.map((row) => ({ row, columns: change(row) }));
    const saved: ItemRow[] = [];
    for (const { row, columns } of planned) {
      saved.push(await updateItemRow(tx, row.id, columns));
      await recordAudit(tx, admin, {
        action: 'item.bulk',
        targetType: 'item',
        targetId: row.id,
        details: { category: row.category, title: row.title, ...what, before: pick(row, columns), after: columns },
      });
    }
    return saved;
  });
  return toItemAnswers(ctx.db, ctx.storage, rows);
}

const pick = (row: ItemRow, columns: Partial<NewItem>) =>
  Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof ItemRow]]));

/** POST /api/items/bulk: show, hide, or change prices by a percentage. */
export async function bulkItems(ctx: AppContext, admin: UserRow, body: BulkItems): Promise<Item[]> {
  const ids = checkIds(body.ids);
  if (body.action !== 'price') {
    const visible = body.action === 'show';
    return applyChanges(ctx, admin, ids, () => ({ visible }), { action: body.action });
  }
  const percent = parsePercent(body.percent);
  if (percent === null) throw new AppError('INVALID_DATA', 'catalog:errors.bulkPercentInvalid');
  return applyChanges(
    ctx,
    admin,
    ids,
    (row) => {
      const priceCents = priceAfterPercent(row.priceCents, percent);
      if (priceCents === null) {
        throw new AppError('INVALID_DATA', 'catalog:errors.bulkPriceTooHigh', {
          title: row.title,
          price: formatPriceString(row.priceCents),
        });
      }
      return { priceCents };
    },
    { action: 'price', percent: percent / 100 },
  );
}

/** POST /api/items/bulk-stock: set the stock, or add to it. */
export async function bulkStock(ctx: AppContext, admin: UserRow, body: BulkStock): Promise<Item[]> {
  const ids = checkIds(body.ids);
  const change = { mode: body.mode, quantity: body.quantity };
  return applyChanges(
    ctx,
    admin,
    ids,
    (row) => {
      const stock = stockAfter(row.stock, change, LIMITS.stock);
      if (stock === 'untracked') throw new AppError('INVALID_DATA', 'catalog:errors.bulkStockUntracked', { title: row.title });
      if (stock === 'range') throw new AppError('INVALID_DATA', 'catalog:errors.bulkStockRange', { title: row.title, max: LIMITS.stock });
      return { stock };
    },
    { action: `stock.${body.mode}`, quantity: body.quantity },
  );
}
