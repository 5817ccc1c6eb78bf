import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';

export type ItemRow = typeof items.$inferSelect;
export type NewItem = typeof items.$inferInsert;

/** The items of one category (canonical name); customers get the visible ones only. */
export async function listItems(db: Db, category: string, options: { visibleOnly: boolean }): Promise<ItemRow[]> {
  const where = options.visibleOnly ? and(eq(items.category, category), eq(items.visible, true)) : eq(items.category, category);
  return db.select().from(items).where(where);
}

export async function findItemForUpdate(db: Db, id: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(items).where(eq(items.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function insertItem(db: Db, item: NewItem): Promise<ItemRow> {
  const [row] = await db.insert(items).values(item).returning();
  return row as ItemRow;
}

export async function updateItemRow(db: Db, id: string, changes: Partial<NewItem>): Promise<ItemRow> {
  const [row] = await db
    .update(items)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(items.id, id))
    .returning();
  return row as ItemRow;
}

export async function deleteItemRow(db: Db, id: string): Promise<ItemRow | null> {
  const [row] = await db.delete(items).where(eq(items.id, id)).returning();
  return row ?? null;
}
