import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, orderItems, uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, row: NewUpload): Promise<UploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  return inserted as UploadRow;
}

export async function findUploadByKey(db: Db, storageKey: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
  return row ?? null;
}

/** The upload behind a key, locked against deletion until the caller's transaction ends. */
export async function lockUploadByKey(db: Db, storageKey: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1).for('share');
  return row ?? null;
}

export async function findUploadsByKeys(db: Db, storageKeys: string[]): Promise<UploadRow[]> {
  if (storageKeys.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.storageKey, storageKeys));
}

/**
 * Nothing shows the file: no item, and no order line (its picture snapshot). Files any order
 * still shows are kept, even after the item is deleted or its picture replaced (issue 14, item 9).
 */
const noItemUses = (url: typeof uploads.url) =>
  sql`not exists (select 1 from ${items} where ${items.imageUrl} = ${url} or ${items.gifUrl} = ${url})
    and not exists (select 1 from ${orderItems} where ${orderItems.imageUrl} = ${url})`;

/**
 * Deletes the upload row unless an item or an order shows it; answers the deleted row (null: in use or unknown).
 * The row is locked first and only then checked, in a statement of its own: an item write that
 * holds the upload (lockUploadByKey) is waited for, and the check sees the item it committed
 * (one statement would check from before the wait and delete a file the new item shows).
 */
export async function deleteUploadIfUnused(db: Db, storageKey: string): Promise<UploadRow | null> {
  const [locked] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.storageKey, storageKey)).for('update');
  if (!locked) return null;
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, locked.id), noItemUses(uploads.url)))
    .returning();
  return row ?? null;
}

/** An item or an order line shows the file. */
export async function isUploadInUse(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(or(eq(items.imageUrl, url), eq(items.gifUrl, url)))
    .limit(1);
  if (row) return true;
  const [line] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.imageUrl, url)).limit(1);
  return line !== undefined;
}

/**
 * Uploads older than `before` that no item or order shows: abandoned forms, closed tabs. Locked
 * first (skipping those an item write holds right now), then checked in a statement of its own,
 * as in deleteUploadIfUnused.
 */
export async function deleteUnusedUploadsBefore(db: Db, before: Date): Promise<UploadRow[]> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(lt(uploads.createdAt, before), noItemUses(uploads.url)))
      .for('update', { skipLocked: true });
    if (locked.length === 0) return [];
    return tx
      .delete(uploads)
      .where(
        and(
          inArray(
            uploads.id,
            locked.map((row) => row.id),
          ),
          noItemUses(uploads.url),
        ),
      )
      .returning();
  });
}
