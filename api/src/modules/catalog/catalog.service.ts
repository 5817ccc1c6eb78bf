/**
 * The catalogue (spec §2 "Item list", §4 "Item"): item lists per category, sorted by price
 * descending then title; admin writes with server-side checks of every field; files an item no
 * longer shows (replaced in an edit, or the item deleted) are deleted from storage.
 */

import { type Item, type ItemFields, LIMITS, type NewItemFields } from '@fireworks/core/contract';
import {
  type Category,
  categoryFromParam,
  checkItemPrice,
  checkItemTitle,
  formatPriceString,
  hasPermission,
  parsePriceToCents,
} from '@fireworks/core/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { AppContext } from '../../shared/context';
import { AppError, isUniqueViolation } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { lockUploadByKey } from '../uploads/uploads.queries';
import { releaseUploads, removeFilesAfterCommit, srcsetsByUrl } from '../uploads/uploads.service';
import { deleteItemRow, findItemForUpdate, type ItemRow, insertItem, listItems, type NewItem, updateItemRow } from './catalog.queries';
import { detailColumns, detailsOf, optionalCount } from './item-details';

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Spec §2: price descending, then title. */
export function compareItems(a: Pick<ItemRow, 'priceCents' | 'title'>, b: Pick<ItemRow, 'priceCents' | 'title'>): number {
  return b.priceCents - a.priceCents || titleCollator.compare(a.title, b.title) || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
}

/** Items as the API answers them, each image with the srcset of its resized variants. */
export async function toItemAnswers(db: Db, storage: FileStorage, rows: ItemRow[]): Promise<Item[]> {
  const srcsets = await srcsetsByUrl(
    db,
    storage,
    rows.map((row) => row.imageUrl),
  );
  return rows.map((row) => ({
    _id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    price: formatPriceString(row.priceCents),
    visible: row.visible,
    BOGO: row.bogo,
    imageUrl: row.imageUrl,
    gifUrl: row.gifUrl,
    imageSrcset: srcsets.get(row.imageUrl) ?? '',
    stock: row.stock,
    ...detailsOf(row),
  }));
}

/** Parameters read lately and the category each names: a crowd repeats the same few. Bounded, as any text may come. */
const categoryByParam = new Map<string, Category | null>();
const MAX_PARAMS_REMEMBERED = 256;

/** The canonical category a parameter names: 404 when a list is asked for, 400 when an item is written. */
export function categoryOrThrow(param: string, kind: 'NOT_FOUND' | 'INVALID_DATA'): Category {
  let category = categoryByParam.get(param);
  if (category === undefined) {
    category = categoryFromParam(param);
    if (categoryByParam.size >= MAX_PARAMS_REMEMBERED) categoryByParam.clear();
    categoryByParam.set(param, category);
  }
  if (!category) throw new AppError(kind, 'catalog:errors.unknownCategory', { name: param });
  return category;
}

/** GET /api/fireworks?category=: customers see visible items only (admins every item), sorted per spec §2. */
export async function listCategory(ctx: AppContext, category: Category, options: { visibleOnly: boolean }): Promise<Item[]> {
  const rows = await listItems(ctx.db, category, options);
  return toItemAnswers(ctx.db, ctx.storage, rows.sort(compareItems));
}

/**
 * A file URL an item may show: '' (none), or one of our uploads, locked until the write commits
 * so that nobody deletes it meanwhile. The gif field takes GIFs only.
 */
async function checkFileUrl(tx: Db, storage: FileStorage, url: string, field: 'imageUrl' | 'gifUrl'): Promise<string> {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  const key = storage.keyFromUrl(trimmed);
  if (!key) throw new AppError('INVALID_DATA', 'catalog:errors.invalidUrl');
  const upload = await lockUploadByKey(tx, key);
  if (!upload) throw new AppError('INVALID_DATA', 'catalog:errors.unknownFile');
  if (field === 'gifUrl' && upload.contentType !== 'image/gif') throw new AppError('INVALID_DATA', 'catalog:errors.gifRequired');
  return upload.url;
}

/**
 * A price in whole cents (12.999 is refused, not taken as $13.00), above 0 and within the column, by
 * core's checkItemPrice: refused with the sentence the admin's item form shows at its Price field for
 * the same price, on addNewItem and update-item alike (the spec's "Failed to add new item…" is the
 * form's toast, not the reason).
 */
function checkPrice(price: string | number): number {
  const checked = checkItemPrice(price);
  if ('refusal' in checked) throw new AppError('INVALID_DATA', checked.refusal);
  return checked.cents;
}

/** Units in stock: a whole number from 0 to LIMITS.stock, or null (not tracked). */
function checkStock(stock: number | null): number | null {
  return optionalCount(stock, LIMITS.stock, 'stock:errors.stockInvalid');
}

/** The columns to write from the fields an admin sent (only those present), every one checked. */
async function columnsFrom(tx: Db, storage: FileStorage, fields: ItemFields): Promise<Partial<NewItem>> {
  const columns: Partial<NewItem> = {};
  if (fields.title !== undefined) {
    // core's checkItemTitle: the rule and sentence the item form shows at its Title field.
    const checked = checkItemTitle(fields.title);
    if ('refusal' in checked) throw new AppError('INVALID_DATA', checked.refusal);
    columns.title = checked.title;
  }
  if (fields.description !== undefined) {
    if (fields.description.length > LIMITS.itemDescription) throw new AppError('INVALID_DATA', 'catalog:errors.descriptionTooLong');
    columns.description = fields.description.trim();
  }
  if (fields.price !== undefined) columns.priceCents = checkPrice(fields.price);
  if (fields.visible !== undefined) columns.visible = fields.visible;
  if (fields.BOGO !== undefined) columns.bogo = fields.BOGO;
  if (fields.category !== undefined) columns.category = categoryOrThrow(fields.category, 'INVALID_DATA');
  if (fields.imageUrl !== undefined) columns.imageUrl = await checkFileUrl(tx, storage, fields.imageUrl, 'imageUrl');
  if (fields.gifUrl !== undefined) columns.gifUrl = await checkFileUrl(tx, storage, fields.gifUrl, 'gifUrl');
  if (fields.stock !== undefined) columns.stock = checkStock(fields.stock);
  return { ...columns, ...detailColumns(fields) };
}

/**
 * Units in stock are their own permission (issue 41): items:edit changes an item's words, price and
 * pictures; a stock it sets (a new item's, or another number than the item has) needs stock:edit too.
 */
function refuseStockWithout(admin: UserRow, setsStock: boolean): void {
  if (setsStock && !hasPermission(admin, 'stock:edit')) throw new AppError('NOT_ALLOWED', 'permissionNeeded', { permission: 'stock:edit' });
}

/**
 * Values the editor showed when it opened, sent back unchanged: the admin did not touch them, so what
 * changed them since stays (the item keeps its current value). Orders take units of stock; a bulk
 * change reprices, shows or hides items. Without the seen values (the spec's call) all is written.
 */
function keepWhatTheFormLeft(columns: Partial<NewItem>, fields: ItemFields): void {
  if (fields.stockSeen !== undefined && columns.stock === fields.stockSeen) delete columns.stock;
  if (fields.priceSeen !== undefined && columns.priceCents === parsePriceToCents(fields.priceSeen)) delete columns.priceCents;
  if (fields.visibleSeen !== undefined && columns.visible === fields.visibleSeen) delete columns.visible;
}

/** Unique (category, title): carts name items by that pair. */
async function withTitleCheck<T>(columns: Pick<NewItem, 'category' | 'title'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'catalog:errors.duplicateTitle', { category: columns.category, title: columns.title });
    }
    throw error;
  }
}

/** POST /api/addNewItem/: answers the new item's id. */
export async function addItem(ctx: AppContext, admin: UserRow, fields: NewItemFields) {
  return ctx.db.transaction(async (tx) => {
    const columns = await columnsFrom(tx, ctx.storage, fields);
    refuseStockWithout(admin, columns.stock !== undefined && columns.stock !== null);
    const values: NewItem = {
      id: newId(),
      category: columns.category as string,
      title: columns.title as string,
      priceCents: columns.priceCents as number,
      description: columns.description ?? '',
      visible: columns.visible ?? true,
      bogo: columns.bogo ?? false,
      imageUrl: columns.imageUrl ?? '',
      gifUrl: columns.gifUrl ?? '',
      stock: columns.stock ?? null,
      effects: columns.effects ?? null,
      durationSeconds: columns.durationSeconds ?? null,
      shotCount: columns.shotCount ?? null,
      safetyNotes: columns.safetyNotes ?? null,
    };
    const row = await withTitleCheck(values, () => insertItem(tx, values));
    await recordAudit(tx, admin, {
      action: 'item.add',
      targetType: 'item',
      targetId: row.id,
      details: { category: row.category, title: row.title, priceCents: row.priceCents, stock: row.stock },
    });
    return row.id;
  });
}

/** POST /api/update-item/:id: answers the saved item. Files the item no longer shows are deleted. */
export async function updateItem(ctx: AppContext, admin: UserRow, id: string, fields: ItemFields, log: FastifyBaseLogger) {
  const { row, released } = await ctx.db.transaction(async (tx) => {
    const before = await findItemForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'catalog:errors.itemNotFound');
    const columns = await columnsFrom(tx, ctx.storage, fields);
    keepWhatTheFormLeft(columns, fields);
    refuseStockWithout(admin, columns.stock !== undefined && columns.stock !== before.stock);
    const after = { category: columns.category ?? before.category, title: columns.title ?? before.title };
    const row = await withTitleCheck(after, () => updateItemRow(tx, id, columns));
    const changed = Object.keys(columns).filter((key) => columns[key as keyof NewItem] !== before[key as keyof ItemRow]);
    const replaced = [before.imageUrl, before.gifUrl].filter((url) => url && url !== row.imageUrl && url !== row.gifUrl);
    const released = await releaseUploads(tx, admin, ctx.storage, replaced);
    await recordAudit(tx, admin, {
      action: 'item.update',
      targetType: 'item',
      targetId: id,
      details: { category: row.category, title: row.title, changed },
    });
    return { row, released };
  });
  await removeFilesAfterCommit(ctx.storage, released, log);
  const [answer] = await toItemAnswers(ctx.db, ctx.storage, [row]);
  return answer as Item;
}

/** POST /api/delete-item/:id: the item and the files only it showed. */
export async function deleteItem(ctx: AppContext, admin: UserRow, id: string, log: FastifyBaseLogger): Promise<void> {
  const released = await ctx.db.transaction(async (tx) => {
    const row = await deleteItemRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'catalog:errors.itemNotFound');
    await recordAudit(tx, admin, {
      action: 'item.delete',
      targetType: 'item',
      targetId: id,
      details: { category: row.category, title: row.title },
    });
    return releaseUploads(tx, admin, ctx.storage, [row.imageUrl, row.gifUrl]);
  });
  await removeFilesAfterCommit(ctx.storage, released, log);
}
